/**
 * A V:TES record replays with the card data it was made with (issue 27 item 7): the definitions of
 * its card-data version are kept in the record archive (games.sqlite `record_data`, by the hash of
 * the definition table, once however many records name them); when the app's card data change (a
 * new data version: here one card's entry edited, loaded in a fresh module graph), a record made
 * before replays with its own definitions to the same state, while a new game plays the new ones.
 * Without its archived definitions the record goes through the upgrade path and says so.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { SqlJsStatic } from 'sql.js';
import { loadSqlJs } from '../db/sqljs';
import { gamesMigrations } from '../db/migrations/games';
import { Store } from '../db/store';
import type { GameService } from './games';
import action from '../games/vtes/data/action.json';

let SQL: SqlJsStatic;
beforeAll(async () => {
  SQL = await loadSqlJs();
});

const config = { decks: [{ starter: 'brujah' }, { starter: 'ventrue' }] };
/** A Brujah starter action card (a bleed with a Discipline): the entry the "new" card data change. */
const CHANGED = '100640';

type Entry = { modes: { effects: { e: string; plus?: number }[] }[] };
/** The action data file of the new card-data version: the card bleeds for 3 more at its first level. */
function newActionFile(): unknown {
  const file = structuredClone(action) as unknown as Record<string, Entry>;
  const bleed = file[CHANGED].modes[0].effects.find((e) => e.e === 'bleed')!;
  bleed.plus = 3;
  return file;
}

/** The app's modules as loaded with the bundled card data, or with the new version of it. */
async function app(newData: boolean) {
  vi.resetModules();
  if (newData) vi.doMock('../games/vtes/data/action.json', () => ({ default: newActionFile() }));
  else vi.doUnmock('../games/vtes/data/action.json');
  const { GameService } = await import('./games');
  const { gameRegistry } = await import('../games/registry');
  const { CARD_DATA_VERSION } = await import('../games/vtes/setup/card-data');
  const { defsOf } = await import('../games/vtes/core/card-tables');
  const service = (store: Store) => new GameService(store, gameRegistry(), undefined, { idleCheckpointMs: 0 });
  return { service, version: CARD_DATA_VERSION, defsOf };
}

type Svc = GameService;
const stateOf = (svc: Svc, id: string) => (svc.session(id) as unknown as { state: { cardData: string } }).state;

function play(svc: Svc, seed: string, steps: number): string {
  const seats = ['A', 'B'].map((name) => ({ name, kind: 'human' as const }));
  const { id } = svc.create({ game: 'vtes', seats, seed, config });
  for (let i = 0; i < steps && svc.next(id); i++) {
    const seat = svc.next(id)!.seat;
    svc.choose(id, seat, svc.view(id, seat).decision!.options[0].id);
  }
  return id;
}

type Stored = { config: { cardData: { version: string; defs: string } } };

describe('V:TES records replay with the card data they were made with (issue 27 item 7)', () => {
  it('an old record replays to the same state with its archived definitions; a new game plays the new data', async () => {
    const store = Store.open(SQL, { file: null, migrations: gamesMigrations });
    const before = await app(false);
    const svc1 = before.service(store);
    const id = play(svc1, 'data-versions', 60);
    const hash = svc1.session(id).hash();
    const step = svc1.session(id).step;
    const oldDef = before.defsOf(stateOf(svc1, id))[CHANGED];
    const record = svc1.savedRecord(id) as unknown as Stored;
    expect(record.config.cardData.version).toBe(before.version);
    // a second game with the same data: its definitions are archived once for both
    play(svc1, 'data-versions-2', 4);
    const kept = store.all<{ key: string; data: string }>('SELECT key, data FROM record_data');
    expect(kept.map((k) => k.key)).toEqual([record.config.cardData.defs]);
    expect((JSON.parse(kept[0].data) as { version: string }).version).toBe(before.version);

    // the app now loads other card data: the card's entry changed
    const after = await app(true);
    expect(after.version).not.toBe(before.version);
    const svc2 = after.service(store);
    expect(svc2.session(id).hash()).toBe(hash);
    expect(svc2.session(id).step).toBe(step);
    expect(svc2.view(id, 'public').rulesNotice).toBeUndefined();
    expect(store.all('SELECT id FROM game_archive')).toHaveLength(0);
    expect(after.defsOf(stateOf(svc2, id))[CHANGED]).toEqual(oldDef);
    // it goes on with its own data, and is saved naming them still
    const seat = svc2.next(id)!.seat;
    svc2.choose(id, seat, svc2.view(id, seat).decision!.options[0].id);
    expect((svc2.savedRecord(id) as unknown as Stored).config.cardData).toEqual(record.config.cardData);
    svc2.forget();
    expect(svc2.session(id).step).toBe(step + 1);

    // a new game plays the new data, and archives them
    const fresh = play(svc2, 'data-versions-3', 0);
    const newDef = after.defsOf(stateOf(svc2, fresh))[CHANGED];
    expect(newDef).not.toEqual(oldDef);
    expect(JSON.stringify(newDef)).toContain('"plus":3');
    expect((svc2.savedRecord(fresh) as unknown as Stored).config.cardData.version).toBe(after.version);
    expect(store.all('SELECT key FROM record_data')).toHaveLength(2);
  });

  it('without its archived definitions, a record made with other card data takes the upgrade path and says so', async () => {
    const store = Store.open(SQL, { file: null, migrations: gamesMigrations });
    const svc1 = (await app(false)).service(store);
    const id = play(svc1, 'data-versions', 60);
    const original = svc1.savedRecord(id);
    store.write((db) => db.run('DELETE FROM record_data'));
    const svc2 = (await app(true)).service(store);
    const view = svc2.view(id, 'public');
    expect(view.rulesNotice).toBeDefined();
    const archived = store.all<{ record: string }>('SELECT record FROM game_archive WHERE id = ?', [id]);
    expect(archived.map((a) => JSON.parse(a.record) as unknown)).toEqual([original]);
  });

  it('a damaged archive row is not used: the record takes the upgrade path', async () => {
    const store = Store.open(SQL, { file: null, migrations: gamesMigrations });
    const svc1 = (await app(false)).service(store);
    const id = play(svc1, 'data-versions', 8);
    store.write((db) => db.run(`UPDATE record_data SET data = replace(data, '"plus":1', '"plus":2')`));
    const svc2 = (await app(true)).service(store);
    expect(svc2.view(id, 'public').rulesNotice).toBeDefined();
  });
});
