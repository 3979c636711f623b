/**
 * The record archive's data (issue 27 item 7): what saved records name but do not hold (V:TES: the
 * card definitions of a card-data version, `GameModule.archivedData`), kept in games.sqlite's
 * `record_data` by game and content key. A key is written once, in the same transaction as the first
 * record that names it (or, for a game saved before the archive existed, when it is opened), and
 * never changed or removed: however many records name it, it is stored once, and a record made with
 * other data than the loaded one replays with its own (`GameModule.restoreConfig`).
 */
import type { Database } from 'sql.js';
import type { Store } from '../db/store';
import type { AnyModule } from '../engine/session';

/** The archived data a game's config names: its key, and the data to keep when the archive lacks it. */
export type RecordData = { game: string; key: string; data: unknown };

/** What a config names for the archive (null: the module keeps nothing there). */
export function recordDataOf(module: AnyModule, config: unknown): RecordData | null {
  if (!module.archivedData) return null;
  const { key, data } = module.archivedData(config);
  return { game: module.id, key, data };
}

/** Writes it inside a write transaction, unless it is already there (a key's data never change). */
export function keepRecordData(db: Database, d: RecordData, now: string): void {
  db.run('INSERT OR IGNORE INTO record_data(game, key, stored, data) VALUES(?,?,?,?)', [d.game, d.key, now, JSON.stringify(d.data)]);
}

/** Whether the archive holds a key. */
export function hasRecordData(store: Store, d: RecordData): boolean {
  return !!store.get('SELECT 1 AS one FROM record_data WHERE game = ? AND key = ?', [d.game, d.key]);
}

/** The archive's reader for a game's restoreConfig: the data kept under a key (undefined: none, or unreadable). */
export function archivedReader(store: Store, game: string): (key: string) => unknown {
  return (key) => {
    const row = store.get<{ data: string }>('SELECT data FROM record_data WHERE game = ? AND key = ?', [game, key]);
    if (!row) return undefined;
    try {
      return JSON.parse(row.data) as unknown;
    } catch {
      return undefined; // a damaged row: the record takes the upgrade path instead
    }
  };
}
