/**
 * A result row is drawn again only when what it shows changed (issue 28, item 5): the next
 * keystroke's answer brings new objects for mostly the same cards.
 */
import { describe, expect, it } from 'vitest';
import type { CardSummary } from '../../../main/cards/types';
import { sameRow } from './ResultsList';

const card = (over: Partial<CardSummary> = {}): CardSummary => ({
  uid: 'vtes:200001',
  game: 'vtes',
  id: '200001',
  name: 'Anna',
  displayName: 'Anna',
  kind: 'crypt',
  types: ['Vampire'],
  clans: ['Ventrue'],
  disciplines: [{ code: 'dom', level: 2 }],
  libraryDisciplines: [],
  capacity: 6,
  advanced: false,
  ...over,
});

describe('result rows compared by content', () => {
  it('the same card in a new answer (a new object) is the same row', () => {
    expect(sameRow({ card: card(), showSpanish: true }, { card: card(), showSpanish: true })).toBe(true);
  });

  it('another card, a changed field or the Spanish names switched: drawn again', () => {
    const a = { card: card(), showSpanish: false };
    expect(sameRow(a, { card: card({ uid: 'vtes:200002', id: '200002' }), showSpanish: false })).toBe(false);
    expect(sameRow(a, { card: card({ capacity: 7 }), showSpanish: false })).toBe(false);
    expect(sameRow(a, { card: card({ disciplines: [{ code: 'dom', level: 1 }] }), showSpanish: false })).toBe(false);
    expect(sameRow(a, { card: a.card, showSpanish: true })).toBe(false);
  });
});
