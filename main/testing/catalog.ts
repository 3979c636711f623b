/** Test helpers: a catalog store holding the real official list (read from ../shared/data). */
import { catalogMigrations } from '../db/migrations/catalog';
import { loadSqlJs } from '../db/sqljs';
import { Store } from '../db/store';
import { officialFiles } from './shared-data';
import { CardService } from '../cards/service';

export const OFFICIAL_FILES = [
  'vekn/vtescrypt.csv',
  'vekn/vteslib.csv',
  'vekn/vtessets.csv',
  'vekn/vteslibmeta.csv',
  'vekn/vtesbundles.csv',
];
export const SPANISH_FILES = ['vekn-es/vtescrypt.es-ES.csv', 'vekn-es/vteslib.es-ES.csv', 'vekn-es/vtessets.es-ES.csv'];

export async function memoryCatalog(): Promise<Store> {
  const SQL = await loadSqlJs();
  return Store.open(SQL, { file: null, migrations: catalogMigrations });
}

/** The community rulings files (issue 32 item 1), imported like the card files. */
export const RULINGS_FILES = ['rulings/rulings.yaml', 'rulings/groups.yaml', 'rulings/references.yaml'];

/** A CardService over an in-memory catalog with the official list (+ Spanish, + the rulings) imported. */
export async function importedService(withSpanish = true, withRulings = false): Promise<{ store: Store; service: CardService }> {
  const store = await memoryCatalog();
  const service = new CardService(store, () => new Date('2026-01-02T03:04:05Z'));
  const files = [...OFFICIAL_FILES, ...(withSpanish ? SPANISH_FILES : []), ...(withRulings ? RULINGS_FILES : [])];
  await service.import(officialFiles(files), () => {});
  return { store, service };
}
