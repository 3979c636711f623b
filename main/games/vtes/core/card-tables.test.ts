/**
 * Card definitions out of the game state (issue 27 item 7): the state keeps its card-data key, the
 * rules read the definitions by that key, and games with different card data in one process each
 * read their own.
 */
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../../engine/hash';
import { vtesModule } from '../module';
import { CARD_DATA_VERSION, cardDataKey } from '../setup/card-data';
import { defsOf } from './card-tables';
import { defOf } from './state';
import { STARTER_DEFS, STARTER_IDS } from '../data/starters';
import { build, withDefs } from '../testing/testing';

const config = (cards?: unknown[]) =>
  vtesModule.parseConfig({
    decks: STARTER_IDS.map((starter) => ({ starter })),
    maxTurns: 4,
    deckCheck: false,
    ...(cards ? { cards } : {}),
  });

describe('card definitions out of the state (issue 27 item 7)', () => {
  it('a game of starter decks keeps the card-data version, and no definition, in its state', () => {
    const { state } = vtesModule.setup(config(), 'defs-out');
    expect(state.cardData).toBe(CARD_DATA_VERSION);
    expect(state).not.toHaveProperty('defs');
    const json = canonicalJson(state);
    // no mode of any card is written in the state
    expect(json).not.toContain('"modes"');
    expect(defsOf(state)).toBe(defsOf({ cardData: CARD_DATA_VERSION }));
  });

  it('the state hash leaves the card-data key out: the same game with other data hashes the same', () => {
    const { state } = vtesModule.setup(config(), 'defs-hash');
    const other = { ...state, cardData: cardDataKey([[...STARTER_DEFS.values()][0]]) };
    expect(vtesModule.hashed!(other)).toEqual(vtesModule.hashed!(state));
  });

  it('games with different card data in one process each read their own definitions', () => {
    const vampire = [...STARTER_DEFS.values()].find((x) => x.kind === 'crypt')!;
    const s = build({ seats: [{ ready: [{ card: vampire.name, blood: 1 }] }, {}] });
    const v = s.seats[0].zones.ready[0];
    const d = defOf(s, v);
    const changed = withDefs(s, { ...d, capacity: (d.capacity ?? 0) + 5 });
    expect(changed.cardData).not.toBe(s.cardData);
    expect(defOf(changed, v).capacity).toBe((d.capacity ?? 0) + 5);
    // the first game still reads its own
    expect(defOf(s, v).capacity).toBe(d.capacity);
    // the same content, the same key
    expect(withDefs(s, { ...d, capacity: (d.capacity ?? 0) + 5 }).cardData).toBe(changed.cardData);
  });

  it('a state whose card data this process never loaded says so instead of playing without definitions', () => {
    expect(() => defsOf({ cardData: 'not-loaded' })).toThrow(/card data not-loaded is not loaded/);
  });
});
