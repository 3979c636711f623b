/**
 * The scenario family of a ready vampire's "+N hand size for each <cards a Selector takes>" (issue 30 item 1; tests only;
 * vtes-es 1.6.1.2; a controller `mod` of `handSize` with `per: { a: 'count' }`, read by core/state.ts `readyCryptMods`:
 * Guillaume Giovanni's locations). Seat 0's vampire is ready with two test locations in play; measured: the hand size,
 * and 10 times the hand size once the vampire is locked (it still counts: only ready matters). Stripped: 77.
 */
import type { CardDef, Effect } from '../schema/effects';
import { isKind } from '../schema/effect-query';
import { handSize } from '../core/state';
import { Scenario } from './scenario';
import { TEST_LOCATION } from './families-windows';
import { type FamilyCase } from './test-vampire';

type Mod = Extract<Effect, { e: 'mod' }>;

function handPerCase(def: CardDef, e: Mod): FamilyCase {
  const size = 7 + 2 * e.n;
  return {
    family: 'hand size for each location you control, while ready',
    expected: 11 * size,
    run(strip) {
      const size = (locked: boolean): number => {
        const sc = new Scenario({
          seats: [{ ready: [{ card: def.name, blood: 3, locked }], play: [TEST_LOCATION.name, TEST_LOCATION.name] }, {}],
          defs: [def, TEST_LOCATION],
          strip: strip ? [def.name] : [],
        });
        return handSize(sc.s, 0);
      };
      return size(false) + 10 * size(true);
    },
  };
}

/** The cases of this family a vampire fits: a controller hand size counted per location its controller has. */
export function cryptHandPerCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  return def.modes
    .flatMap((m) => m.effects)
    .filter(
      (e): e is Mod =>
        isKind(e, 'mod') &&
        e.stat === 'handSize' &&
        e.who === 'controller' &&
        typeof e.per === 'object' &&
        e.per.a === 'count' &&
        e.per.sel.of === 'location' &&
        e.per.sel.whose === 'you' &&
        !e.if,
    )
    .map((e) => handPerCase(def, e));
}
