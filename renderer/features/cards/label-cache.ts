/**
 * Texts of the lookup asked of i18next once per language (issue 28 item 5): a result list draws
 * the same few dozen disciplines, clans, types and captions on every answer, and each i18next
 * lookup (key resolution, plural suffixes, interpolation) cost more than the element it labels.
 * `t` is the same function for as long as the language is, so it keys the cache.
 */
import type { TFunction } from 'i18next';

const cache = new WeakMap<object, Map<string, string>>();

/** The text under `key` for this `t`, made by `make` the first time. */
export function cachedLabel(t: object, key: string, make: () => string): string {
  let m = cache.get(t);
  if (!m) cache.set(t, (m = new Map()));
  let v = m.get(key);
  if (v === undefined) m.set(key, (v = make()));
  return v;
}

/** `t(key)` once per language. */
export const label = (t: TFunction<'lookup'>, key: string): string => cachedLabel(t, key, () => t(key));
