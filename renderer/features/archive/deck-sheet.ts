/**
 * An archive deck as players read a TWD list (issue 32 item 2): the crypt as a table with its
 * capacity figures, the library grouped by type in TWD order with the copies per group and the
 * disciplines each group asks for. Pure helpers over the deck editor's entries.
 */
import type { CardSummary } from '../../../main/cards/types';
import { librarySections, cryptRows, type Entry, type Section } from '../decks/lib/groups';
import { capacityStats } from '../decks/lib/stats';

export interface SheetSection extends Section {
  /** copies per required discipline code (a card counts once for each code of its requirement), most first */
  disciplines: { code: string; count: number }[];
  /** copies that ask for no discipline */
  noDiscipline: number;
}

/** A deck's counts as entries over the cards the catalog knows, and the uids it does not know. */
export function sheetEntries(
  content: { crypt: Record<string, number>; library: Record<string, number> },
  cards: ReadonlyMap<string, CardSummary>,
): { entries: Entry[]; unknown: { uid: string; count: number }[] } {
  const entries: Entry[] = [];
  const unknown: { uid: string; count: number }[] = [];
  for (const counts of [content.crypt, content.library]) {
    for (const [uid, count] of Object.entries(counts)) {
      const card = cards.get(uid);
      if (card) entries.push({ card, count });
      else unknown.push({ uid, count });
    }
  }
  return { entries, unknown };
}

/** The library sections in TWD order, each with its discipline summary. */
export function sheetSections(entries: readonly Entry[]): SheetSection[] {
  return librarySections(entries).map((s) => {
    const by = new Map<string, number>();
    let none = 0;
    for (const e of s.entries) {
      const codes = new Set(e.card.libraryDisciplines.flat());
      if (!codes.size) none += e.count;
      for (const c of codes) by.set(c, (by.get(c) ?? 0) + e.count);
    }
    const disciplines = [...by].map(([code, count]) => ({ code, count })).sort((a, b) => b.count - a.count || a.code.localeCompare(b.code));
    return { ...s, disciplines, noDiscipline: none };
  });
}

/** The crypt rows as TWD lists them and its figures (TWD min/max: the 4 lowest and highest capacities). */
export function sheetCrypt(entries: readonly Entry[]): { rows: Entry[]; count: number; min: number; max: number; avg: number } | null {
  const rows = cryptRows(entries);
  const cap = capacityStats(rows);
  if (!rows.length || !cap) return null;
  return { rows, count: rows.reduce((s, e) => s + e.count, 0), min: cap.lowest4, max: cap.highest4, avg: cap.avg };
}
