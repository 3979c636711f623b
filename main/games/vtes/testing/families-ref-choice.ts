/**
 * Referendums whose outcome lets each Methuselah choose one of their ready vampires as it passes (issue 29;
 * tests only; vtes-es 6.3.2): the record `capacityPool { gain, burn }` (Ancient Influence, Reins of Power).
 * Three Methuselahs; each answers the choice its own way (a vampire by name, or none), so a scenario shows
 * that the choice is each Methuselah's, that the capacity read is the chosen vampire's (or its predator's)
 * and that a Methuselah with no ready vampire counts 0. Run both ways by data/coverage-gate.test.ts and card
 * by card by data/master-scenarios.test.ts.
 */
import type { CardDef } from '../schema/effects';
import { dec, ids } from './testing';
import { type FamilyCase, testVampire } from './families';
import { Scenario } from './scenario';

const CALLER = testVampire('Test Caller', {}, [], 'Caitiff', { title: 'prince' });
const BIG = testVampire('Test Other', {});
const SMALL = testVampire('Test Small', {}, [], 'Caitiff', { capacity: 4 });

/**
 * Seat 0's prince calls `def`'s referendum, voted for alone; as it passes, seat x chooses the ready vampire
 * named `picks[x]` (null: none). `seats` arranges the three seats (seat 0 has the caller, capacity 8, too).
 */
export function refChoice(def: CardDef, seats: Scenario['spec']['seats'], picks: readonly (string | null)[]) {
  return (strip: boolean): Scenario => {
    const [first, ...rest] = seats;
    const sc = new Scenario({
      seats: [{ ...first, ready: [{ card: CALLER.name, blood: 5 }, ...(first.ready ?? [])], hand: [def.name] }, ...rest],
      defs: [def, CALLER, BIG, SMALL],
      strip: strip ? [def.name] : [],
    });
    const c = sc.uid(CALLER.name);
    sc.play(def.name, { by: CALLER.name });
    for (let i = 0; i < 60 && (sc.s.act || sc.s.ref); i++) {
      const d = dec(sc.s);
      if (d.prompt.key.endsWith('outcomeVampire')) {
        const want = picks[d.seat];
        const o = want ? d.options.find((x) => x.params?.uid === sc.uid(want, d.seat, 'ready')) : d.options.find((x) => x.id === 'onone');
        if (!o) throw new Error(`refChoice: no option for ${want ?? 'none'}`);
        sc.choose(o.id);
        continue;
      }
      const o = ids(sc.s);
      const yes = o.find((x) => x === 'call:y' || x === `v:${c}:y`);
      sc.choose(yes ?? o.find((x) => ['pass', 'decline', 'done', 'none'].includes(x)) ?? o[0]);
    }
    return sc;
  };
}

/** Pools read as one number: seat 0 in the hundreds, seat 1 in the tens, seat 2 in the units, from `base`. */
const pools = (sc: Scenario, base: number) => (sc.pool(0) - base) * 100 + (sc.pool(1) - base) * 10 + (sc.pool(2) - base);

/** One case: the seats, each seat's choice, and the pools read from `base`. */
function choiceCase(
  def: CardDef,
  family: string,
  expected: number,
  seats: Scenario['spec']['seats'],
  picks: readonly (string | null)[],
  base: number,
): FamilyCase[] {
  return [{ family, expected, run: (strip) => pools(refChoice(def, seats, picks)(strip), base) }];
}

const TWO = {
  ready: [
    { card: BIG.name, blood: 1 },
    { card: SMALL.name, blood: 1 },
  ],
};

export const REF_CHOICE_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Ancient Influence: each gains its chosen vampire's capacity, then burns 5 (seat 0: 8, seat 1 chooses its
  // capacity 4 over its 8, seat 2 has none): 33, 29, 25 (ANK 20180813: a gain, then a loss)
  '100064': (def) =>
    choiceCase(
      def,
      'each Methuselah gains its chosen vampire capacity, then burns pool',
      840,
      [{}, TWO, {}],
      [CALLER.name, SMALL.name, null],
      25,
    ),
  // Reins of Power: each gains 6, then burns the capacity of the vampire its predator chose (seat 0's predator
  // is seat 2: 8; seat 1's is seat 0: 8; seat 2's is seat 1, which chose its capacity 4): 28, 28, 32
  '101591': (def) =>
    choiceCase(
      def,
      "each Methuselah gains pool, then burns its predator's chosen vampire capacity",
      892,
      [{}, TWO, { ready: [{ card: BIG.name, blood: 1 }] }],
      [CALLER.name, SMALL.name, BIG.name],
      20,
    ),
};
