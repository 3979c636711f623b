import path from 'node:path';
import type { EventMap, EventName } from '../api/contract';
import { createDispatcher, type Dispatcher, type Handlers } from '../api/dispatcher';
import type { StartupNotice } from '../api/ops/app';
import { loadSqlJs } from '../db/sqljs';
import { Store, type StoreNotice } from '../db/store';
import { catalogMigrations } from '../db/migrations/catalog';
import { userMigrations } from '../db/migrations/user';
import { gamesMigrations } from '../db/migrations/games';
import type { ServiceContext } from './context';
import { createHandlers } from './handlers';
import { syncBuiltinCards } from './builtin-cards';

export interface HostOptions {
  mode: 'electron' | 'web';
  version: string;
  /** Folder for the database files; null keeps everything in memory (tests). */
  dataDir: string | null;
  systemLocales: string[];
  emit?: (name: EventName, payload: unknown) => void;
  log?: (msg: string) => void;
}

export interface Host {
  ctx: ServiceContext;
  handlers: Handlers;
  dispatcher: Dispatcher;
  close(): void;
}

function storeNotice(n: StoreNotice): StartupNotice | null {
  const file = path.basename(n.file);
  if (n.kind === 'moved_aside') return { key: 'db_moved_aside', params: { file, movedTo: n.movedTo ?? '', reason: n.reason ?? '' } };
  if (n.kind === 'restored_previous') return { key: 'db_restored_previous', params: { file } };
  return null;
}

/** Opens the stores and wires every service; shared by the Electron shell and the browser host. */
export async function createHost(opts: HostOptions): Promise<Host> {
  const SQL = await loadSqlJs();
  const file = (name: string) => (opts.dataDir ? path.join(opts.dataDir, name) : null);
  const stores = {
    catalog: Store.open(SQL, { file: file('catalog.sqlite'), migrations: catalogMigrations }),
    user: Store.open(SQL, { file: file('user.sqlite'), migrations: userMigrations }),
    games: Store.open(SQL, { file: file('games.sqlite'), migrations: gamesMigrations }),
  };
  syncBuiltinCards(stores.catalog);
  const notices: StartupNotice[] = [];
  for (const s of Object.values(stores)) {
    for (const n of s.notices) {
      const sn = storeNotice(n);
      if (sn) notices.push(sn);
    }
  }
  const ctx: ServiceContext = {
    SQL,
    mode: opts.mode,
    version: opts.version,
    dataDir: opts.dataDir ?? '',
    systemLocales: opts.systemLocales,
    stores,
    notices,
    emit<N extends EventName>(name: N, payload: EventMap[N]) {
      opts.emit?.(name, payload);
    },
  };
  const handlers = createHandlers(ctx);
  const dispatcher = createDispatcher(handlers, (op, err) =>
    opts.log?.(`internal error in ${op}: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`),
  );
  return {
    ctx,
    handlers,
    dispatcher,
    close() {
      for (const s of Object.values(stores)) s.close();
    },
  };
}

