/** Deck content helpers (pure): canonical form, counts, and the difference between two versions. */
import { normalizeName } from './normalize';
import type { CardCounts, DeckContent, DeckDiff, SectionDiff } from './types';

function sortedCounts(c: CardCounts): CardCounts {
  const out: CardCounts = {};
  for (const k of Object.keys(c).sort()) if (c[k] > 0) out[k] = c[k];
  return out;
}

/** Tags trimmed, without duplicates (case- and accent-insensitive), in the order given. */
export function cleanTags(tags: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const t of tags) {
    const tag = t.trim().replace(/\s+/g, ' ');
    const k = normalizeName(tag) || tag.toLowerCase();
    if (!tag || seen.has(k)) continue;
    seen.add(k);
    out.push(tag);
  }
  return out;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isCounts = (v: unknown): v is CardCounts => isObject(v) && Object.values(v).every((n) => typeof n === 'number' && Number.isFinite(n));
const optional = (v: unknown, ok: (x: unknown) => boolean) => v === undefined || ok(v);

/**
 * A deck content read back from the user's file, or null when the row is not JSON or not the
 * shape the deck tools read (a damaged or hand-edited file): checked field by field so a crafted
 * row can never reach the code as a deck. Lenient on what older versions may have left out.
 */
export function readStoredContent(json: string): DeckContent | null {
  let c: unknown;
  try {
    c = JSON.parse(json);
  } catch {
    return null;
  }
  if (!isObject(c) || typeof c.name !== 'string' || typeof c.edition !== 'string') return null;
  if (!isCounts(c.crypt) || !isCounts(c.library)) return null;
  if (!optional(c.tableSize, (v) => typeof v === 'number') || !optional(c.notes, (v) => typeof v === 'string')) return null;
  if (!optional(c.tags, (v) => Array.isArray(v) && v.every((t) => typeof t === 'string'))) return null;
  if (!optional(c.printings, (v) => isObject(v) && Object.values(v).every((x) => typeof x === 'string'))) return null;
  if (!optional(c.author, (v) => typeof v === 'string')) return null;
  return { ...c, notes: c.notes ?? '', tags: c.tags ?? [] } as DeckContent;
}

/** One stable form for storage and comparison: sorted card keys, no zero counts, clean tags. */
export function canonicalContent(c: DeckContent): DeckContent {
  const out: DeckContent = {
    name: c.name.trim(),
    edition: c.edition,
    tableSize: c.tableSize,
    crypt: sortedCounts(c.crypt),
    library: sortedCounts(c.library),
    notes: c.notes,
    tags: cleanTags(c.tags),
  };
  if (c.printings) {
    const p: Record<string, string> = {};
    for (const k of Object.keys(c.printings).sort()) if (out.crypt[k] || out.library[k]) p[k] = c.printings[k];
    if (Object.keys(p).length) out.printings = p;
  }
  if (c.author && c.author.trim()) out.author = c.author.trim();
  return out;
}

export function sameContent(a: DeckContent, b: DeckContent): boolean {
  return JSON.stringify(canonicalContent(a)) === JSON.stringify(canonicalContent(b));
}

export function countOf(c: CardCounts): number {
  let n = 0;
  for (const v of Object.values(c)) n += v > 0 ? v : 0;
  return n;
}

function sectionDiff(a: CardCounts, b: CardCounts): SectionDiff {
  const added: SectionDiff['added'] = [];
  const removed: SectionDiff['removed'] = [];
  for (const uid of [...new Set([...Object.keys(a), ...Object.keys(b)])].sort()) {
    const before = a[uid] ?? 0;
    const after = b[uid] ?? 0;
    if (after > before) added.push({ uid, count: after - before, before, after });
    else if (after < before) removed.push({ uid, count: before - after, before, after });
  }
  return { added, removed };
}

/** What changed from version `from` (content a) to version `to` (content b). */
export function diffContent(a: DeckContent, b: DeckContent, from: number, to: number): DeckDiff {
  const d: DeckDiff = { from, to, crypt: sectionDiff(a.crypt, b.crypt), library: sectionDiff(a.library, b.library) };
  if (a.name !== b.name) d.name = { from: a.name, to: b.name };
  if (a.notes !== b.notes) d.notes = { from: a.notes, to: b.notes };
  if (a.edition !== b.edition) d.edition = { from: a.edition, to: b.edition };
  if (a.tableSize !== b.tableSize) d.tableSize = { from: a.tableSize, to: b.tableSize };
  const ta = new Set(a.tags),
    tb = new Set(b.tags);
  const added = b.tags.filter((t) => !ta.has(t));
  const removed = a.tags.filter((t) => !tb.has(t));
  if (added.length || removed.length) d.tags = { added, removed };
  return d;
}
