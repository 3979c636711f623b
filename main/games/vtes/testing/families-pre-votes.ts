/**
 * Scenarios of the reactions played in a referendum while nobody has voted yet (issue 29, h-mods,
 * fourteenth session; tests only; vtes-es 6.3.2, 6.3.3): the window `beforeVotes` (rules/pre-votes.ts) and the
 * primitive `mirrorPoolLoss`.
 * - `mirrorPoolLoss` (Poison Pill): seat 0 calls a test referendum making each Methuselah burn 2 pool; as the polling
 *   opens, seat 1's vampire plays the card before seat 0 casts the referendum's vote; it passes. Measured: the pool seat
 *   0 lost (4: its own 2 and seat 1's 2). Stripped: 2.
 * - `failToll` (Elder Kindred Network): the same referendum; seat 1's prince plays the card before any vote, then casts
 *   its 2 votes against the caller's 1; it fails by 1. Measured: the pool seat 0 burned (2: 1 plus the difference of 1).
 *   Stripped: 0.
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

/**
 * Seat 0 calls the test referendum; seat 1's `reactor` holds the card: at each decision the card played before any
 * vote, else the card's own vote for, else `against` (an option id seat 1 casts), else done. Returns the pool seat 0 lost.
 */
function tollGame(def: CardDef, reactor: CardDef, strip: boolean, against?: (sc: Scenario) => string): number {
  const sc = new Scenario({
    seats: [
      { ready: [{ card: CALLER.name, blood: 4 }], hand: [TOLL.name] },
      { ready: [{ card: reactor.name, blood: 4 }], hand: [def.name] },
    ],
    defs: [def, CALLER, reactor, TOLL],
    strip: strip ? [def.name] : [],
  });
  const h = sc.uid(def.name, 1, 'hand');
  const no = against?.(sc);
  const before = sc.pool(0);
  sc.play(TOLL.name, { by: CALLER.name });
  for (let i = 0; i < 60 && (sc.s.act || sc.s.ref); i++) {
    const o = ids(sc.s);
    const want = [o.find((x) => x.startsWith(`preact:${h}:`)), o.find((x) => x === 'call:y'), o.find((x) => x === no)];
    sc.choose(want.find((x) => x !== undefined) ?? o.find((x) => ['done', 'pass', 'decline', 'none'].includes(x)) ?? o[0]);
  }
  return before - sc.pool(0);
}

function mirrorPoolLossCase(def: CardDef): FamilyCase {
  const reactor = testVampire('Test Toll Reactor', {}, [], def.clan[0] ?? 'Caitiff');
  return { family: 'mirrorPoolLoss', expected: 4, run: (strip) => tollGame(def, reactor, strip) };
}

function failTollCase(def: CardDef): FamilyCase {
  // a clan card needs a vampire of its clan (Elder Kindred Network: Ventrue)
  const prince = testVampire('Test Toll Prince', {}, [], def.clan[0] ?? 'Caitiff', { title: 'prince' });
  return {
    family: 'failToll',
    expected: 2,
    run: (strip) => tollGame(def, prince, strip, (sc) => `v:${sc.uid(prince.name, 1)}:n`),
  };
}

/** Poison Pill, Elder Kindred Network. */
export const PRE_VOTES_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  '101406': (def) => [mirrorPoolLossCase(def)],
  '100619': (def) => [failTollCase(def)],
};
