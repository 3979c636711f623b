/**
 * Scenarios of the political actions changing the seating order (issue 29, h-mods, fourteenth session; tests only;
 * vtes-es 2.1, 6.3.2): the primitive `reseat` with the terms `chooseSeat { among: 'others' }` and
 * `chooseSeats { min: 'all' }`. Four Methuselahs; seat 0's caller (a prince: the cards requiring a title) calls the
 * referendum and votes for it with the card's vote; it passes. Measured: seat 0's prey times 10 plus its predator.
 * - `reseatSwap` (Dramatic Upheaval): seat 2 chosen; seats 0 and 2 switch places: prey 3, predator 1 (31).
 *   Stripped: 13.
 * - `reseatOrder` (Kindred Restructure): the order 0, 2, 1, 3 chosen: prey 2, predator 3 (23). Stripped: 13.
 */
import type { CardDef } from '../schema/effects';
import { predatorOf, preyOf } from '../core/state';
import { ids } from './testing';
import { Scenario } from './scenario';
import { type FamilyCase, testVampire } from './test-vampire';

const CALLER = testVampire('Test Reseat Caller', {}, [], 'Ventrue', { title: 'prince' });
const OTHERS = [1, 2, 3].map((i) => testVampire(`Test Reseat Other ${i}`, {}));

function reseatCase(def: CardDef, family: string, wants: readonly string[], expected: number): FamilyCase {
  return {
    family,
    expected,
    run(strip) {
      const sc = new Scenario({
        seats: [
          { ready: [{ card: CALLER.name, blood: 4 }], hand: [def.name] },
          ...OTHERS.map((o) => ({ ready: [{ card: o.name, blood: 4 }] })),
        ],
        defs: [def, CALLER, ...OTHERS],
        strip: strip ? [def.name] : [],
      });
      sc.play(def.name, { by: CALLER.name });
      let k = 0;
      for (let i = 0; i < 60 && (sc.s.act || sc.s.ref); i++) {
        const o = ids(sc.s);
        const want = k < wants.length && o.includes(wants[k]) ? wants[k++] : undefined;
        sc.choose(want ?? o.find((x) => x === 'call:y') ?? o.find((x) => ['done', 'pass', 'decline', 'none'].includes(x)) ?? o[0]);
      }
      return preyOf(sc.s, 0) * 10 + predatorOf(sc.s, 0);
    },
  };
}

/** Dramatic Upheaval, Kindred Restructure. */
export const RESEAT_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  '100583': (def) => [reseatCase(def, 'reseatSwap', ['target:2'], 31)],
  '101052': (def) => [reseatCase(def, 'reseatOrder', ['tseat:0', 'tseat:2', 'tseat:1', 'tseat:3'], 23)],
};
