import type { VendettaClanId } from '../../../main/games/vendetta/view';

/** Clan colours (original palette): main colour and a light accent for text on dark. */
export const CLAN_COLORS: Record<VendettaClanId, { main: string; light: string }> = {
  BR: { main: '#c0392b', light: '#f08a7e' },
  GA: { main: '#5d7f2e', light: '#a9cf75' },
  MA: { main: '#7d3c98', light: '#c99be0' },
  NO: { main: '#5f6b5a', light: '#b5c2ae' },
  TO: { main: '#c2417a', light: '#f0a0c4' },
  TR: { main: '#8e1b3a', light: '#e0728f' },
  VE: { main: '#1f5f99', light: '#8cc0ee' },
};

export const NO_CLAN = { main: '#6b5b63', light: '#c8b8c0' };

export function clanColor(clan: VendettaClanId | null | undefined): { main: string; light: string } {
  return clan ? (CLAN_COLORS[clan] ?? NO_CLAN) : NO_CLAN;
}
