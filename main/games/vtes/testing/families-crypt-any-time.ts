/**
 * The scenario family of a vampire's own ability usable at any time of its Methuselah's turn on another vampire
 * (issue 30 item 1; tests only; the window `any` with the Condition `yourTurn`, vocab/abilities.ts `anyTimeOptions`,
 * the limit `turn` shared by the card's abilities): a vampire that, once in its Methuselah's turn, toggles the lock of
 * another Toreador of that Methuselah (Alexandra: two abilities, one unlocking a locked Toreador, one locking an unlocked one, the Selector's
 * Condition `not same { as: 'self' }` for "another"; Lord Tremere: as often as wanted, in his minion phase). In the minion phase the vampire and a test vampire of the Selector's clan
 * are locked, a plain vampire is not; the unlocking ability is used on the test vampire. Measured: 1 when the test
 * vampire is unlocked, 10 when the vampire itself is not offered, 100 when no second use is offered that turn. With
 * the effects stripped no use is offered.
 */
import type { CardDef } from '../schema/effects';
import type { Ability } from '../schema/records';
import type { Cond } from '../schema/schema-params';
import type { Trait } from '../schema/effects';
import { isKind } from '../schema/effect-query';
import { dec } from './testing';
import { Scenario } from './scenario';
import { type FamilyCase, testVampire } from './test-vampire';

const PLAIN = testVampire('Test Any Time Plain', {});

function unlockOtherCase(def: CardDef, clan: string, once: boolean, trait?: Trait): FamilyCase {
  const other = testVampire(`Test Any Time ${trait ?? clan}`, {}, [], clan, trait ? { traits: [trait] } : {});
  return {
    family: `own ability during your turn: unlock another vampire of a clan${once ? ' (once each turn)' : ''}`,
    expected: once ? 111 : 11,
    run(strip) {
      const sc = new Scenario({
        phase: 'minion',
        seats: [
          {
            ready: [
              { card: def.name, blood: 3, locked: true },
              { card: other.name, blood: 3, locked: true },
              { card: PLAIN.name, blood: 3 },
            ],
          },
          { ready: [{ card: PLAIN.name, blood: 3 }] },
        ],
        defs: [def, other, PLAIN],
        strip: strip ? [def.name] : [],
      });
      const v = sc.uid(def.name);
      const t = sc.uid(other.name);
      const uses = () => dec(sc.s).options.filter((x) => x.id.startsWith(`use:${v}:`));
      const o = uses().find((x) => x.id.endsWith(`:${t}`));
      if (!o) throw new Error(`scenario: ${def.name} offers no use for ${other.name}`);
      const self = uses().some((x) => x.id.endsWith(`:${v}`));
      sc.choose(o.id);
      return (sc.s.cards[t].locked ? 0 : 1) + (self ? 0 : 10) + (once && !uses().length ? 100 : 0);
    },
  };
}

/** The first clan a Selector's Condition names ("another ready Tremere or Tremere antitribu": Tremere). */
function clanIn(c: Cond | undefined): string | undefined {
  if (!c) return undefined;
  if (c.c === 'clan') return c.clan;
  return c.c === 'all' || c.c === 'any' ? c.of.map(clanIn).find((x) => x !== undefined) : undefined;
}

/** The cases of this family a vampire fits: its own `any` window ability, during its Methuselah's turn, unlocking another vampire of a clan. */
export function cryptAnyTimeCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  return def.modes.flatMap((m) =>
    m.effects.flatMap((e) => {
      if (!isKind(e, 'ability') || e.window !== 'any' || (e.limit && e.limit !== 'turn') || e.if?.c !== 'yourTurn') return [];
      const a: Ability = e;
      // a clan, or a keyword ("another ready Black Hand vampire": Karif al Numair)
      const trait = a.who?.filter?.trait;
      const clan = a.who?.filter?.clan ?? clanIn(a.who?.where) ?? (trait ? 'Caitiff' : undefined);
      return clan && a.who?.state === 'locked' && a.effects.length === 1 && a.effects[0].p === 'unlock'
        ? [unlockOtherCase(def, clan, a.limit === 'turn', trait)]
        : [];
    }),
  );
}
