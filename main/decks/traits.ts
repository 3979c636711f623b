/** Card traits the deck tools read from card data (pure). */
import type { CardDetail } from '../cards/types';
import { capacityExtremes } from '../common/card-order';

/** First line of the card text, where keywords such as "Unique." and "Trifle." are printed. */
function head(card: CardDetail): string {
  return (card.text ?? '').split('\n')[0];
}

/** Library card marked unique ("Unique.", "Unique location.", "… Unique."), not "Non-unique". */
export function isUnique(card: CardDetail): boolean {
  if (card.kind !== 'library') return false;
  return /(^|[^-\w])unique\b/i.test(head(card).replace(/non-unique/gi, ''));
}

export function isTrifle(card: CardDetail): boolean {
  return card.kind === 'library' && card.types.includes('Master') && /\btrifle\b/i.test(head(card));
}

/** Crypt capacity summary as TWD defines it: sum of the 4 lowest, sum of the 4 highest, mean. */
export function capacitySummary(capacities: number[]): { min: number; max: number; avg: number } {
  if (!capacities.length) return { min: 0, max: 0, avg: 0 };
  const { lowest4, highest4 } = capacityExtremes(capacities);
  const total = capacities.reduce((a, b) => a + b, 0);
  return { min: lowest4, max: highest4, avg: Math.round((total / capacities.length) * 100) / 100 };
}

/** Crypt disciplines as TWD prints them: superior (upper case) first, each group alphabetical. */
export function disciplineText(card: CardDetail): string {
  const sup = card.disciplines
    .filter((d) => d.level === 2)
    .map((d) => d.code.toUpperCase())
    .sort();
  const inf = card.disciplines
    .filter((d) => d.level === 1)
    .map((d) => d.code.toLowerCase())
    .sort();
  const all = [...sup, ...inf];
  return all.length ? all.join(' ') : '-none-';
}
