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

const clock = () => new Date('2026-01-02T03:04:05Z');

/** The community rulings files (issue 32 item 1), imported like the card files. */
export const RULINGS_FILES = ['rulings/rulings.yaml', 'rulings/groups.yaml', 'rulings/references.yaml'];

/**
 * The database image of the official list (+ Spanish, + the rulings) imported once, per process: the
 * files of a worker share it (`npm run test:fast` loads this module once per worker), each call opens
 * its own copy, so no test sees another's changes (issue 28, item 3: shared set-up, the same data).
 */
const images = new Map<string, Promise<Uint8Array>>();

function importedImage(withSpanish: boolean, withRulings: boolean): Promise<Uint8Array> {
  const key = `${withSpanish}:${withRulings}`;
  let image = images.get(key);
  if (!image) {
    image = (async () => {
      const store = await memoryCatalog();
      const files = [...OFFICIAL_FILES, ...(withSpanish ? SPANISH_FILES : []), ...(withRulings ? RULINGS_FILES : [])];
      await new CardService(store, clock).import(officialFiles(files), () => {});
      const bytes = store.db.export();
      store.close();
      return bytes;
    })();
    images.set(key, image);
  }
  return image;
}

/** A CardService over an in-memory catalog with the official list (+ Spanish, + the rulings) imported. */
export async function importedService(withSpanish = true, withRulings = false): Promise<{ store: Store; service: CardService }> {
  const image = await importedImage(withSpanish, withRulings);
  const store = Store.open(await loadSqlJs(), { file: null, migrations: catalogMigrations, image });
  return { store, service: new CardService(store, clock) };
}
