/**
 * What the table service's tests share: a tiny game where each seat makes several choices in a
 * row ("chain"), a service over an in-memory or file store, and the toy game's registry.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SqlJsStatic } from 'sql.js';
import type { GameId } from '../common/ids';
import { Journal } from '../db/journal';
import { gamesMigrations } from '../db/migrations/games';
import { Store } from '../db/store';
import type { AnyModule } from '../engine/session';
import { toyModule } from '../engine/testing/toy';
import type { GameEvent, GameModule } from '../engine/types';
import { GameRegistry } from '../games/registry';
import { GameService, type JournalLine } from './games';
import type { BotThinker } from './bot-thinker';
import { TableService } from './table';

interface ChainState {
  players: number;
  perTurn: number;
  turns: number;
  turn: number;
  made: number;
  totals: number[];
  /** A seat's hidden number (its private view only). */
  secrets: number[];
}

/**
 * "Chain": each turn, the seat in turn answers `perTurn` questions in a row (x: +1, y: +2, z:
 * +3 and a revealing event); after `turns` turns the game ends. Seats' secrets show only in
 * their own view.
 */
export const chainModule: GameModule<ChainState, { players: number; perTurn: number; turns: number }> = {
  id: 'chain' as GameId,
  rulesVersion: 'chain-1',
  parseConfig: (raw) => {
    const r = (raw ?? {}) as { players?: number; perTurn?: number; turns?: number };
    return { players: r.players ?? 2, perTurn: r.perTurn ?? 3, turns: r.turns ?? 6 };
  },
  seatCount: (c) => c.players,
  setup: (c) => ({
    state: {
      ...c,
      turn: 0,
      made: 0,
      totals: Array.from({ length: c.players }, () => 0),
      secrets: Array.from({ length: c.players }, (_, i) => 100 + i),
    },
    events: [{ type: 'chain.start' }],
  }),
  decisions: (s) =>
    s.turn >= s.turns
      ? []
      : [
          {
            seat: s.turn % s.players,
            kind: 'chain.add',
            prompt: { key: 'chain.add', params: { made: s.made } },
            options: ['x', 'y', 'z'].map((id) => ({ id, label: { key: `chain.${id}` } })),
          },
        ],
  apply: (prev, seat, option) => {
    const s: ChainState = { ...prev, totals: prev.totals.slice() };
    s.totals[seat] += option === 'x' ? 1 : option === 'y' ? 2 : 3;
    const events: GameEvent[] = [{ type: 'chain.added', params: { seat, option }, reveals: option === 'z' }];
    s.made += 1;
    if (s.made >= s.perTurn) {
      s.made = 0;
      s.turn += 1;
    }
    return { state: s, events };
  },
  view: (s, seat) => ({ totals: s.totals, turn: s.turn, made: s.made, secret: seat === 'public' ? null : s.secrets[seat] }),
  result: (s) => (s.turn >= s.turns ? { ranking: [s.totals.map((_, i) => i)], scores: s.totals.slice() } : null),
  progress: (s) => ({ key: 'chain.progress', params: { turn: s.turn + 1 } }),
  // never reveals: takes the first option
  bots: [{ id: 'first', choose: (_view, d) => d.options[0].id }],
};

export const human = (name: string) => ({ name, kind: 'human' as const });
export const bot = (name: string) => ({ name, kind: 'bot' as const, bot: 'first' });

export interface TableRig {
  games: GameService;
  tables: TableService;
  store: Store;
  /** The data folder (journals, games.sqlite) when the rig writes to disk. */
  dir: string | null;
  /** `table.changed` pushes seen. */
  pushes: { table: string; step: number }[];
  logs: string[];
}

/** A games service (toy and chain games) and its table service; with `disk`, files and journals. */
export function tableRig(
  SQL: SqlJsStatic,
  opts: { disk?: boolean; dir?: string; modules?: AnyModule[]; thinker?: BotThinker } = {},
): TableRig {
  const dir = opts.dir ?? (opts.disk ? fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-table-')) : null);
  const store = Store.open(SQL, { file: dir ? path.join(dir, 'games.sqlite') : null, migrations: gamesMigrations });
  const journal = dir ? new Journal<JournalLine>(path.join(dir, 'journals')) : null;
  const games = new GameService(store, new GameRegistry(opts.modules ?? [toyModule as AnyModule, chainModule as AnyModule]), undefined, {
    journal,
    idleCheckpointMs: 0,
  });
  const logs: string[] = [];
  const tables = new TableService(games, { log: (m) => logs.push(m), thinker: opts.thinker });
  const pushes: TableRig['pushes'] = [];
  tables.onChange((e) => pushes.push(e));
  return { games, tables, store, dir, pushes, logs };
}
