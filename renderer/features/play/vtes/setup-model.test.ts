import { describe, expect, it } from 'vitest';
import type { CardDetail } from '../../../../main/cards/types';
import type { Deck } from '../../../../main/decks/types';
import { buildVtesConfig, moveSeat, type VtesSeatDraft } from './setup-model';

const seat = (deck: string, key = 0): VtesSeatDraft => ({ key, name: `P${key}`, who: 'human', deck });

describe('V:TES set-up model', () => {
  it('moves a seat up and down and ignores moves off the ends (seating order, 2.1)', () => {
    expect(moveSeat(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveSeat(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveSeat(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveSeat(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('sends starters by id and resolves saved decks to VEKN ids plus card details', async () => {
    const asked: string[] = [];
    const deck = { name: 'Mine', content: { crypt: { 'vtes:200001': 12 }, library: { 'vtes:100002': 50, 'vtes:100001': 10 } } } as unknown as Deck;
    const cfg = await buildVtesConfig([seat('starter:brujah'), seat('deck:d1', 1)], 'vekn-current', {
      deck: async (id) => {
        expect(id).toBe('d1');
        return deck;
      },
      card: async (uid) => {
        asked.push(uid);
        return { uid, id: uid.slice(5) } as CardDetail;
      },
    });
    expect(cfg.decks[0]).toEqual({ starter: 'brujah' });
    expect(cfg.decks[1]).toEqual({
      name: 'Mine',
      crypt: [{ id: '200001', count: 12 }],
      library: [
        { id: '100002', count: 50 },
        { id: '100001', count: 10 },
      ],
    });
    expect(asked).toEqual(['vtes:100001', 'vtes:100002', 'vtes:200001']);
    expect(cfg.cards?.map((c) => c.id)).toEqual(['100001', '100002', '200001']);
    expect(cfg.deckCheck).toBe(true);
  });

  it('starters only: no card list; the 2018 rules skip the module deck-size check', async () => {
    const cfg = await buildVtesConfig([seat('starter:ventrue'), seat('starter:nosferatu', 1)], 'es-2018', {
      deck: () => Promise.reject(new Error('no')),
      card: () => Promise.reject(new Error('no')),
    });
    expect(cfg).toEqual({ edition: 'es-2018', decks: [{ starter: 'ventrue' }, { starter: 'nosferatu' }], deckCheck: false });
  });
});
