import { useCallback, useEffect, useRef, useState } from 'react';
import { call } from '../../api/client';
import type { CardFilters, CardSearchInput, CardSummary } from '../../../main/cards/types';
import { PagedSearch, shownSame, type PagedState } from './paged-search';

/** 'relevance' sends no sort: the service puts name matches first. */
export type SortKey = NonNullable<CardSearchInput['sort']> | 'relevance';

/**
 * Rows per page: a first screen of the list (about 20 rows and the overscan) and some to scroll
 * into. Each keystroke's answer carries one page: 100 rows were three times the bytes to send,
 * parse and keep for rows never seen (issue 28, item 5).
 */
export const PAGE_SIZE = 50;

export interface SearchState {
  /** null until the first answer for the current query arrives */
  total: number | null;
  items: (CardSummary | undefined)[];
  error: unknown;
  /** changes when the first answer of a new query arrives: the list resets its scroll and selection */
  generation: number;
  /** asks for the pages covering indexes [start, end] that are not loaded yet */
  ensureRange(start: number, end: number): void;
}

type Query = Pick<CardSearchInput, 'q' | 'filters' | 'sort'>;

/**
 * Search as you type: every change asks for the first page with no timer (a search takes a few
 * milliseconds); while an answer is awaited only the newest query waits, and answers that belong
 * to an older query are dropped (see PagedSearch). Later pages load on demand.
 */
export function useCardSearch(q: string, filters: CardFilters, sort: SortKey, enabled: boolean, reload = 0): SearchState {
  const [state, setState] = useState<PagedState<CardSummary>>({ total: null, items: [], loading: false, error: null, shown: 0 });
  const pager = useRef<PagedSearch<Query, CardSummary> | null>(null);
  if (!pager.current) {
    pager.current = new PagedSearch<Query, CardSummary>(
      (query, offset, limit) => call('cards.search', { ...query, offset, limit }),
      // the page shows no "loading" state: a change of that flag alone (each keystroke's request)
      // does not draw the page again (issue 28, item 5)
      (next) => setState((prev) => (shownSame(prev, next) ? prev : next)),
      PAGE_SIZE,
    );
  }
  const filtersKey = JSON.stringify(filters);

  useEffect(() => {
    if (!enabled) return;
    pager.current!.start({ q, filters: JSON.parse(filtersKey) as CardFilters, sort: sort === 'relevance' ? undefined : sort });
  }, [q, filtersKey, sort, enabled, reload]);

  const ensureRange = useCallback((start: number, end: number) => pager.current!.ensureRange(start, end), []);

  return {
    total: state.total,
    items: state.items,
    error: state.error,
    generation: state.shown,
    ensureRange,
  };
}
