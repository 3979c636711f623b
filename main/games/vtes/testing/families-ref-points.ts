/**
 * Referendums whose terms choose several of the caller's minions and allot points to Methuselahs and cards (issue 29,
 * h-mods, twelfth session; tests only; vtes-es 6.3.2): the terms `chooseCards` (`lock`) and `allot` with `perCard`
 * and `cards`, the outcome `seatPool` from the points and `burnAllotted`.
 * - `pointsToCards` (Revolutionary Council): a test anarch baron of seat 0 calls it; seat 0's other ready anarch is
 *   chosen (2 points), one point goes to seat 1, one to the pistol its vampire carries. Measured: the pool seat 1
 *   burned (1), +10 when the pistol is burned, +100 when the chosen anarch is locked. Stripped: 0.
 */
import type { CardDef } from '../schema/effects';
import { dec, ids } from './testing';
import { Scenario } from './scenario';
import { TEST_PISTOL } from './families-equip';
import { type FamilyCase, testVampire } from './test-vampire';

const COMRADE = testVampire('Test Comrade', {}, [], 'Caitiff', { sect: 'anarch' });
const HOLDER = testVampire('Test Holder', {});

const CALLER = testVampire('Test Caller', {}, [], 'Caitiff', { title: 'baron', sect: 'anarch' });

/**
 * A political action called by seat 0's test anarch baron and voted for alone; `terms` answers the terms' questions in
 * order (by the scenario's card instances).
 */
export function calledReferendum(
  def: CardDef,
  seats: Scenario['spec']['seats'],
  defs: CardDef[],
  terms: (sc: Scenario) => string[],
  strip: boolean,
): Scenario {
  const [first, ...rest] = seats;
  const sc = new Scenario({
    seats: [{ ...first, ready: [{ card: CALLER.name, blood: 5 }, ...(first.ready ?? [])], hand: [def.name] }, ...rest],
    defs: [def, CALLER, ...defs],
    strip: strip ? [def.name] : [],
  });
  const c = sc.uid(CALLER.name);
  const answers = terms(sc);
  sc.play(def.name, { by: CALLER.name });
  for (let i = 0; i < 40 && (sc.s.act || sc.s.ref); i++) {
    const o = ids(sc.s);
    if (dec(sc.s).kind === 'vtes.terms') {
      const want = answers.shift();
      sc.choose(o.find((x) => x === want) ?? o[0]);
      continue;
    }
    const yes = o.find((x) => x === 'call:y' || x === `v:${c}:y`);
    sc.choose(yes ?? o.find((x) => ['pass', 'decline', 'done', 'none'].includes(x)) ?? o[0]);
  }
  return sc;
}

function pointsToCardsCase(def: CardDef): FamilyCase {
  return {
    family: 'pointsToCards',
    expected: 111,
    run(strip) {
      const seats = [
        { ready: [{ card: COMRADE.name, blood: 3 }] },
        { ready: [{ card: HOLDER.name, blood: 3, attached: [{ card: TEST_PISTOL.name }] }] },
      ];
      const sc = calledReferendum(
        def,
        seats,
        [COMRADE, HOLDER, TEST_PISTOL],
        (x) => [`tcards:${x.uid(COMRADE.name)}`, 'alloc:1', `acard:${x.uid(TEST_PISTOL.name, 1)}`],
        strip,
      );
      const burned = sc.s.cards[sc.uid(TEST_PISTOL.name, 1)].zone === 'ash' ? 10 : 0;
      return 30 - sc.pool(1) + burned + (sc.s.cards[sc.uid(COMRADE.name)].locked ? 100 : 0);
    },
  };
}

/** Revolutionary Council. */
export const REF_POINTS_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  '101631': (def) => [pointsToCardsCase(def)],
};
