/** Types of the tournament archive operations (main/api/ops/archive.ts, main/services/archive.ts). */
import type { DeckContent } from './types';

export interface ArchiveStatus {
  decks: number;
  importedAt?: string;
  firstDate?: string;
  lastDate?: string;
}

export interface ArchiveImportProgress {
  phase: 'read' | 'write' | 'done';
  done: number;
  total: number;
}

export interface ArchiveImportSummary {
  decks: number;
  /** files or JSON entries left out, with why ('unresolved', 'no_event', 'no_cards', 'unreadable', …) */
  skipped: { id: string; reason: string }[];
}

export interface ArchiveQuery {
  /** card uids; `cardMode` 'all' (every one) or 'any' (at least one) */
  cards?: string[];
  cardMode?: 'all' | 'any';
  clans?: string[];
  disciplines?: string[];
  minPlayers?: number;
  maxPlayers?: number;
  /** ISO dates (or a year, "2019"), both included */
  from?: string;
  to?: string;
  event?: string;
  winner?: string;
  /** archetype words: every word in the deck's name or description */
  words?: string;
  offset: number;
  limit: number;
}

export interface ArchiveDeckSummary {
  id: string;
  event: string;
  place?: string;
  date?: string;
  players?: number;
  winner?: string;
  name: string;
  clans: string[];
  disciplines: string[];
  cryptCount: number;
  libraryCount: number;
  /** the crypt in figures (search results): TWD capacity min/max/avg and the groups */
  crypt?: { min: number; max: number; avg: number; groups: string[] };
}

export interface ArchiveDeckDetail extends ArchiveDeckSummary {
  rounds?: string;
  url?: string;
  author?: string;
  content: DeckContent;
}

export interface ArchiveSearchResult {
  total: number;
  items: ArchiveDeckSummary[];
}

export interface CardArchiveStats {
  /** archive decks playing the card */
  decks: number;
  /** decks in the whole archive */
  total: number;
  perYear: { year: number; decks: number; total: number }[];
  /** the cards most often played with it, most first */
  withCards: { uid: string; name: string; decks: number }[];
}

export interface ArchiveSuggestion {
  uid: string;
  name: string;
  /** among the archive decks most like this one, how many play the card */
  decks: number;
  /** how many of those similar decks were compared */
  of: number;
}
