/**
 * A result row is drawn again only when what it shows changed (issue 28, item 5): the next
 * keystroke's answer brings new objects for mostly the same cards.
 */
import { describe, expect, it } from 'vitest';
import type { CardSummary } from '../../../main/cards/types';
import type { TFunction } from 'i18next';
import { sameRow } from './ResultsList';

const es = ((key: string) => key) as unknown as TFunction<'lookup'>;
const pl = ((key: string) => key) as unknown as TFunction<'lookup'>;
const row = (c: CardSummary, showSpanish: boolean, t = es) => ({ card: c, showSpanish, t, lang: t === es ? 'es' : 'pl' });

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
    expect(sameRow(row(card(), true), row(card(), true))).toBe(true);
  });

  it('another card, a changed field, the Spanish names switched or another language: drawn again', () => {
    const a = row(card(), false);
    expect(sameRow(a, row(card({ uid: 'vtes:200002', id: '200002' }), false))).toBe(false);
    expect(sameRow(a, row(card({ capacity: 7 }), false))).toBe(false);
    expect(sameRow(a, row(card({ disciplines: [{ code: 'dom', level: 1 }] }), false))).toBe(false);
    expect(sameRow(a, row(a.card, true))).toBe(false);
    expect(sameRow(a, row(a.card, false, pl))).toBe(false);
  });
});
