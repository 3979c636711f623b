/**
 * Scenarios of an action card on the acting vampire that feeds it and keeps it from unlocking until its next unlock
 * phase, where the card burns (issue 29; tests only; records that exist: `move`, `attach`, `noUnlock`, a trigger
 * `on unlockPhase`): Sheepdog. Each plays the card through the engine's decisions and fails once its effects are
 * stripped (data/coverage-gate.test.ts and data/action-sweep.test.ts run them both ways).
 */
import type { CardDef } from '../schema/effects';
import { passUntil } from './testing';
import { type FamilyCase, testVampire } from './test-vampire';
import { Scenario } from './scenario';

const HUNGRY = testVampire('Test Hungry', {});

/**
 * Seat 0's vampire (2 blood, capacity 8) plays `def`: blood gained (units), the card on it once the action is over
 * (10); then, at its next master phase, the vampire still locked (100) and the card burned (1000).
 */
function heldDownCase(def: CardDef) {
  return (strip: boolean): number => {
    const sc = new Scenario({
      seats: [{ ready: [{ card: HUNGRY.name, blood: 2 }], hand: [def.name] }, {}],
      defs: [def, HUNGRY],
      strip: strip ? [def.name] : [],
    });
    const a = sc.uid(HUNGRY.name);
    const h = sc.uid(def.name, 0, 'hand');
    sc.play(def.name, { by: HUNGRY.name });
    sc.s = passUntil(sc.s, (x) => !x.act);
    const gained = sc.s.cards[a].blood - 2;
    const on = sc.s.cards[h].host === a ? 10 : 0;
    sc.s = passUntil(sc.s, (x) => x.active === 1, 200);
    sc.s = passUntil(sc.s, (x) => x.active === 0 && x.phase === 'master', 200);
    return gained + on + (sc.s.cards[a].locked ? 100 : 0) + (sc.s.cards[h].zone === 'ash' ? 1000 : 0);
  };
}

export const HELD_DOWN_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Sheepdog: the vampire gains 4 blood; the card on it, it does not unlock as normal; burned in its unlock phase
  '101762': (def) => [
    {
      family: 'blood gained, the vampire kept locked until its unlock phase, then the card burned',
      expected: 1114,
      run: heldDownCase(def),
    },
  ],
};
