/**
 * Issues 29 and 30 ("≥ 30 % of the TWD decks entirely full"): which cards stand between the decks and
 * playing themselves. A deck counts its distinct cards not full, crypt and library together, once
 * each whatever the copies; the greedy order finishes the nearest decks first and records the decks
 * entirely full after each card.
 */
import { describe, expect, it } from 'vitest';
import type { CoverageDeck } from './coverage';
import { completionOrder, missingByDeck, missingHistogram } from './deck-completion';

const deck = (crypt: string[], library: string[]): CoverageDeck => ({
  crypt: Object.fromEntries(crypt.map((id) => [`vtes:${id}`, 2])),
  library: Object.fromEntries(library.map((id) => [`vtes:${id}`, 3])),
});
const full = new Set(['v1', 'l1', 'l2']);
const isFull = (id: string) => full.has(id);

describe('decks and the cards they still miss', () => {
  const decks = [
    deck(['v1'], ['l1', 'l2']), // entirely full
    deck(['v1', 'v2'], ['l1', 'x']), // misses v2 and x
    deck(['v2'], ['a', 'b', 'c', 'd']), // misses v2, a, b, c, d
    deck(['v3'], ['x']), // misses v3 and x
    deck(['v1'], ['y']), // misses y only
  ];

  it('counts distinct cards not full per deck, crypt and library together, copies once', () => {
    const m = missingByDeck(decks, isFull);
    expect(m.map((s) => [...s].sort())).toEqual([[], ['v2', 'x'], ['a', 'b', 'c', 'd', 'v2'], ['v3', 'x'], ['y']]);
    expect(missingHistogram(m, 3)).toEqual([1, 1, 2, 1]);
    expect(missingHistogram(m)).toEqual([1, 1, 2, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('finishes the nearest deck first, then the card shared by the next nearest, and records the decks entirely full', () => {
    const steps = completionOrder(missingByDeck(decks, isFull), 4);
    // y alone finishes a deck (weight 1); x is in two decks missing two cards (1/4 + 1/4); then v2
    // (deck 2 now misses only v2: 1, plus 1/25 from deck 3) before v3 (1)
    expect(steps).toEqual([
      { id: 'y', decksAllFull: 2, decks: 1 },
      { id: 'x', decksAllFull: 2, decks: 2 },
      { id: 'v2', decksAllFull: 3, decks: 2 },
      { id: 'v3', decksAllFull: 4, decks: 1 },
    ]);
  });

  it('goes on until every deck is full, and breaks ties by decks then id', () => {
    const steps = completionOrder(missingByDeck(decks, isFull), 100);
    expect(steps.map((s) => s.id)).toEqual(['y', 'x', 'v2', 'v3', 'a', 'b', 'c', 'd']);
    expect(steps.at(-1)?.decksAllFull).toBe(decks.length);
    expect(completionOrder(missingByDeck([decks[0]], isFull), 5)).toEqual([]);
  });
});
