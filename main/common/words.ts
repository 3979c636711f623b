/**
 * The normal form of card names and texts shared by the catalog (main/cards/) and the storage
 * layer's migrations (main/db/migrations/): lower case, accents removed, split into the words the
 * full-text tokenizer (unicode61) sees. Pure string code, importable from every process.
 */

/** Case- and accent-insensitive form used for stored filter columns and query values. */
export function norm(s: string): string {
  return s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/** Words as the FTS tokenizer (unicode61) sees them: letters and digits, accents removed. */
export function ftsTokens(s: string): string[] {
  return norm(s)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Words of a card's names as ' w1 w2 ... ' (for `instr(names_n, ' ' || prefix)`); '' when none. */
export function nameWords(names: (string | undefined)[]): string {
  const words = new Set<string>();
  for (const name of names) if (name) for (const w of ftsTokens(name)) words.add(w);
  return words.size ? ` ${[...words].join(' ')} ` : '';
}
