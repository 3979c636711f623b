import { useCallback, useEffect, useRef, useState } from 'react';
import { call } from '../../api/client';
import type { CardFilters, CardSearchInput, CardSummary } from '../../../main/cards/types';

export type SortKey = NonNullable<CardSearchInput['sort']>;

export const PAGE_SIZE = 100;
export const DEBOUNCE_MS = 120;

export interface SearchState {
  /** null until the first answer for the current query arrives */
  total: number | null;
  items: (CardSummary | undefined)[];
  loading: boolean;
  error: unknown;
  /** increases when the first answer of a new query arrives: the list resets its scroll and selection */
  generation: number;
  /** asks for the pages covering indexes [start, end] that are not loaded yet */
  ensureRange(start: number, end: number): void;
}

/**
 * Search as you type: waits DEBOUNCE_MS after the last change, then asks for the first page;
 * answers that belong to an older query are dropped. Later pages load on demand.
 */
export function useCardSearch(q: string, filters: CardFilters, sort: SortKey, enabled: boolean, reload = 0): SearchState {
  const [generation, setGeneration] = useState(0);
  const [total, setTotal] = useState<number | null>(null);
  const [items, setItems] = useState<(CardSummary | undefined)[]>([]);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const current = useRef({ gen: 0, q: '', filters: {} as CardFilters, sort: 'name' as SortKey, requested: new Set<number>(), fresh: true });
  const filtersKey = JSON.stringify(filters);

  const fetchPage = useCallback((gen: number, page: number) => {
    const cur = current.current;
    if (cur.gen !== gen || cur.requested.has(page)) return;
    cur.requested.add(page);
    setLoading(true);
    call('cards.search', { q: cur.q, filters: cur.filters, sort: cur.sort, offset: page * PAGE_SIZE, limit: PAGE_SIZE }).then(
      (res) => {
        if (current.current.gen !== gen) return; // stale answer: a newer query is on its way
        // The previous query's rows stay on screen until the first answer of the new one.
        const fresh = current.current.fresh;
        current.current.fresh = false;
        if (fresh) setGeneration(gen);
        setTotal(res.total);
        setItems((old) => {
          const prev = fresh ? [] : old;
          const next = prev.length === res.total ? prev.slice() : Array.from({ length: res.total }, (_, i) => prev[i]);
          res.items.forEach((it, i) => (next[page * PAGE_SIZE + i] = it));
          return next;
        });
        setError(null);
        setLoading(false);
      },
      (e) => {
        if (current.current.gen !== gen) return;
        current.current.requested.delete(page);
        setError(e);
        setLoading(false);
      },
    );
  }, []);

  useEffect(() => {
    if (!enabled) return;
    const timer = setTimeout(() => {
      const gen = current.current.gen + 1;
      current.current = { gen, q, filters: JSON.parse(filtersKey) as CardFilters, sort, requested: new Set(), fresh: true };
      fetchPage(gen, 0);
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [q, filtersKey, sort, enabled, reload, fetchPage]);

  const ensureRange = useCallback(
    (start: number, end: number) => {
      const gen = current.current.gen;
      for (let p = Math.floor(Math.max(0, start) / PAGE_SIZE); p <= Math.floor(Math.max(0, end) / PAGE_SIZE); p++) {
        fetchPage(gen, p);
      }
    },
    [fetchPage],
  );

  return { total, items, loading, error, generation, ensureRange };
}
