/** Card search: structured filters + query language -> SQL with bound parameters, a page of summaries. */
import type { Store } from '../db/store';
import { catalogVersion } from './repo';
import { norm } from './normalize';
import { compileQuery, parseQuery, plainWords } from './query';
import type { CardDetail, CardFilters, CardSearchInput, CardSearchResult, CardSummary, NumberRange, TriState } from './types';

export interface CompiledSearch {
  where: string;
  params: (string | number)[];
  orderBy: string;
  orderParams: (string | number)[];
}

function anyOfPipe(col: string, values: string[] | undefined, where: string[], params: (string | number)[]): void {
  const vs = (values ?? []).map(norm).filter(Boolean);
  if (!vs.length) return;
  where.push(`(${vs.map(() => `instr(coalesce(${col}, ''), ?) > 0`).join(' OR ')})`);
  for (const v of vs) params.push(`|${v}|`);
}

function range(col: string, r: NumberRange | undefined, where: string[], params: (string | number)[]): void {
  if (!r) return;
  if (r.min !== undefined) {
    where.push(`${col} >= ?`);
    params.push(r.min);
  }
  if (r.max !== undefined) {
    where.push(`${col} <= ?`);
    params.push(r.max);
  }
}

function tri(sqlTrue: string, t: TriState | undefined, where: string[]): void {
  if (t === 'only') where.push(sqlTrue);
  else if (t === 'exclude') where.push(`NOT (${sqlTrue})`);
}

/** WHERE fragments for the filter panel (all fields combine with AND; lists inside a field with OR). */
export function compileFilters(f: CardFilters): { sql: string; params: (string | number)[] } {
  const where: string[] = [];
  const params: (string | number)[] = [];
  if (f.game) {
    where.push('c.game = ?');
    params.push(f.game);
  }
  if (f.kind) {
    where.push('c.kind = ?');
    params.push(f.kind);
  }
  anyOfPipe('c.types_n', f.types, where, params);
  anyOfPipe('c.clans_n', f.clans, where, params);
  anyOfPipe('c.sect_n', f.sects, where, params);
  anyOfPipe('c.title_n', f.titles, where, params);
  anyOfPipe('c.sets_n', f.sets, where, params);
  if (f.disciplines && f.disciplines.items.length) {
    // 'any': the card has it at any level or requires it (library); 'inferior' / 'superior': crypt level.
    const parts = f.disciplines.items.map((it) => {
      params.push(norm(it.code));
      const level = it.level === 'inferior' ? ' AND d.level = 1' : it.level === 'superior' ? ' AND d.level = 2' : '';
      return `c.n IN (SELECT d.n FROM card_disciplines d WHERE d.code = ?${level})`;
    });
    where.push(`(${parts.join(f.disciplines.mode === 'or' ? ' OR ' : ' AND ')})`);
  }
  range('c.capacity', f.capacity, where, params);
  range('c.pool_num', f.poolCost, where, params);
  range('c.blood_num', f.bloodCost, where, params);
  range('c.votes', f.votes, where, params);
  const groups = (f.groups ?? []).map((g) => g.trim().toUpperCase()).filter(Boolean);
  if (groups.length) {
    where.push(`c.grp IN (${groups.map(() => '?').join(', ')})`);
    params.push(...groups);
  }
  tri('c.banned IS NOT NULL', f.banned, where);
  tri('c.adv = 1', f.advanced, where);
  return { sql: where.length ? where.join(' AND ') : '1', params };
}

export function compileSearch(input: CardSearchInput): CompiledSearch {
  const ast = parseQuery(input.q ?? '');
  const q = compileQuery(ast);
  const f = compileFilters(input.filters ?? {});
  const orderParams: (string | number)[] = [];
  let orderBy: string;
  switch (input.sort) {
    case 'capacity':
      orderBy = 'c.capacity IS NULL, c.capacity DESC, c.sort_name, c.n';
      break;
    case 'group':
      orderBy = 'c.grp IS NULL, c.grp_num IS NULL, c.grp_num, c.sort_name, c.n';
      break;
    case 'type':
      orderBy = 'c.types, c.sort_name, c.n';
      break;
    case 'clan':
      orderBy = "c.clans = '', c.clans, c.sort_name, c.n";
      break;
    case 'name':
      orderBy = 'c.sort_name, c.n';
      break;
    default: {
      // As the user types: names that start with the first word come first, then names with a
      // word starting with it, then the rest (matches in texts).
      const w = plainWords(ast)[0];
      if (w && norm(w)) {
        const v = norm(w);
        orderBy = `CASE WHEN instr(c.sort_name, ?) = 1 THEN 0 WHEN instr(' ' || c.sort_name, ?) > 0 THEN 1 ELSE 2 END, c.sort_name, c.n`;
        orderParams.push(v, ` ${v}`);
      } else orderBy = 'c.sort_name, c.n';
    }
  }
  return { where: `(${f.sql}) AND (${q.sql})`, params: [...f.params, ...q.params], orderBy, orderParams };
}

export function summaryOf(c: CardDetail): CardSummary {
  const s: CardSummary = {
    uid: c.uid,
    game: c.game,
    id: c.id,
    name: c.name,
    displayName: c.displayName,
    nameEs: c.nameEs,
    kind: c.kind,
    types: c.types,
    clans: c.clans,
    disciplines: c.disciplines,
    libraryDisciplines: c.libraryDisciplines,
    capacity: c.capacity,
    group: c.group,
    advanced: c.advanced,
    poolCost: c.poolCost,
    bloodCost: c.bloodCost,
    convictionCost: c.convictionCost,
    sect: c.sect,
    title: c.title,
    votes: c.votes,
    banned: c.banned,
    automation: c.automation,
  };
  for (const k of Object.keys(s) as (keyof CardSummary)[]) if (s[k] === undefined) delete s[k];
  return s;
}

export function searchCards(store: Store, input: CardSearchInput): CardSearchResult {
  const s = compileSearch(input);
  const limit = Math.max(1, Math.min(500, Math.floor(input.limit)));
  const offset = Math.max(0, Math.floor(input.offset));
  let total: number;
  let ns: number[];
  if (s.where.includes('cards_fts')) {
    // Full-text searches: list every match once (one FTS lookup gives the total and the page),
    // kept for the next pages.
    const all = matchingIds(store, s);
    total = all.length;
    ns = all.slice(offset, offset + limit);
  } else {
    // Filters only: indexes make a count plus a LIMIT page cheaper than listing every match.
    total = countMatches(store, s);
    ns = total
      ? store
          .all<{ n: number }>(`SELECT c.n AS n FROM cards c WHERE ${s.where} ORDER BY ${s.orderBy} LIMIT ? OFFSET ?`, [
            ...s.params,
            ...s.orderParams,
            limit,
            offset,
          ])
          .map((r) => r.n)
      : [];
  }
  const data = new Map<number, string>();
  if (ns.length) {
    for (const r of store.all<{ n: number; data: string }>(`SELECT n, data FROM card_data WHERE n IN (${ns.map(() => '?').join(', ')})`, ns)) {
      data.set(r.n, r.data);
    }
  }
  const rows = ns.map((n) => ({ data: data.get(n)! }));
  return { total, items: rows.map((r) => summaryOf(JSON.parse(r.data) as CardDetail)) };
}

/** Results of the last searches per store (totals, or every id of a full-text search), for paging. */
const CACHE_SIZE = 32;
const caches = new WeakMap<Store, Map<string, number | number[]>>();

export function clearSearchCache(store: Store): void {
  caches.delete(store);
}

function cached<T extends number | number[]>(store: Store, sql: string, params: unknown[], compute: () => T): T {
  const key = `${catalogVersion(store)}\u0000${sql}\u0000${JSON.stringify(params)}`;
  let cache = caches.get(store);
  if (!cache) caches.set(store, (cache = new Map()));
  const hit = cache.get(key);
  if (hit !== undefined) {
    cache.delete(key);
    cache.set(key, hit);
    return hit as T;
  }
  const value = compute();
  cache.set(key, value);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  return value;
}

function countMatches(store: Store, s: CompiledSearch): number {
  const sql = `SELECT count(*) AS t FROM cards c WHERE ${s.where}`;
  return cached(store, sql, s.params, () => Number(store.get<{ t: number }>(sql, s.params)?.t ?? 0));
}

/** Every match in order, listed by one statement as a comma-separated string. */
function matchingIds(store: Store, s: CompiledSearch): number[] {
  const sql = `SELECT group_concat(c.n, ',' ORDER BY ${s.orderBy}) AS ids FROM cards c WHERE ${s.where}`;
  const params = [...s.orderParams, ...s.params];
  return cached(store, sql, params, () => {
    const ids = store.get<{ ids: string | null }>(sql, params)?.ids;
    return ids ? ids.split(',').map(Number) : [];
  });
}
