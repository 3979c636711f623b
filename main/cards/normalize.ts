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

/** Multi-valued column: '|a|b|' (normalized unless `raw`), so `instr(col, '|a|')` matches one whole value. */
export function pipeList(values: (string | undefined)[], raw = false): string {
  const vs = values.filter((v): v is string => !!v).map((v) => (raw ? v : norm(v)));
  return vs.length ? `|${vs.join('|')}|` : '';
}

/** Words of a card's names as ' w1 w2 ... ' (for `instr(names_n, ' ' || prefix)`); '' when none. */
export function nameWords(names: (string | undefined)[]): string {
  const words = new Set<string>();
  for (const name of names) if (name) for (const w of ftsTokens(name)) words.add(w);
  return words.size ? ` ${[...words].join(' ')} ` : '';
}
