/**
 * The scenario family of a vampire's own limit on the cards it uses (issue 30 item 1; tests only):
 * "cannot use cards requiring Celerity" is one record, `{ e: 'cannotUse', disc }` (queries.ts
 * `meetsReqs`). The vampire, given the Discipline, is ready in its minion phase with a bleed card
 * requiring it in hand; measured: whether the card is offered for it (1) or not (0). Expected: not
 * offered, where the stripped game offers it.
 */
import type { CardDef } from '../schema/effects';
import { isKind } from '../schema/effect-query';
import { build, choose, dec, uid } from './testing';
import { discBleed } from './families-crypt';
import { type FamilyCase, testVampire } from './test-vampire';
import { Scenario } from './scenario';

/**
 * The vampire (with `disc` at its basic level, its effects stripped or not) chosen in its minion phase, a bleed card
 * requiring `disc` in its Methuselah's hand: the game, the vampire, the card (shared with families-crypt-played.ts).
 */
export function withDiscCard(def: CardDef, disc: string, strip: boolean) {
  const me: CardDef = {
    ...def,
    disc: { ...def.disc, [disc]: def.disc?.[disc] ?? 1 },
    modes: strip ? def.modes.map((m) => ({ ...m, effects: [] })) : def.modes,
  };
  const card = discBleed(disc);
  const s = build({
    seats: [{ ready: [{ card: def.name, blood: 4 }], hand: [card.name], pool: 30 }, {}],
    phase: 'minion',
    defs: [me, card],
  });
  const v = uid(s, def.name, 0);
  const c = uid(s, card.name, 0, 'hand');
  // the minion phase: the vampire chosen, then its actions (the card's among them)
  return { s: choose(s, `min:${v}`), v, c, card };
}

/** 1 when the vampire (with `disc` at its basic level) may play a card requiring `disc`, else 0. */
export function usesDiscCard(def: CardDef, disc: string, strip: boolean): number {
  const { s, v, c } = withDiscCard(def, disc, strip);
  return dec(s).options.some((o) => o.id.startsWith(`card:${v}:${c}`)) ? 1 : 0;
}

const SLEEPER = testVampire('Test Limits Sleeper', {});

/**
 * "Cannot rescue other vampires from torpor" (`cannotAct { kind: 'rescue' }`, rules/minion.ts, 6.5.3; Boss Callihan):
 * a vampire of its Methuselah is in torpor as it is chosen to act. Measured: 1 when a rescue is offered.
 */
function rescues(def: CardDef, strip: boolean): number {
  const sc = new Scenario({
    seats: [{ ready: [{ card: def.name, blood: 4 }], torpor: [{ card: SLEEPER.name, blood: 2 }] }, {}],
    defs: [def, SLEEPER],
    strip: strip ? [def.name] : [],
  });
  const v = sc.uid(def.name);
  sc.choose(`min:${v}`);
  return dec(sc.s).options.some((o) => o.id.startsWith(`rescue:${v}:`)) ? 1 : 0;
}

/** The cases of a crypt card's own "cannot use cards requiring" and "cannot rescue" records. */
export function cryptLimitCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  return def.modes
    .filter((m) => m.kind === 'vampire')
    .flatMap((m) => m.effects)
    .flatMap((e): FamilyCase[] => {
      if (isKind(e, 'cannotUse'))
        return [
          { family: 'cannot use cards requiring a Discipline', expected: 0, run: (strip: boolean) => usesDiscCard(def, e.disc, strip) },
        ];
      if (isKind(e, 'cannotAct') && e.kind === 'rescue')
        return [{ family: 'cannot rescue vampires from torpor', expected: 0, run: (strip: boolean) => rescues(def, strip) }];
      return [];
    });
}
