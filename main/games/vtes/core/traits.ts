/**
 * A card's traits as its definition states them (Red List, Infernal, Black Hand, flight...: vtes-es 11 and the
 * card data), read by core/queries.ts and core/selectors.ts (kept apart so that the selectors, which the params
 * read, do not import the queries).
 */
import type { Trait } from '../schema/effects';
import { defOf, type VtesState } from './state';

/** Whether the card has the trait (Red List is a card flag of its own, vtes-es 11). */
export function hasTrait(s: VtesState, uid: string, t: Trait): boolean {
  if (t === 'redList') return isRedList(s, uid);
  return !!defOf(s, uid).traits?.includes(t);
}

/** Whether the card is on the Red List (vtes-es 11). */
export function isRedList(s: VtesState, u: string): boolean {
  return !!defOf(s, u).redList;
}
