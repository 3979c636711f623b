import { describe, expect, it } from 'vitest';
import { DECK_EDITIONS, DECK_FORMATS, MAX_TABLE_SIZE, MIN_TABLE_SIZE } from '../../../../main/decks/types';
import { EDITIONS, FORMATS, MAX_TABLE, MIN_TABLE } from './constants';

describe('deck UI constants', () => {
  it('match the deck model of main (editions, formats, table sizes)', () => {
    expect(EDITIONS).toEqual(DECK_EDITIONS);
    expect(FORMATS).toEqual(DECK_FORMATS);
    expect([MIN_TABLE, MAX_TABLE]).toEqual([MIN_TABLE_SIZE, MAX_TABLE_SIZE]);
  });
});
