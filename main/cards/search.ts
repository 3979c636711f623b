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
  /** Set for the name orders, which the search applies in memory: the typed words and the first one, if any. */
  byName?: { first: string | null; phrase: string | null };
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
  if (f.ownedOnly) {
    where.push('c.uid IN (SELECT value FROM json_each(?))');
    params.push(JSON.stringify(f.ownedUids ?? []));
  }
  return { sql: where.length ? where.join(' AND ') : '1', params };
}

export function compileSearch(input: CardSearchInput): CompiledSearch {
  const ast = parseQuery(input.q ?? '');
  const q = compileQuery(ast);
  const f = compileFilters(input.filters ?? {});
  const orderParams: (string | number)[] = [];
  let orderBy: string;
  let byName: CompiledSearch['byName'];
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
      byName = { first: null, phrase: null };
      break;
    default: {
      // As the user types (the Cards page and the deck editor alike): the name equal to the typed
      // words first, then names starting with them, names starting with the first word, names
      // with it as a word, names with a word starting with it, then the rest (matches in texts).
      const words = plainWords(ast).map(norm).filter(Boolean);
      if (words.length) {
        const phrase = words.join(' ');
        const first = words[0];
        // nameRank in SQL (the search applies it in memory; search-order.test compares the two)
        const nm = `(CASE WHEN substr(c.sort_name, 1, 4) = 'the ' THEN substr(c.sort_name, 5) ELSE c.sort_name END)`;
        orderBy = `CASE WHEN ${nm} = ? THEN 0 WHEN instr(${nm}, ?) = 1 THEN 1 WHEN instr(${nm}, ?) = 1 THEN 2 WHEN instr(' ' || ${nm} || ' ', ?) > 0 THEN 3 WHEN instr(' ' || ${nm}, ?) > 0 THEN 4 ELSE 5 END, c.sort_name, c.n`;
        orderParams.push(phrase, phrase, first, ` ${first} `, ` ${first}`);
        byName = { first, phrase };
      } else {
        orderBy = 'c.sort_name, c.n';
        byName = { first: null, phrase: null };
      }
    }
  }
  return { where: `(${f.sql}) AND (${q.sql})`, params: [...f.params, ...q.params], orderBy, orderParams, byName };
}

export function summaryOf(c: CardDetail): CardSummary {
  const s: CardSummary = {
    uid: c.uid,
    game: c.game,
    id: c.id,
    name: c.name,
    displayName: c.displayName,
    nameEs: c.nameEs,
    namePl: c.namePl,
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

/**
 * What a search keeps per catalog version (issue 14, item 4): each card's sort name, to order the
 * matches in JavaScript instead of in SQLite, and the summaries already parsed, so paging and
 * typing the next letter do not parse the same records again.
 */
interface CatalogMemo {
  version: string;
  /** Each card's sort name and its position in the catalog's name order (sort_name, n). */
  sortName: SortNames | null;
  summaries: Map<number, CardSummary>;
}
const memos = new WeakMap<Store, CatalogMemo>();

function memoOf(store: Store): CatalogMemo {
  const version = catalogVersion(store);
  let m = memos.get(store);
  if (!m || m.version !== version) memos.set(store, (m = { version, sortName: null, summaries: new Map() }));
  return m;
}

/** The catalog's name order, read once per catalog version. */
interface SortNames {
  /** Card n -> its sort name and its position in the name order (sort_name, n). */
  of: Map<number, { name: string; pos: number }>;
  /** Card n at each position. */
  nAt: number[];
}

function sortNames(store: Store, memo: CatalogMemo): SortNames {
  if (!memo.sortName) {
    const rows = store.all<{ n: number; s: string }>('SELECT n, sort_name AS s FROM cards ORDER BY sort_name, n');
    memo.sortName = { of: new Map(rows.map((r, pos) => [r.n, { name: r.s, pos }])), nAt: rows.map((r) => r.n) };
  }
  return memo.sortName;
}

/**
 * How well a sort name matches the typed words (0 best; issue 32 item 6: whole-word and name-start
 * matches first, a leading "the" not counted): equal; starts with them; starts with the first
 * word; has the first word as a whole word; has a word starting with it; none (a text match).
 */
export function nameRank(sortName: string, phrase: string | null, first: string | null): number {
  if (!first || !phrase) return 0;
  const name = sortName.startsWith(ARTICLE) ? sortName.slice(ARTICLE.length) : sortName;
  if (name === phrase) return 0;
  if (name.startsWith(phrase)) return 1;
  if (name.startsWith(first)) return 2;
  const spaced = ` ${name} `;
  if (spaced.includes(` ${first} `)) return 3;
  return spaced.includes(` ${first}`) ? 4 : 5;
}

/** How many values nameRank takes (0 to 5). */
const NAME_RANKS = 6;
/** "The Rack" starts with "rack": a leading article is not the start of a name. */
const ARTICLE = 'the ';

/**
 * The default order in JavaScript: the name rank, then (when the tournament archive is imported
 * and `played` is given) the cards played in more archive decks first, then by name.
 */
function orderByName(
  ns: number[],
  sorted: SortNames,
  by: { first: string | null; phrase: string | null },
  played?: ReadonlyMap<number, number>,
): number[] {
  const names = sorted.of;
  // One number per match (rank, then fewer plays, then position: each part below the next
  // one's unit) sorted natively in a typed array, instead of a record per match and a compare
  // function: the same order, a few times faster on the thousands of matches of 'a' or 'the'.
  const size = sorted.nAt.length;
  let most = 0;
  if (played) for (const n of ns) most = Math.max(most, played.get(n) ?? 0);
  // exact while the largest key stays below 2^53 (ranks x plays x catalog size)
  if (ns.every((n) => names.has(n)) && NAME_RANKS * (most + 1) * size < Number.MAX_SAFE_INTEGER) {
    const keys = new Float64Array(ns.length);
    for (let i = 0; i < ns.length; i++) {
      const e = names.get(ns[i])!;
      const less = most - (played?.get(ns[i]) ?? 0);
      keys[i] = (nameRank(e.name, by.phrase, by.first) * (most + 1) + less) * size + e.pos;
    }
    keys.sort();
    const out = new Array<number>(ns.length);
    for (let i = 0; i < ns.length; i++) out[i] = sorted.nAt[keys[i] % size];
    return out;
  }
  const keyed = ns.map((n) => {
    const e = names.get(n) ?? { name: '', pos: -1 };
    return { n, rank: nameRank(e.name, by.phrase, by.first), played: played?.get(n) ?? 0, pos: e.pos };
  });
  keyed.sort((a, b) => a.rank - b.rank || b.played - a.played || a.pos - b.pos);
  return keyed.map((k) => k.n);
}

function summariesOf(store: Store, memo: CatalogMemo, ns: number[]): CardSummary[] {
  const missing = ns.filter((n) => !memo.summaries.has(n));
  if (missing.length) {
    for (const r of store.all<{ n: number; data: string }>(
      `SELECT n, data FROM card_data WHERE n IN (${missing.map(() => '?').join(', ')})`,
      missing,
    )) {
      memo.summaries.set(r.n, summaryOf(JSON.parse(r.data) as CardDetail));
    }
  }
  return ns.map((n) => memo.summaries.get(n)!);
}

/**
 * One page of a search. `played` (card n -> archive decks playing it, with its version) breaks
 * ties of the name rank when the user has imported the tournament archive.
 */
export function searchCards(
  store: Store,
  input: CardSearchInput,
  played?: { version: string; counts: ReadonlyMap<number, number> },
): CardSearchResult {
  const s = compileSearch(input);
  const limit = Math.max(1, Math.min(500, Math.floor(input.limit)));
  const offset = Math.max(0, Math.floor(input.offset));
  const memo = memoOf(store);
  let total: number;
  let ns: number[];
  if (s.byName) {
    // Name order (the default while typing, and 'name'): one unordered pass over the matches in
    // SQLite, ordered here from the sort names in memory, kept for the next pages.
    // (group_concat: one row back instead of one per match, much cheaper through sql.js)
    const sql = `SELECT group_concat(c.n) AS ids FROM cards c WHERE ${s.where}`;
    const key = `${sql}\u0000${s.byName.phrase ?? ''}\u0000${played?.version ?? ''}`;
    const all = cached(store, key, s.params, () => {
      const ids = store.get<{ ids: string | null }>(sql, s.params)?.ids;
      return orderByName(ids ? ids.split(',').map(Number) : [], sortNames(store, memo), s.byName!, played?.counts);
    });
    total = all.length;
    ns = all.slice(offset, offset + limit);
  } else if (s.where.includes('cards_fts')) {
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
  return { total, items: ns.length ? summariesOf(store, memo, ns) : [] };
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
