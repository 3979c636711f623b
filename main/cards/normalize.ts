import { norm } from '../common/words';

// the word splitter lives in main/common/words.ts (the storage layer's migrations use it too)
export { ftsTokens, nameWords, norm } from '../common/words';

/** Multi-valued column: '|a|b|' (normalized unless `raw`), so `instr(col, '|a|')` matches one whole value. */
export function pipeList(values: (string | undefined)[], raw = false): string {
  const vs = values.filter((v): v is string => !!v).map((v) => (raw ? v : norm(v)));
  return vs.length ? `|${vs.join('|')}|` : '';
}

/** The searchable form of a ruling (query field r:): card names without their braces, lower case, no accents, one space. */
export function rulingSearchText(text: string): string {
  return norm(text.replace(/[{}]/g, '')).replace(/\s+/g, ' ');
}
