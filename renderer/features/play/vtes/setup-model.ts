/**
 * The V:TES set-up as data (no React): seat drafts, seating order moves, and the `config` that
 * `games.create` accepts for V:TES (main/games/vtes/setup/setup.ts vtesCreateSchema).
 */
import type { z } from 'zod';
import type { vtesCreateSchema } from '../../../../main/games/vtes/setup/setup';

/** What the set-up sends (the schema's input: the edition may be left to its default). */
export type VtesCreateInput = z.input<typeof vtesCreateSchema>;

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

/**
 * The `config` of `games.create` for V:TES: a built-in starter or a saved deck id per seat. Main
 * reads the saved decks and their cards (main/games/vtes/setup/setup.ts); no card data is sent.
 */
export function buildVtesConfig(seats: VtesSeatDraft[], edition: VtesEdition): VtesCreateInput {
  return { edition, decks: seats.map((s) => deckRef(s.deck)) };
}

/** A seat's deck choice ('starter:<id>' or 'deck:<saved deck id>') as the set-up and its summary name it. */
export function deckRef(deck: string): { starter: StarterId } | { deck: string } {
  return deck.startsWith('starter:') ? { starter: deck.slice('starter:'.length) as StarterId } : { deck: deck.slice('deck:'.length) };
}
