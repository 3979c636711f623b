/**
 * KRCG JSON: `{"cards": {"<vekn id>": count, …}}`, optionally with "name", "author" and
 * "comments"; also accepts KRCG's full deck JSON (`crypt.cards[]` / `library.cards[].cards[]`
 * with `id` and `count`).
 */
import type { ParsedDeck, ParsedEntry } from './parsed';

type Json = Record<string, unknown>;

function isObj(v: unknown): v is Json {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export class FormatError extends Error {
  constructor(
    readonly key: string,
    readonly params: Record<string, string | number> = {},
  ) {
    super(key);
  }
}

function entry(id: unknown, count: unknown, section: ParsedEntry['section']): ParsedEntry {
  const n = typeof count === 'string' ? Number(count) : count;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > 999) {
    throw new FormatError('bad_count', { id: String(id).slice(0, 40), count: String(count).slice(0, 20) });
  }
  return { line: 1, text: `${String(id)}=${String(count)}`, count: n, id: String(id).trim(), section };
}

export function parseKrcg(text: string): ParsedDeck {
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (e) {
    throw new FormatError('bad_json', { detail: e instanceof Error ? e.message.slice(0, 120) : '' });
  }
  if (!isObj(data)) throw new FormatError('bad_json', { detail: 'not an object' });
  const out: ParsedDeck = { format: 'krcg', entries: [], notices: [] };
  if (typeof data.name === 'string') out.name = data.name;
  if (typeof data.author === 'string') out.author = data.author;
  const notes = typeof data.comments === 'string' ? data.comments : typeof data.description === 'string' ? data.description : undefined;
  if (notes && notes.trim()) out.notes = notes.trim();

  if (isObj(data.cards)) {
    for (const [id, count] of Object.entries(data.cards)) out.entries.push(entry(id, count, 'unknown'));
  } else if (isObj(data.crypt) || isObj(data.library)) {
    const crypt = isObj(data.crypt) && Array.isArray(data.crypt.cards) ? data.crypt.cards : [];
    for (const c of crypt) if (isObj(c)) out.entries.push(entry(c.id, c.count, 'crypt'));
    const lib = isObj(data.library) && Array.isArray(data.library.cards) ? data.library.cards : [];
    for (const group of lib) {
      if (!isObj(group)) continue;
      if (Array.isArray(group.cards)) {
        for (const c of group.cards) if (isObj(c)) out.entries.push(entry(c.id, c.count, 'library'));
      } else if (group.id !== undefined) out.entries.push(entry(group.id, group.count, 'library'));
    }
  } else {
    throw new FormatError('no_cards');
  }
  out.entries = out.entries.filter((e) => e.count > 0);
  return out;
}
