/**
 * Scenarios of the master cards swept by the fifteenth session's masters helper, stripe b (issue 29; tests only), by
 * official card id, from records that existed: each plays the card through the engine's decisions, measures what it
 * does and fails once its effects are stripped. Shapes: a lock to look at and reorder the top of the library, a card
 * stolen as a (D) action; votes for every vampire of a clan, a card burned as a (D) action with a clan's stealth.
 */
import type { CardDef } from '../schema/effects';
import type { FamilyCase } from './test-vampire';
import { testVampire } from './test-vampire';
import { Scenario } from './scenario';
import { ids } from './testing';
import { stolenByAction } from './master-inplay-scenarios';
import { burnItCase, ownStats } from './master-sweep-twelfth';

const KEEPER = testVampire('Test Fifteenth Keeper', {});
const VENTRUE = testVampire('Test Fifteenth Ventrue', {}, [], 'Ventrue');
const BRUJAH = testVampire('Test Fifteenth Brujah', {}, [], 'Brujah');

/** Five distinct library cards (named by their place), so that an order can be read. */
const LIB = [1, 2, 3, 4, 5].map((i): CardDef => ({
  id: `test-fifteenth-lib-${i}`,
  name: `Test Fifteenth Library ${i}`,
  kind: 'library',
  types: ['Master'],
  clan: [],
  reqs: [],
  modes: [{ kind: 'master', conditions: [], effects: [] }],
  automation: 'full',
}));

/**
 * Seat 0's card in play in its minion phase, five distinct cards in its library: the lock taken, then each card put back
 * in the reverse order (the last offered first). Measured: 1 when the top n are the old top n reversed, + 10 when the
 * card below them stayed, + 100 × n.
 */
function lockToArrange(def: CardDef, n: number, strip: boolean): number {
  const sc = new Scenario({
    seats: [{ ready: [{ card: KEEPER.name, blood: 3 }], library: LIB.map((x) => x.name), play: [def.name] }, {}],
    defs: [def, KEEPER, ...LIB],
    strip: strip ? [def.name] : [],
  });
  const card = sc.uid(def.name, 0, 'play');
  const lib = [...sc.s.seats[0].zones.library];
  const use = ids(sc.s).find((x) => x.split(':').includes(card));
  if (!use) return 0;
  sc.choose(use);
  let k = 0;
  for (; k < 10 && sc.s.pick?.then === 'arrangeTop'; k++) {
    const last = ids(sc.s)
      .filter((x) => x.startsWith('t:'))
      .pop();
    if (!last) break;
    sc.choose(last);
  }
  const now = sc.s.seats[0].zones.library;
  const want = lib.slice(0, n).reverse();
  return (JSON.stringify(now.slice(0, n)) === JSON.stringify(want) ? 1 : 0) + (now[n] === lib[n] ? 10 : 0) + 100 * n;
}

export const MASTER_SWEEP_FIFTEENTH_B: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // The Marrakesh Codex: locked, its controller sees its library's top 4 cards and puts them back in any order; stolen by (D) actions
  '101172': (def) => [
    { family: 'lock: the top 4 cards of the library put back in any order', expected: 411, run: (s) => lockToArrange(def, 4, s) },
    { family: "another Methuselah's vampire steals it as a (D) action", expected: 11, run: (s) => stolenByAction(def, s) },
  ],
  // Ventrue Directorate Assembly: each ready Ventrue gets +1 vote; any minion may burn it as a (D) action, Brujah at +1 stealth
  '102108': (def) => [
    { family: 'every Ventrue: +1 vote', expected: 1, run: (s) => ownStats(def, VENTRUE, s) },
    { family: 'burned as a (D) action, a Brujah at +1 stealth', expected: 310, run: (s) => burnItCase(def, BRUJAH, s) },
  ],
};
