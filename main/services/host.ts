import fs from 'node:fs';
import path from 'node:path';
import { acquireDataLock } from '../db/lock';
import type { EventMap, EventName } from '../api/contract';
import { createDispatcher, type Dispatcher, type Handlers } from '../api/dispatcher';
import type { StartupNotice } from '../api/ops/app';
import { loadSqlJs } from '../db/sqljs';
import { DIR_MODE, Store, type PersistFs, type StoreNotice } from '../db/store';
import { catalogMigrations } from '../db/migrations/catalog';
import { userMigrations } from '../db/migrations/user';
import { gamesMigrations } from '../db/migrations/games';
import { appInfo, type ServiceContext } from './context';
import { createServices } from './handlers';
import type { TableService } from './table';
import { LanTables, lanHandlers, type LanProvider } from './lan-tables';
import { TABLE_SEAT_OPS } from '../api/ops/table';
import { syncBuiltinCards } from './builtin-cards';

export interface HostOptions {
  mode: 'electron' | 'web';
  version: string;
  /** Folder for the database files; null keeps everything in memory (tests). */
  dataDir: string | null;
  systemLocales: string[];
  emit?: (name: EventName, payload: unknown) => void;
  log?: (msg: string) => void;
  /** Ordinary events worth a line in the app's log (a table's undo); never a token. */
  info?: (msg: string) => void;
  /** File operations of the stores' saves; the fault-injection tests replace them. */
  fsImpl?: PersistFs;
  /** The host's network side (main/lan/): without it a table cannot be opened to the local network. */
  lan?: LanProvider;
}

export interface Host {
  ctx: ServiceContext;
  handlers: Handlers;
  dispatcher: Dispatcher;
  /** The table service (a LAN server issues seat tokens and listens to changes through it). */
  tables: TableService;
  /** The tables open to the local network. */
  lan: LanTables;
  close(): void;
}

/** A store's notice for the renderer: file names only, never a folder path (issue 9, item 8). */
export function storeNotice(n: StoreNotice): StartupNotice | null {
  const file = path.basename(n.file);
  const reason = n.reason ?? 'unreadable';
  if (n.kind === 'moved_aside') {
    return n.movedTo
      ? { key: 'db_moved_aside', params: { file, movedTo: path.basename(n.movedTo), reason } }
      : { key: 'db_unreadable_kept', params: { file, reason } };
  }
  if (n.kind === 'restored_previous') return { key: 'db_restored_previous', params: { file } };
  if (n.kind === 'read_only') return { key: 'db_read_only' };
  return null;
}

/** The catalog's page check waits this long after start-up (issue 14, item 5: first search fast). */
export const CATALOG_CHECK_DELAY_MS = 3000;

/**
 * The deferred page check of the card catalog. A damaged catalog is reported at once (the
 * renderer gets the new notices) and set aside at the next start; the cards can be imported
 * again, decks and games live in other files.
 */
export function checkCatalogLater(ctx: ServiceContext): boolean {
  const ok = ctx.stores.catalog.checkIntegrity();
  if (!ok) {
    ctx.notices.push({ key: 'db_catalog_damaged' });
    ctx.emit('app.notices', appInfo(ctx));
  }
  return ok;
}

/** Opens the stores and wires every service; shared by the Electron shell and the browser host. */
export async function createHost(opts: HostOptions): Promise<Host> {
  const SQL = await loadSqlJs();
  const file = (name: string) => (opts.dataDir ? path.join(opts.dataDir, name) : null);
  if (opts.dataDir && !fs.existsSync(opts.dataDir)) fs.mkdirSync(opts.dataDir, { recursive: true, mode: DIR_MODE });
  // One process per data folder: refused here, before any file is read (issue 9, item 5).
  const lock = opts.dataDir ? acquireDataLock(opts.dataDir, opts.mode) : null;
  let stores: ServiceContext['stores'];
  // the catalog can be rebuilt from the user's files: its page check runs after start-up
  const openCatalog = (checkAtOpen: boolean) =>
    Store.open(SQL, { file: file('catalog.sqlite'), migrations: catalogMigrations, fsImpl: opts.fsImpl, checkAtOpen });
  try {
    stores = {
      catalog: openCatalog(false),
      user: Store.open(SQL, { file: file('user.sqlite'), migrations: userMigrations, fsImpl: opts.fsImpl }),
      games: Store.open(SQL, { file: file('games.sqlite'), migrations: gamesMigrations, fsImpl: opts.fsImpl }),
    };
    try {
      if (!stores.catalog.readOnly) syncBuiltinCards(stores.catalog);
    } catch (e) {
      // a damage the unchecked open let through: check now, and reopen (set aside, previous copy)
      if (stores.catalog.checkIntegrity()) throw e;
      stores.catalog.close();
      stores.catalog = openCatalog(true);
      if (!stores.catalog.readOnly) syncBuiltinCards(stores.catalog);
    }
  } catch (e) {
    lock?.release();
    throw e;
  }
  const notices: StartupNotice[] = [];
  for (const s of Object.values(stores)) {
    for (const n of s.notices) {
      const sn = storeNotice(n);
      // one read-only notice for the folder, not one per file
      if (sn && !notices.some((x) => JSON.stringify(x) === JSON.stringify(sn))) notices.push(sn);
    }
  }
  // the folder's read-only notice last, after what happened to each file (a sound file finds it first)
  notices.sort((a, b) => Number(a.key === 'db_read_only') - Number(b.key === 'db_read_only'));
  const ctx: ServiceContext = {
    SQL,
    mode: opts.mode,
    version: opts.version,
    dataDir: opts.dataDir ?? '',
    systemLocales: opts.systemLocales,
    stores,
    notices,
    closers: [],
    emit<N extends EventName>(name: N, payload: EventMap[N]) {
      opts.emit?.(name, payload);
    },
  };
  const services = createServices(ctx, opts.info ?? opts.log);
  const tables = services.tables;
  // the seat operations reach the dispatcher through the LAN server's gate, after it is made
  let dispatcher: Dispatcher | null = null;
  const lan = new LanTables(tables, () => dispatcher as Dispatcher, TABLE_SEAT_OPS, opts.lan ?? null);
  const handlers: Handlers = { ...services.handlers, ...lanHandlers(lan, services.handlers) };
  // the ports close before the tables (and their tokens) go
  ctx.closers.unshift(() => void lan.stopAll());
  if (opts.dataDir) {
    const timer = setTimeout(() => checkCatalogLater(ctx), CATALOG_CHECK_DELAY_MS);
    timer.unref?.();
    ctx.closers.push(() => clearTimeout(timer));
  }
  dispatcher = createDispatcher(handlers, (op, err) =>
    opts.log?.(`internal error in ${op}: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`),
  );
  return {
    ctx,
    handlers,
    dispatcher,
    tables,
    lan,
    close() {
      for (const c of ctx.closers.splice(0)) c();
      for (const s of Object.values(stores)) s.close();
      lock?.release();
    },
  };
}
