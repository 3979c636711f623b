/**
 * The scenario family of a vampire's own ability setting the range before it is determined (issue 30 item 1; tests only;
 * the window `beforeRange`, rules/combat.ts; the primitive `setRange`, vtes-es 6.4.2): "each round of combat, before range
 * is determined, it can set the range for that round; if it does, skip the determine range step" (Cailean). The vampire
 * bleeds, a test vampire of the prey blocks; before range the vampire uses its ability setting the range the primitive
 * names. Measured: 1 when the round is at that range with its determine-range step skipped (the range set). With the
 * effects stripped no use is offered.
 */
import type { CardDef } from '../schema/effects';
import type { Ability } from '../schema/records';
import { isKind } from '../schema/effect-query';
import { dec, passUntil } from './testing';
import { Scenario } from './scenario';
import { type FamilyCase, testVampire } from './test-vampire';

const BLOCKER = testVampire('Test Range Setter Blocker', {}, [{ e: 'mod', stat: 'intercept', n: 3, who: 'self' }]);

/**
 * The vampire (4 blood; its Methuselah's hand `hand`) bleeds, `blocker` (4 blood) of the prey blocks, and the game goes on to
 * the vampire's question before range is determined (or the end of the action): shared by the families of abilities used
 * before range (families-crypt-range.ts, families-crypt-agg-hand.ts).
 */
export function beforeRangeOf(def: CardDef, blocker: CardDef, strip: boolean, hand: string[] = [], extra: CardDef[] = []) {
  const sc = new Scenario({
    seats: [{ ready: [{ card: def.name, blood: 4 }], hand }, { ready: [{ card: blocker.name, blood: 4 }] }],
    defs: [def, blocker, ...extra],
    strip: strip ? [def.name] : [],
  });
  const v = sc.uid(def.name);
  const b = sc.uid(blocker.name, 1);
  sc.choose(`min:${v}`).choose(`bleed:${v}`).choose(`block:${b}`);
  sc.s = passUntil(sc.s, (x) => (x.combat?.step === 'preRange' && dec(x).seat === 0) || !x.act, 20);
  return { sc, v, b };
}

function setRangeCase(def: CardDef, range: 'close' | 'long', nth: number): FamilyCase {
  return {
    family: `own ability before range: the range set (${range})`,
    expected: 1,
    run(strip) {
      const { sc, v } = beforeRangeOf(def, BLOCKER, strip);
      const uses = sc.s.combat ? dec(sc.s).options.filter((x) => x.id.startsWith(`use:${v}:`)) : [];
      const o = uses[nth];
      if (!o) throw new Error(`scenario: ${def.name} offers no use before range`);
      sc.choose(o.id);
      sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.step.startsWith('strike'), 20);
      return sc.s.combat?.range === range && sc.s.combat.step.startsWith('strike') ? 1 : 0;
    },
  };
}

/** The cases of this family a vampire fits: its own `beforeRange` abilities that only set the range, in their order. */
export function cryptSetRangeCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  return def.modes.flatMap((m) => {
    const setters = m.effects.filter(
      (e): e is Ability =>
        isKind(e, 'ability') &&
        e.window === 'beforeRange' &&
        e.who?.role === 'self' &&
        e.effects.length === 1 &&
        e.effects[0].p === 'setRange',
    );
    return setters.map((a, i) => setRangeCase(def, (a.effects[0] as { range: 'close' | 'long' }).range, i));
  });
}
