/**
 * Scenario family of an event burning other events and burned by others (issue 29, h-masters-b, fourteenth session;
 * tests only; vtes-es 1.6.4, 8): the primitive `burnRandom`, the ability costs `discardAction` and `poolBy`, the
 * Selector of events (The Uncoiling).
 *
 * Seat 0 controls the card and another event, seat 1 (10 pool) a third event; seat 0's influence phase ends. Measured:
 * +1 when, as seat 0's discard phase starts, exactly one of the two other events is burned (at random) and the card
 * stays; +10000 when seat 0 is not offered the card's burn in its own discard phase; in seat 1's discard phase seat 1
 * burns the card: +10 × the pool it paid (1: one other event left), +100 when the card is burned, +1000 when it spent a
 * discard phase action. Stripped: 0.
 */
import type { CardDef } from '../schema/effects';
import type { FamilyCase } from './test-vampire';
import { testLibraryCard } from './action-scenarios';
import { Scenario } from './scenario';
import { choose, dec, ids, passUntil } from './testing';

const OMEN = testLibraryCard('Test Omen', 'Event', { kind: 'event', conditions: [], effects: [] });
const PORTENT = testLibraryCard('Test Portent', 'Event', { kind: 'event', conditions: [], effects: [] });

const naming = (sc: Scenario, u: string) => ids(sc.s).filter((x) => x.split(':').includes(u));

export function uncoilingCase(def: CardDef, strip: boolean): number {
  const sc = new Scenario({
    phase: 'influence',
    seats: [
      { play: [def.name, OMEN.name], hand: ['Blood Doll'] },
      { pool: 10, play: [PORTENT.name], hand: ['Blood Doll'] },
    ],
    defs: [def, OMEN, PORTENT],
    strip: strip ? [def.name] : [],
  });
  const card = sc.uid(def.name, 0, 'play');
  const omen = sc.uid(OMEN.name, 0, 'play');
  const portent = sc.uid(PORTENT.name, 1, 'play');
  sc.s = passUntil(sc.s, (x) => x.phase === 'discard', 5);
  let n = 0;
  const burned = [omen, portent].filter((u) => sc.s.cards[u].zone !== 'play').length;
  if (burned === 1 && sc.s.cards[card].zone === 'play') n += 1;
  if (!naming(sc, card).length) n += 10000;
  // on to seat 1's discard phase
  sc.s = passUntil(sc.s, (x) => x.active === 1 && x.phase === 'discard', 40);
  const use = naming(sc, card)[0];
  if (!use || dec(sc.s).seat !== 1) return n;
  const discards = sc.s.turnFlags.discards;
  sc.s = choose(sc.s, use);
  n += 10 * (10 - sc.s.seats[1].pool);
  if (sc.s.cards[card].zone === 'ash') n += 100;
  // its one discard phase action spent: seat 1's discard phase is over (it holds a card it could have discarded)
  if (sc.s.active !== 1 || sc.s.phase !== 'discard' || sc.s.turnFlags.discards === discards - 1) n += 1000;
  return n;
}

export const UNCOILING_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // The Uncoiling: another event burned at random in your discard phase; others burn it with a discard action and X pool
  '102057': (def) => [
    {
      family: 'an event burning others at random; burned for a discard action and pool',
      expected: 11111,
      run: (s) => uncoilingCase(def, s),
    },
  ],
};
