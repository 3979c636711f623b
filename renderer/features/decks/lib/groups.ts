/**
 * Pure helpers for the deck editor: the library sections in the order tournament-winning deck
 * lists use, section counts, and the card-entry model the editor works on.
 */
import type { CardSummary } from '../../../../main/cards/types';
import { bySection, typeKey } from '../../../../main/common/card-order';

/** One line of a deck as the editor sees it: a card and how many copies. */
export interface Entry {
  card: CardSummary;
  count: number;
}

/** The section key of a library card: its types joined with '/' ("Action Modifier/Reaction"). */
export function sectionOf(card: CardSummary): string {
  return typeKey(card) || 'Unknown';
}

export function isCrypt(card: CardSummary): boolean {
  return card.kind === 'crypt';
}

export interface Section {
  key: string;
  entries: Entry[];
  count: number;
}

/** Sorts by display name, ignoring case and accents. */
export function byName(a: Entry, b: Entry): number {
  return a.card.displayName.localeCompare(b.card.displayName, 'en', { sensitivity: 'base' });
}

/** Groups library entries into TWD sections (known types first in TWD order, then others by name). */
export function librarySections(entries: readonly Entry[]): Section[] {
  const map = new Map<string, Entry[]>();
  for (const e of entries) {
    if (isCrypt(e.card) || e.count <= 0) continue;
    const key = sectionOf(e.card);
    const list = map.get(key) ?? [];
    list.push(e);
    map.set(key, list);
  }
  return [...map.entries()]
    .sort(([a], [b]) => bySection(a, b))
    .map(([key, list]) => ({ key, entries: [...list].sort(byName), count: list.reduce((s, e) => s + e.count, 0) }));
}

/** Crypt entries sorted as TWD lists them: most copies first, then capacity (high first), then name. */
export function cryptRows(entries: readonly Entry[]): Entry[] {
  return entries
    .filter((e) => isCrypt(e.card) && e.count > 0)
    .sort((a, b) => b.count - a.count || (b.card.capacity ?? 0) - (a.card.capacity ?? 0) || byName(a, b));
}

export function total(entries: readonly Entry[], kind: 'crypt' | 'library'): number {
  return entries.reduce((s, e) => (isCrypt(e.card) === (kind === 'crypt') ? s + e.count : s), 0);
}

/** Crypt disciplines as TWD prints them: superior upper case, inferior lower case, superior first. */
export function disciplineString(card: CardSummary): string {
  const sup = card.disciplines.filter((d) => d.level === 2).map((d) => d.code.toUpperCase());
  const inf = card.disciplines.filter((d) => d.level === 1).map((d) => d.code.toLowerCase());
  const all = [...sup.sort(), ...inf.sort()];
  return all.length ? all.join(' ') : '—';
}

/** Library requirement as printed in lists: "aus/dom", "obf&pot". */
export function requirementString(card: CardSummary): string {
  return card.libraryDisciplines.map((alt) => alt.join('&')).join('/');
}

/**
 * Applies a count change to an entry list and returns a new list (the input is not changed).
 * A count that reaches 0 removes the line. Negative results are clamped to 0.
 */
export function changeCount(entries: readonly Entry[], card: CardSummary, delta: number): Entry[] {
  const i = entries.findIndex((e) => e.card.uid === card.uid);
  if (i < 0) return delta > 0 ? [...entries, { card, count: delta }] : [...entries];
  const next = entries[i].count + delta;
  if (next <= 0) return entries.filter((_, j) => j !== i);
  return entries.map((e, j) => (j === i ? { ...e, count: next } : e));
}

/** Sets the count of a card (0 removes it). */
export function setCount(entries: readonly Entry[], card: CardSummary, count: number): Entry[] {
  const current = entries.find((e) => e.card.uid === card.uid)?.count ?? 0;
  return changeCount(entries, card, Math.max(0, Math.floor(count)) - current);
}
