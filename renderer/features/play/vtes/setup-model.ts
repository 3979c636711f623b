/**
 * The V:TES set-up as data (no React): seat drafts, seating order moves, and the raw config the
 * V:TES module's parseConfig accepts — `{ edition, decks: [{ starter } | { name, crypt, library }],
 * cards, deckCheck }`. Saved decks (card uids 'vtes:<id>') become VEKN id lists, and their cards'
 * details go in `cards` so the module can build definitions for cards it does not have built in.
 */
import type { CardDetail } from '../../../../main/cards/types';
import type { Deck } from '../../../../main/decks/types';

export const STARTERS = ['brujah', 'malkavian', 'nosferatu', 'ventrue'] as const;
export type StarterId = (typeof STARTERS)[number];
export type VtesEdition = 'es-2018' | 'vekn-current';

export interface VtesSeatDraft {
  /** Stable React key. */
  key: number;
  name: string;
  /** 'human' or a bot id. */
  who: string;
  /** 'starter:<id>' or 'deck:<saved deck id>'. */
  deck: string;
}

/** Moves seat `i` one place up (-1) or down (+1); out-of-range moves change nothing. */
export function moveSeat<T>(seats: T[], i: number, dir: -1 | 1): T[] {
  const j = i + dir;
  if (i < 0 || i >= seats.length || j < 0 || j >= seats.length) return seats;
  const out = seats.slice();
  [out[i], out[j]] = [out[j], out[i]];
  return out;
}

export interface DeckSource {
  deck(id: string): Promise<Deck>;
  card(uid: string): Promise<CardDetail>;
}

export interface VtesRawDeck {
  starter?: string;
  name?: string;
  crypt?: { id: string; count: number }[];
  library?: { id: string; count: number }[];
}

export interface VtesRawConfig {
  edition: VtesEdition;
  decks: VtesRawDeck[];
  /** The 2018 rulebook's library limits depend on the table size; the starters follow the
   * current rules, and saved decks were already checked by the deck editor for their edition. */
  deckCheck: boolean;
  cards?: CardDetail[];
}

const idOf = (uid: string) => uid.slice(uid.indexOf(':') + 1);

export async function buildVtesConfig(seats: VtesSeatDraft[], edition: VtesEdition, src: DeckSource): Promise<VtesRawConfig> {
  const decks: VtesRawDeck[] = [];
  const uids = new Set<string>();
  for (const s of seats) {
    if (s.deck.startsWith('starter:')) {
      decks.push({ starter: s.deck.slice('starter:'.length) });
      continue;
    }
    const d = await src.deck(s.deck.slice('deck:'.length));
    const entries = (counts: Record<string, number>) =>
      Object.entries(counts).map(([uid, count]) => {
        uids.add(uid);
        return { id: idOf(uid), count };
      });
    decks.push({ name: d.name, crypt: entries(d.content.crypt), library: entries(d.content.library) });
  }
  const cards: CardDetail[] = [];
  for (const uid of [...uids].sort()) cards.push(await src.card(uid));
  return { edition, decks, deckCheck: edition === 'vekn-current', ...(cards.length ? { cards } : {}) };
}
