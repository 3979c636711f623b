/**
 * The name orders are applied in memory (issue 14, item 4): for every query of the bench set and
 * a few more, in both name orders, the pages are exactly what SQLite's ORDER BY gives.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import { BENCH_QUERIES } from '../bench/cards';
import type { Store } from '../db/store';
import { clearSearchCache, compileSearch, searchCards } from './search';
import { importedService } from '../testing/catalog';
import type { CardSearchInput } from './types';

let store: Store;
beforeAll(async () => {
  store = (await importedService(true)).store;
}, 120_000);

function reference(input: CardSearchInput): { total: number; uids: string[] } {
  const s = compileSearch(input);
  const rows = store.all<{ uid: string }>(`SELECT c.uid AS uid FROM cards c WHERE ${s.where} ORDER BY ${s.orderBy} LIMIT ? OFFSET ?`, [
    ...s.params,
    ...s.orderParams,
    input.limit,
    input.offset,
  ]);
  const total = Number(store.get<{ t: number }>(`SELECT count(*) AS t FROM cards c WHERE ${s.where}`, s.params)?.t ?? 0);
  return { total, uids: rows.map((r) => r.uid) };
}

describe('name order in memory = ORDER BY in SQLite', () => {
  const queries = [
    ...BENCH_QUERIES.filter((q) => !q.sort || q.sort === 'name'),
    { q: 'a', filters: {} },
    { q: 'ka', filters: {}, sort: 'name' as const },
  ];
  test.each(queries.map((q, i) => [i, q] as const))('query %i', (_i, q) => {
    for (const page of [0, 50]) {
      const input: CardSearchInput = { ...q, offset: page, limit: 50 };
      clearSearchCache(store);
      const got = searchCards(store, input);
      const want = reference(input);
      expect(got.total).toBe(want.total);
      expect(got.items.map((c) => c.uid)).toEqual(want.uids);
    }
  });
});
