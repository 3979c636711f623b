/**
 * Scenarios of a directed action sending a vampire with little blood to torpor (issue 29; tests only; records that
 * exist: the `card` target with `where`, a `prims` effect under a Condition, `toTorpor`): Sleep of Reason. Each plays the
 * card through the engine's decisions and fails once its effects are stripped (data/coverage-gate.test.ts and
 * data/action-sweep.test.ts run them both ways).
 */
import type { CardDef } from '../schema/effects';
import { passUntil } from './testing';
import { type FamilyCase, testVampire } from './test-vampire';
import { Scenario } from './scenario';

/**
 * Seat 0's vampire (capacity 8) plays mode `mi` of `def` at seat 1's vampire of capacity `cap` with 1 blood, unblocked:
 * the target in torpor once the action is over (1), the acting vampire's blood left after the card's 2 (tens).
 */
function sleepCase(def: CardDef, mi: number, cap: number) {
  return (strip: boolean): number => {
    const actor = testVampire('Test Dementia', { dem: mi === 0 ? 1 : 2 });
    const victim = testVampire('Test Drowsy', {}, [], 'Caitiff', { capacity: cap });
    const sc = new Scenario({
      seats: [{ ready: [{ card: actor.name, blood: 4 }], hand: [def.name] }, { ready: [{ card: victim.name, blood: 1 }] }],
      defs: [def, actor, victim],
      strip: strip ? [def.name] : [],
    });
    const v = sc.uid(victim.name, 1);
    sc.play(def.name, { by: actor.name, mode: mi, target: victim.name, targetSeat: 1 });
    sc.s = passUntil(sc.s, (x) => !x.act);
    return (sc.s.cards[v].zone === 'torpor' ? 1 : 0) + 10 * sc.s.cards[sc.uid(actor.name)].blood;
  };
}

export const SLEEP_TORPOR_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Sleep of Reason: [dem] (D) a younger vampire with 0 or 1 blood to torpor; [DEM] the same, of any age
  '101803': (def) => [
    { family: 'a younger vampire with 1 blood sent to torpor', expected: 21, run: sleepCase(def, 0, 4) },
    { family: 'an older vampire with 1 blood sent to torpor', expected: 21, run: sleepCase(def, 1, 10) },
  ],
};
