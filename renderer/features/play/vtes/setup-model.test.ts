import { describe, expect, it } from 'vitest';
import { vtesCreateSchema } from '../../../../main/games/vtes/setup/setup';
import { vtesOps } from '../../../../main/api/ops/vtes';
import { buildVtesConfig, deckRef, moveSeat, type VtesSeatDraft } from './setup-model';

const seat = (deck: string, key = 0): VtesSeatDraft => ({ key, name: `P${key}`, who: 'human', deck });

describe('V:TES set-up model', () => {
  it('moves a seat up and down and ignores moves off the ends (seating order, 2.1)', () => {
    expect(moveSeat(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveSeat(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveSeat(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveSeat(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('sends starters by id and saved decks by deck id only (main resolves the cards)', () => {
    const cfg = buildVtesConfig([seat('starter:brujah'), seat('deck:d1', 1)], 'vekn-current');
    expect(cfg).toEqual({ edition: 'vekn-current', decks: [{ starter: 'brujah' }, { deck: 'd1' }] });
    expect(JSON.stringify(cfg)).not.toContain('cards');
    // what the form sends is what main's schema accepts
    expect(vtesCreateSchema.safeParse(cfg).success).toBe(true);
  });

  it("a seat's deck choice is what the automation summary asks main about", () => {
    expect(deckRef('starter:ventrue')).toEqual({ starter: 'ventrue' });
    expect(deckRef('deck:d1')).toEqual({ deck: 'd1' });
    expect(vtesOps['vtes.deckAutomation'].input.safeParse(deckRef('deck:d1')).success).toBe(true);
    expect(vtesOps['vtes.deckAutomation'].input.safeParse({ starter: 'ventrue', deck: 'd1' }).success).toBe(false);
  });
});
