/**
 * Conversions between the stored deck content (uid -> count maps) and the editor's entries,
 * and the small content edits the editor makes. Pure and immutable.
 */
import type { CardSummary } from '../../../../main/cards/types';
import type { CardCounts, DeckContent, UnresolvedLine } from '../../../../main/decks/types';
import type { Entry } from './groups';

export type CardIndex = ReadonlyMap<string, CardSummary>;

/** Entries for every card of the content whose data is known; unknown uids are listed apart. */
export function toEntries(content: DeckContent, cards: CardIndex): { entries: Entry[]; unknown: { uid: string; count: number }[] } {
  const entries: Entry[] = [];
  const unknown: { uid: string; count: number }[] = [];
  for (const section of [content.crypt, content.library]) {
    for (const [uid, count] of Object.entries(section)) {
      const card = cards.get(uid);
      if (card) entries.push({ card, count });
      else unknown.push({ uid, count });
    }
  }
  return { entries, unknown };
}

export function uidsOf(content: DeckContent): string[] {
  return [...Object.keys(content.crypt), ...Object.keys(content.library)];
}

function withCount(counts: CardCounts, uid: string, count: number): CardCounts {
  const next = { ...counts };
  if (count > 0) next[uid] = count;
  else delete next[uid];
  return next;
}

/** The section a card belongs in: crypt cards in the crypt, everything else in the library. */
export function sectionFor(card: CardSummary): 'crypt' | 'library' {
  return card.kind === 'crypt' ? 'crypt' : 'library';
}

export const MAX_COPIES = 999;

/** Changes the copies of a card by delta (clamped to 0..999); 0 removes the card. */
export function addCopies(content: DeckContent, card: CardSummary, delta: number): DeckContent {
  const section = sectionFor(card);
  const current = content[section][card.uid] ?? 0;
  const next = Math.min(MAX_COPIES, Math.max(0, current + delta));
  if (next === current) return content;
  return { ...content, [section]: withCount(content[section], card.uid, next) };
}

/** Removes every copy of a uid from both sections (works for unknown uids too). */
export function removeCard(content: DeckContent, uid: string): DeckContent {
  if (!(uid in content.crypt) && !(uid in content.library)) return content;
  return { ...content, crypt: withCount(content.crypt, uid, 0), library: withCount(content.library, uid, 0) };
}

function sameCounts(a: CardCounts, b: CardCounts): boolean {
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  return ka.every((k) => a[k] === b[k]);
}

/** Whether two contents are the same deck (order of keys and tags does not matter for counts). */
export function sameContent(a: DeckContent, b: DeckContent): boolean {
  return (
    a.name === b.name &&
    a.edition === b.edition &&
    a.tableSize === b.tableSize &&
    a.notes === b.notes &&
    (a.author ?? '') === (b.author ?? '') &&
    a.tags.join('\u0000') === b.tags.join('\u0000') &&
    sameCounts(a.crypt, b.crypt) &&
    sameCounts(a.library, b.library)
  );
}

/** Parses a comma-separated tag field: trimmed, without empties or duplicates (case-insensitive). */
export function parseTags(text: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of text.split(',')) {
    const tag = raw.trim().slice(0, 60);
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    out.push(tag);
  }
  return out.slice(0, 50);
}

export function emptyContent(name: string): DeckContent {
  return { name, edition: 'vekn-current', tableSize: 5, crypt: {}, library: {}, notes: '', tags: [] };
}

/** Applies the user's choices for unresolved lines (line number -> chosen uid) to the parsed content. */
export function applyChoices(
  content: DeckContent,
  unresolved: UnresolvedLine[],
  choices: Record<number, string>,
  cards: CardIndex,
): DeckContent {
  let next = content;
  for (const u of unresolved) {
    const uid = choices[u.line];
    const card = uid ? cards.get(uid) : undefined;
    if (card) next = addCopies(next, card, Math.max(1, u.count));
  }
  return next;
}
