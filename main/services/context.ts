import type { SqlJsStatic } from 'sql.js';
import type { EventMap, EventName } from '../api/contract';
import type { AppInfo, StartupNotice } from '../api/ops/app';
import type { Store } from '../db/store';

/** Everything a service needs from its host (Electron shell or browser host). */
export interface ServiceContext {
  SQL: SqlJsStatic;
  mode: 'electron' | 'web';
  version: string;
  dataDir: string;
  /** The OS's preferred languages, most preferred first (BCP 47 tags). */
  systemLocales: string[];
  stores: {
    /** catalog.sqlite: card data (rewritten on import only) */
    catalog: Store;
    /** user.sqlite: settings and decks */
    user: Store;
    /** games.sqlite: game records, autosaved after every choice */
    games: Store;
  };
  notices: StartupNotice[];
  /** Run by the host's close(), before the stores close (e.g. folding game journals). */
  closers: (() => void)[];
  emit<N extends EventName>(name: N, payload: EventMap[N]): void;
}

/** What `app.info` answers (here, not in host.ts, so that handlers.ts and host.ts form no cycle). */
export function appInfo(ctx: ServiceContext): AppInfo {
  return { version: ctx.version, mode: ctx.mode, dataDir: ctx.dataDir, notices: ctx.notices };
}
