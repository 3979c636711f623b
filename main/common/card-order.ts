/**
 * How V:TES deck lists order and summarize cards, shared by deck export (main) and the deck
 * editor (renderer) so both print sections in the same order. Pure.
 */

/** A card's printed types, as far as ordering needs them. */
export interface TypedCard {
  types: readonly string[];
}

/**
 * Library sections in the order tournament-winning deck lists (TWD) use (checked against the
 * 903 files of the TWD corpus by main/decks/twd-corpus.test.ts). Combined types
 * ("Action Modifier/Reaction") are sections of their own, placed after their first component.
 * Types not listed come after, alphabetically.
 */
export const TYPE_ORDER: readonly string[] = [
  'Master',
  'Conviction',
  'Action',
  'Action/Combat',
  'Action/Reaction',
  'Ally',
  'Equipment',
  'Political Action',
  'Power',
  'Retainer',
  'Action Modifier',
  'Action Modifier/Combat',
  'Action Modifier/Reaction',
  'Reaction',
  'Combat',
  'Combat/Reaction',
  'Event',
];

/** The section key of a library card: its types joined with '/' ("Action Modifier/Reaction"). */
export function typeKey(card: TypedCard): string {
  return card.types.join('/');
}

export function typeRank(key: string): number {
  const i = TYPE_ORDER.indexOf(key);
  return i < 0 ? TYPE_ORDER.length : i;
}

/** Section order: known types in TWD order, then the others alphabetically. */
export function bySection(a: string, b: string): number {
  return typeRank(a) - typeRank(b) || a.localeCompare(b);
}

/** Order of cost values ('0', '1', 'X'...): numbers ascending, then the others alphabetically. */
export function costOrder(a: string, b: string): number {
  const na = Number(a);
  const nb = Number(b);
  if (Number.isFinite(na) && Number.isFinite(nb)) return na - nb;
  if (Number.isFinite(na)) return -1;
  if (Number.isFinite(nb)) return 1;
  return a.localeCompare(b);
}

/** Sum of the four lowest and of the four highest capacities, as TWD prints a crypt. */
export function capacityExtremes(capacities: readonly number[]): { lowest4: number; highest4: number } {
  const s = [...capacities].sort((a, b) => a - b);
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  return { lowest4: sum(s.slice(0, 4)), highest4: sum(s.slice(-4)) };
}
