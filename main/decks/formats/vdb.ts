/**
 * VDB deck link: `https://vdb.im/decks/deck?name=<name>&author=<author>&description=<text>#<id>=<count>;…`
 * (also accepts the old host vdb.smeea.casa). Links to decks stored on VDB's server
 * (`/decks/<id>`) carry no cards and cannot be read offline.
 */
import { FormatError } from './krcg';
import type { ParsedDeck } from './parsed';

export const VDB_BASE = 'https://vdb.im/decks/deck';

export function looksLikeVdb(text: string): boolean {
  const t = text.trim();
  return /^https?:\/\/(vdb\.im|vdb\.smeea\.casa)\//i.test(t) || /^https?:\/\/\S+#\d{6}=\d+/.test(t);
}

export function parseVdb(text: string): ParsedDeck {
  const t = text.trim().split(/\s+/)[0];
  let url: URL;
  try {
    url = new URL(t);
  } catch {
    throw new FormatError('bad_link');
  }
  const frag = decodeURIComponent(url.hash.replace(/^#/, ''));
  if (!frag) throw new FormatError('link_without_cards');
  const out: ParsedDeck = { format: 'vdb', entries: [], notices: [] };
  const name = url.searchParams.get('name');
  const author = url.searchParams.get('author');
  const description = url.searchParams.get('description');
  if (name) out.name = name;
  if (author) out.author = author;
  if (description && description.trim()) out.notes = description.trim();
  for (const part of frag.split(';')) {
    if (!part.trim()) continue;
    const m = /^\s*(\d+)\s*=\s*(\d+)\s*$/.exec(part);
    if (!m) throw new FormatError('bad_link_part', { part: part.slice(0, 40) });
    const count = Number(m[2]);
    if (count > 0) out.entries.push({ line: 1, text: part.trim(), count, id: m[1], section: 'unknown' });
  }
  return out;
}
