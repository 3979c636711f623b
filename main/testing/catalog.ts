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

/**
 * The database image of the official list (+ Spanish) imported once, per process: the files of a
 * worker share it (`npm run test:fast` loads this module once per worker), each call opens its own
 * copy, so no test sees another's changes (issue 28, item 3: shared set-up, the same data).
 */
const images = new Map<boolean, Promise<Uint8Array>>();

function importedImage(withSpanish: boolean): Promise<Uint8Array> {
  let image = images.get(withSpanish);
  if (!image) {
    image = (async () => {
      const store = await memoryCatalog();
      await new CardService(store, clock).import(officialFiles([...OFFICIAL_FILES, ...(withSpanish ? SPANISH_FILES : [])]), () => {});
      const bytes = store.db.export();
      store.close();
      return bytes;
    })();
    images.set(withSpanish, image);
  }
  return image;
}

/** A CardService over an in-memory catalog with the official list (+ Spanish) imported. */
export async function importedService(withSpanish = true): Promise<{ store: Store; service: CardService }> {
  const image = await importedImage(withSpanish);
  const store = Store.open(await loadSqlJs(), { file: null, migrations: catalogMigrations, image });
  return { store, service: new CardService(store, clock) };
}
