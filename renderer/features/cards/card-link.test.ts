import { describe, expect, it } from 'vitest';
import { cardLink, cardUidFromHash } from './card-link';

describe('links into the card lookup', () => {
  it('a card link opens that card; other hashes open none', () => {
    expect(cardUidFromHash(cardLink('vtes:100001'))).toBe('vtes:100001');
    expect(cardUidFromHash('#/cards/vendetta:blood-oath')).toBe('vendetta:blood-oath');
    expect(cardUidFromHash('#/cards')).toBeNull();
    expect(cardUidFromHash('#/decks/vtes%3A1')).toBeNull();
    expect(cardUidFromHash('#/cards/%E0%A4%A')).toBeNull(); // broken escape
    expect(cardUidFromHash('#/cards/<script>')).toBeNull();
  });
});
