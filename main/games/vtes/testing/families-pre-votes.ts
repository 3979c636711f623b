/**
 * Scenarios of the reactions played during a referendum before any votes and ballots are cast (issue 29, h-mods,
 * fourteenth session; tests only; vtes-es 6.3.2, 6.3.3): the window `beforeVotes` (rules/pre-votes.ts) and the
 * primitive `mirrorPoolLoss`.
 * - `mirrorPoolLoss` (Poison Pill): seat 0 calls a test referendum making each Methuselah burn 2 pool; as the polling
 *   opens, seat 1's vampire plays the card before seat 0 casts the referendum's vote; it passes. Measured: the pool seat
 *   0 lost (4: its own 2 and seat 1's 2). Stripped: 2.
 */
import type { CardDef } from '../schema/effects';
import { ids } from './testing';
import { Scenario } from './scenario';
import { testLibraryCard } from './action-scenarios';
import { type FamilyCase, testVampire } from './test-vampire';

const TOLL = testLibraryCard('Test Toll Referendum', 'Political Action', {
  kind: 'political',
  conditions: [],
  effects: [{ e: 'prims', do: [{ p: 'seatPool', n: 2, from: 'each', to: 'bank' }] }],
});
const CALLER = testVampire('Test Toll Caller', {});
const REACTOR = testVampire('Test Toll Reactor', {});

function mirrorPoolLossCase(def: CardDef): FamilyCase {
  return {
    family: 'mirrorPoolLoss',
    expected: 4,
    run(strip) {
      const sc = new Scenario({
        seats: [
          { ready: [{ card: CALLER.name, blood: 4 }], hand: [TOLL.name] },
          { ready: [{ card: REACTOR.name, blood: 4 }], hand: [def.name] },
        ],
        defs: [def, CALLER, REACTOR, TOLL],
        strip: strip ? [def.name] : [],
      });
      const h = sc.uid(def.name, 1, 'hand');
      const before = sc.pool(0);
      sc.play(TOLL.name, { by: CALLER.name });
      for (let i = 0; i < 60 && (sc.s.act || sc.s.ref); i++) {
        const o = ids(sc.s);
        const pre = o.find((x) => x.startsWith(`preact:${h}:`));
        sc.choose(pre ?? o.find((x) => x === 'call:y') ?? o.find((x) => ['done', 'pass', 'decline', 'none'].includes(x)) ?? o[0]);
      }
      return before - sc.pool(0);
    },
  };
}

/** Poison Pill. */
export const PRE_VOTES_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  '101406': (def) => [mirrorPoolLossCase(def)],
};
