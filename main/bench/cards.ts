/**
 * Card database benchmark: import of the full official list (+ Spanish files) into a real
 * catalog.sqlite in a temp folder, search latency over 50 fixed queries, file size.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { clearSearchCache } from '../cards/search';
import { CardService } from '../cards/service';
import type { CardSearchInput } from '../cards/types';
import { catalogMigrations } from '../db/migrations/catalog';
import { loadSqlJs } from '../db/sqljs';
import { Store } from '../db/store';
import { officialFiles } from '../testing/shared-data';
import { percentile, report, timeMs, timeMsAsync, type Bench } from './harness';

const FILES = [
  'vekn/vtescrypt.csv',
  'vekn/vteslib.csv',
  'vekn/vtessets.csv',
  'vekn/vteslibmeta.csv',
  'vekn/vtesbundles.csv',
  'vekn-es/vtescrypt.es-ES.csv',
  'vekn-es/vteslib.es-ES.csv',
  'vekn-es/vtessets.es-ES.csv',
];

/** 50 fixed searches: typing prefixes, names, texts, Spanish, filters, query language. */
export const BENCH_QUERIES: Omit<CardSearchInput, 'offset' | 'limit'>[] = [
  ...['a', 'ab', 'abo', 'th', 'the', 'rack', 'blood', 'blood do', 'dominate', 'celerity'].map((q) => ({ q, filters: {} })),
  ...['magnum', 'sabbat', 'sábbat', 'prince of', 'combat ends'].map((q) => ({ q, filters: {} })),
  ...['"blood hunt"', '"optional press"', 'murciélagos', 'sangre', 'ventaja'].map((q) => ({ q, filters: {} })),
  { q: '', filters: { kind: 'crypt' } },
  { q: '', filters: { kind: 'crypt' }, sort: 'capacity' },
  { q: '', filters: { clans: ['Tremere'], kind: 'crypt' } },
  {
    q: '',
    filters: {
      disciplines: {
        mode: 'and',
        items: [
          { code: 'aus', level: 'superior' },
          { code: 'dom', level: 'any' },
        ],
      },
    },
  },
  { q: '', filters: { capacity: { min: 8, max: 11 }, groups: ['5', '6'] } },
  { q: '', filters: { types: ['Reaction', 'Combat'], sets: ['V5'] } },
  { q: '', filters: { banned: 'only' } },
  { q: '', filters: { titles: ['prince', 'justicar'], sects: ['Camarilla'] } },
  { q: 'bleed', filters: { kind: 'library', poolCost: { max: 1 } } },
  { q: 'vote', filters: { types: ['Political Action'] }, sort: 'name' },
  ...[
    'capacity>=11 clan:malkavian',
    '-clan:ventrue d:DOM',
    't:combat d:pot',
    '(t:action OR t:reaction) d:obf -d:aus',
    'g:any',
    'pool:x',
    'votes>=3 sect:sabbat',
    'title:"inner circle"',
    'is:advanced clan:tremere',
    'set:v5 kind:crypt',
    'artist:hoover',
    'n:rack OR n:magnum',
    'x:"+1 bleed" cap<=5',
    'banned:yes',
    'sup:aus inf:dom cap>=7',
    'blood -hunt t:master',
    'd:tha t:"action modifier"',
    '"enter combat" -d:pot kind:library',
    'c:"malkavian antitribu" g<=3',
    'is:unique t:master x:location',
  ].map((q) => ({ q, filters: {} })),
];

export const cardsBench: Bench = async () => {
  const SQL = await loadSqlJs();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-bench-cards-'));
  try {
    const file = path.join(dir, 'catalog.sqlite');
    const store = Store.open(SQL, { file, migrations: catalogMigrations });
    const service = new CardService(store);
    const files = officialFiles(FILES);
    const first = await timeMsAsync(() => service.import(files, () => {}));
    report('cards.import.full_ms', first.ms, 'ms', { cards: first.value.crypt + first.value.library, translated: first.value.translated });
    const again = await timeMsAsync(() => service.import(files, () => {}));
    report('cards.import.unchanged_ms', again.ms, 'ms', { unchanged: again.value.unchanged });
    report('cards.catalog_file_size', fs.statSync(file).size / 1024, 'KiB');

    if (BENCH_QUERIES.length !== 50) throw new Error(`expected 50 bench queries, got ${BENCH_QUERIES.length}`);
    const page = { offset: 0, limit: 50 };
    for (const q of BENCH_QUERIES) service.search({ ...q, ...page }); // warm-up
    const times: number[] = [];
    const perQuery = BENCH_QUERIES.map(() => [] as number[]);
    const ROUNDS = 5;
    for (let r = 0; r < ROUNDS; r++) {
      BENCH_QUERIES.forEach((q, i) => {
        clearSearchCache(store); // every measured search runs its SQL (no cached result list)
        const ms = timeMs(() => service.search({ ...q, ...page })).ms;
        times.push(ms);
        perQuery[i].push(ms);
      });
    }
    times.sort((a, b) => a - b);
    const medians = perQuery
      .map((t, i) => ({
        i,
        ms: percentile(
          [...t].sort((a, b) => a - b),
          50,
        ),
      }))
      .sort((a, b) => b.ms - a.ms);
    for (const { i, ms } of medians.slice(0, 3)) {
      report('cards.search.slowest_median_ms', ms, 'ms', { query: BENCH_QUERIES[i].q, filters: BENCH_QUERIES[i].filters });
    }
    report('cards.search.p50_ms', percentile(times, 50), 'ms', { samples: times.length });
    report('cards.search.p95_ms', percentile(times, 95), 'ms', { samples: times.length });
    report('cards.search.max_ms', times[times.length - 1], 'ms');
    // Scrolling: the next pages of a query already run come from the cached result list.
    const paging: number[] = [];
    for (const q of BENCH_QUERIES) {
      for (let off = 50; off <= 200; off += 50) paging.push(timeMs(() => service.search({ ...q, offset: off, limit: 50 })).ms);
    }
    paging.sort((a, b) => a - b);
    report('cards.search.next_page_p95_ms', percentile(paging, 95), 'ms', { samples: paging.length });
    const facets = timeMs(() => service.facets('vtes'));
    report('cards.facets_ms', facets.ms, 'ms');
    store.close();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
};
