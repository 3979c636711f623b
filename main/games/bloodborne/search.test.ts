/**
 * Bloodborne search bot (issue 33): the determinizer rebuilds a state the hunter cannot tell from
 * the real one (same view, same options), and the choice does not depend on what the hunter
 * cannot see (other hands, the dungeon and upgrade deck orders, the generator).
 */
import { describe, expect, it } from 'vitest';
import { RngCursor, seedRng } from '../../engine/rng';
import { search } from '../../engine/search/ismcts';
import { bloodborneModule } from './module';
import { expectIndistinguishable, walk as walkGame } from '../../engine/search/testing';
import { bloodborneSearch, determinize } from './search';
import type { BloodborneState } from './state';
import { seatView } from './view';

const budget = { iterations: 40, determinizations: 8, rolloutDepth: 60 };

const config = (players: number) => ({ players, finalBoss: 'random', firstPlayer: 'random' });
const walk = (seed: string, players: number, at: (s: BloodborneState, n: number) => void, limit = 400) =>
  walkGame(bloodborneModule, config(players), seed, 'bloodborne.action', at, limit);

describe('Bloodborne determinizer', () => {
  it('gives a state with the same view and the same options for the seat', () => {
    let checked = 0;
    for (const players of [3, 4, 5])
      walk(`det-${players}`, players, (s, n) => {
        checked += expectIndistinguishable(bloodborneModule, bloodborneSearch, s, 'bloodborne.action', `d${n}`);
      });
    expect(checked).toBeGreaterThan(60);
  });

  it('leaves the other decisions to the heuristic bot', () => {
    const s = bloodborneModule.setup({ players: 3, finalBoss: 'random', firstPlayer: 'seat1' }, 'fb').state;
    const d = { ...bloodborneModule.decisions(s)[0], kind: 'bloodborne.upgrade' };
    expect(determinize(seatView(s, d.seat), d, new RngCursor(seedRng('x')))).toBeNull();
  });
});

describe('Bloodborne search bot sees only its seat', () => {
  it('chooses the same for states that differ only in hidden cards and order', () => {
    let compared = 0;
    walk(
      'hidden',
      4,
      (s, n) => {
        if (n % 7 !== 0 || compared >= 4) return;
        const d = bloodborneModule.decisions(s)[0];
        const other = (d.seat + 1) % 4;
        // swap a card of another hunter's hand with one of the upgrade deck, reorder the decks
        const h = s.hunters[other];
        const i = h.hand.findIndex((c) => !c.includes('#'));
        const j = i >= 0 ? i : h.hand.findIndex((c) => !c.startsWith('dream'));
        const hand = h.hand.slice();
        const deck = s.upgradeDeck.slice().reverse();
        [hand[j], deck[0]] = [deck[0], hand[j]];
        const hidden: BloodborneState = {
          ...s,
          rng: seedRng('another future'),
          dungeon: s.dungeon.slice().reverse(),
          upgradeDeck: deck,
          hunters: s.hunters.map((x, k) => (k === other ? { ...x, hand } : x)),
        };
        expect(seatView(hidden, d.seat)).toEqual(seatView(s, d.seat));
        expect(hidden).not.toEqual(s);
        const a = search(bloodborneSearch, seatView(s, d.seat), d, new RngCursor(seedRng(`c${n}`)), budget);
        const b = search(bloodborneSearch, seatView(hidden, d.seat), d, new RngCursor(seedRng(`c${n}`)), budget);
        expect(b.choice).toBe(a.choice);
        expect(b.stats).toEqual(a.stats);
        compared++;
      },
      200,
    );
    expect(compared).toBe(4);
  });
});
