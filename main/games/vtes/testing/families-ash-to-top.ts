/**
 * Scenarios of library cards of the ash heap put on top of the library, then a random discard and a draw (issue 29;
 * tests only; the primitive `ashToTop`, vocab/prims/ash-to-top.ts): Sudario Refraction. Each plays the card through
 * the engine's decisions and fails once its effects are stripped (data/coverage-gate.test.ts and
 * data/action-sweep.test.ts run them both ways).
 */
import type { CardDef } from '../schema/effects';
import { defOf } from '../core/state';
import { ids, passUntil } from './testing';
import { type FamilyCase, testVampire } from './test-vampire';
import { Scenario } from './scenario';

const TAKEN = ['Frontal Assault', 'Haven Uncovered', 'Fame'];

/**
 * Seat 0's vampire of the card's clan plays `def` unblocked, its hand full of Blood Dolls, three other cards in its ash
 * heap (the first offered taken each time): those cards back in its hand once the action is over (units), the Blood
 * Dolls discarded to its ash heap (tens), the ash cards left there (hundreds).
 */
function ashToTopCase(def: CardDef, clan: string) {
  return (strip: boolean): number => {
    const actor = testVampire('Test Actor', {}, [], clan);
    const sc = new Scenario({
      seats: [
        { ready: [{ card: actor.name, blood: 5 }], hand: [def.name, ...Array.from({ length: 6 }, () => 'Blood Doll')], ash: TAKEN },
        {},
      ],
      defs: [def, actor],
      strip: strip ? [def.name] : [],
    });
    sc.play(def.name, { by: actor.name });
    for (let i = 0; i < 40 && sc.s.act; i++) {
      if (sc.s.pick?.kind === 'ashToTop') sc.choose(ids(sc.s)[0]);
      else sc.s = passUntil(sc.s, (x) => !x.act || x.pick?.kind === 'ashToTop');
    }
    const z = sc.s.seats[0].zones;
    const named = (zone: readonly string[]) => zone.filter((u) => TAKEN.includes(defOf(sc.s, u).name)).length;
    const dolls = z.ash.filter((u) => defOf(sc.s, u).name === 'Blood Doll').length;
    return named(z.hand) + 10 * dolls + 100 * named(z.ash);
  };
}

export const ASH_TO_TOP_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Sudario Refraction: +1 stealth; three library cards of the ash heap to the top of the library, then three cards
  // of the hand discarded at random (draw afterward)
  '101895': (def) => [
    { family: 'ash heap cards to the top of the library, then a random discard', expected: 33, run: ashToTopCase(def, 'Giovanni') },
  ],
};
