/**
 * The card definitions a game plays with, out of its state (issue 27 item 7): the state keeps only
 * the key of its card data (`VtesState.cardData`: the card-data version, and a content hash of the
 * decks' other definitions when the game has some), and the rules read the definitions through
 * `defsOf`, a lookup per key. A key names its content, so every game, table or search copy made
 * from the same data reads the same table, and two games with different data never see each
 * other's (the rules stay callable again while they run: main/games/reentrant.test.ts). Set-up
 * (start.ts) and the test builder (testing.ts) register the tables; no rule changes one.
 * Pure: no imports but types.
 */
import type { CardDef } from '../data/starters';

/** A game's card definitions by card id (never changed once registered). */
export type DefsTable = Record<string, CardDef>;

/** The tables by key: a key names its content (the value is a function of the key alone). */
const TABLES = new Map<string, DefsTable>();

/**
 * The key read last and its table (the hot path reads one game's key again and again): a memo
 * checked against the key, whose value is a function of the key alone, not a current game.
 */
const LAST: { key: string | undefined; table: DefsTable | undefined } = { key: undefined, table: undefined };

/** Registers the table of a card-data key (a key already known keeps its table: same key, same content). */
export function registerDefs(key: string, defs: DefsTable): string {
  if (!TABLES.has(key)) TABLES.set(key, defs);
  return key;
}

/** Whether the definitions of a card-data key are loaded in this process. */
export function hasDefs(key: string): boolean {
  return TABLES.has(key);
}

/** The card definitions of a game, by its card-data key. */
export function defsOf(s: { readonly cardData: string }): DefsTable {
  const k = s.cardData;
  if (k === LAST.key) return LAST.table!;
  const t = TABLES.get(k);
  if (!t) throw new Error(`vtes: card data ${k} is not loaded (the game was not set up in this process)`);
  LAST.key = k;
  LAST.table = t;
  return t;
}
