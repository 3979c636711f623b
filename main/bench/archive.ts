/**
 * Tournament archive benchmark (suite 'archive', issue 17): import of the 903 TWD files of
 * ../shared/data/twd into an in-memory catalog holding the official card list, the same files
 * five times over under other ids (4,515 decks, the size of the published archive), and the
 * search's p50/p95 over a fixed set of queries on the larger archive.
 */
import { buildCardIndex } from '../decks/cards';
import { readAllCards } from '../cards/repo';
import { CardService } from '../cards/service';
import { catalogMigrations } from '../db/migrations/catalog';
import { loadSqlJs } from '../db/sqljs';
import { Store } from '../db/store';
import type { ArchiveQuery } from '../decks/archive-types';
import { twdFiles } from '../testing/real-decks';
import { ArchiveService } from '../services/archive';
import { officialFiles } from '../testing/shared-data';
import { percentile, report, timeMs, timeMsAsync, type Bench } from './harness';

const OFFICIAL = ['vekn/vtescrypt.csv', 'vekn/vteslib.csv', 'vekn/vtessets.csv', 'vekn/vteslibmeta.csv', 'vekn/vtesbundles.csv'];

export const archiveBench: Bench = async () => {
  const SQL = await loadSqlJs();
  const store = Store.open(SQL, { file: null, migrations: catalogMigrations });
  await new CardService(store).import(officialFiles(OFFICIAL), () => {});
  const index = buildCardIndex(readAllCards(store, 'vtes'));
  const archive = new ArchiveService(store, () => index);
  const files = twdFiles().map((f) => ({ name: f.name, content: f.text }));

  const small = await timeMsAsync(() => archive.import(files));
  report('archive.import_903', small.ms, 'ms', { decks: small.value.decks });
  report('archive.import_per_4500_extrapolated', (small.ms / small.value.decks) * 4500, 'ms');

  const five = [0, 1, 2, 3, 4].flatMap((k) => files.map((f) => ({ name: `${k}-${f.name}`, content: f.content })));
  const big = await timeMsAsync(() => archive.import(five));
  report('archive.import_4515', big.ms, 'ms', { decks: big.value.decks });

  const uid = (name: string) => index.keys.find((k) => k.card.name === name)?.card.uid ?? '';
  const queries: ArchiveQuery[] = [
    { cards: [uid('Villein')], offset: 0, limit: 50 },
    { cards: [uid('Villein'), uid('Blood Doll')], cardMode: 'all', offset: 0, limit: 50 },
    { cards: [uid('Govern the Unaligned'), uid('Conditioning'), uid('Deflection')], cardMode: 'any', offset: 0, limit: 50 },
    { clans: ['Malkavian'], disciplines: ['aus'], offset: 0, limit: 50 },
    { minPlayers: 30, from: '2015', to: '2020', offset: 0, limit: 50 },
    { words: 'toolbox', offset: 0, limit: 50 },
    { event: 'championship', winner: 'a', offset: 0, limit: 50 },
    { offset: 0, limit: 50 },
  ];
  const times: number[] = [];
  for (let round = 0; round < 10; round++) for (const q of queries) times.push(timeMs(() => archive.search(q)).ms);
  times.sort((a, b) => a - b);
  report('archive.search_p50', percentile(times, 50), 'ms', { decks: big.value.decks, searches: times.length });
  report('archive.search_p95', percentile(times, 95), 'ms', { decks: big.value.decks, searches: times.length });

  const stats: number[] = [];
  for (const name of ['Villein', 'Blood Doll', 'Deflection', 'Conditioning', 'Govern the Unaligned'])
    stats.push(timeMs(() => archive.cardStats(uid(name))).ms);
  stats.sort((a, b) => a - b);
  report('archive.card_stats_max', stats[stats.length - 1], 'ms', { decks: big.value.decks });
  const suggest = timeMs(() => archive.suggest(Object.keys(archive.get('0-10012').content.library)));
  report('archive.suggest', suggest.ms, 'ms', { decks: big.value.decks });
  store.close();
};
