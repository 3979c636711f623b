/**
 * V:TES records name their card data instead of copying definitions (issue 27 items 7 and 12): the
 * saved record holds the decks by card id and the card-data version; it replays with definitions
 * resolved from the loaded data, and a record made with other card data goes through the upgrade
 * path (archived first) instead of replaying silently with the new definitions.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { SqlJsStatic } from 'sql.js';
import { loadSqlJs } from '../db/sqljs';
import { gamesMigrations } from '../db/migrations/games';
import { Store } from '../db/store';
import { gameRegistry } from '../games/registry';
import { CARD_DATA_VERSION } from '../games/vtes/setup/record-config';
import { STARTER_DEFS } from '../games/vtes/data/starters';
import { GameService } from './games';

let SQL: SqlJsStatic;
beforeAll(async () => {
  SQL = await loadSqlJs();
});

const seats = [
  { name: 'A', kind: 'human' as const },
  { name: 'B', kind: 'human' as const },
];

function played(steps: number) {
  const store = Store.open(SQL, { file: null, migrations: gamesMigrations });
  const svc = new GameService(store, gameRegistry(), undefined, { idleCheckpointMs: 0 });
  const { id } = svc.create({ game: 'vtes', seats, seed: 'card-data', config: { decks: [{ starter: 'brujah' }, { starter: 'ventrue' }] } });
  for (let i = 0; i < steps && svc.next(id); i++) {
    const seat = svc.next(id)!.seat;
    svc.choose(id, seat, svc.view(id, seat).decision!.options[0].id);
  }
  return { store, svc, id };
}

type Stored = { config: { cards?: unknown; cardData?: { version: string; defs: string } } };

describe('V:TES records by reference (issue 27 item 7)', () => {
  it('a saved record holds the card-data version and no card definitions, and replays to the same state', () => {
    const { svc, id } = played(12);
    const record = svc.savedRecord(id) as unknown as Stored;
    expect(record.config.cards).toBeUndefined();
    expect(record.config.cardData?.version).toBe(CARD_DATA_VERSION);
    expect(record.config.cardData?.defs).toMatch(/^[0-9a-f]{16}$/);
    expect(JSON.stringify(record)).not.toContain('"modes"');
    const hash = svc.session(id).hash();
    const step = svc.session(id).step;
    svc.forget();
    expect(svc.session(id).hash()).toBe(hash);
    expect(svc.session(id).step).toBe(step);
    expect(svc.view(id, 0).rulesNotice).toBeUndefined();
  });

  it('a record made with other card data is archived and taken through the upgrade path, never replayed silently', () => {
    const { store, svc, id } = played(12);
    const original = svc.savedRecord(id) as unknown as Stored & { choices: unknown[] };
    const other = { ...original, config: { ...original.config, cardData: { version: 'older-data', defs: '0000000000000000' } } };
    store.write((db) => db.run('UPDATE games SET record = ? WHERE id = ?', [JSON.stringify(other), id]));
    svc.forget();
    const view = svc.view(id, 'public');
    const archived = store.all<{ record: string }>('SELECT record FROM game_archive WHERE id = ?', [id]);
    expect(archived).toHaveLength(1);
    expect(JSON.parse(archived[0].record)).toEqual(other);
    expect(view.rulesNotice).toMatchObject({ of: original.choices.length });
    // saved again with the data it now plays with
    const saved = svc.savedRecord(id) as unknown as Stored;
    expect(saved.config.cardData).toEqual(original.config.cardData);
  });

  it('an older record with its definitions replays with them when they are the loaded ones, else is archived with them and upgraded', () => {
    const { store, svc, id } = played(12);
    const current = svc.savedRecord(id) as unknown as Stored & { config: Record<string, unknown> };
    const { cardData: _cd, ...plain } = current.config;
    const hash = svc.session(id).hash();
    // the same definitions as the loaded data: replayed as it is, no archive
    store.write((db) => db.run('UPDATE games SET record = ? WHERE id = ?', [JSON.stringify({ ...current, config: plain }), id]));
    svc.forget();
    expect(svc.session(id).hash()).toBe(hash);
    expect(store.all('SELECT id FROM game_archive')).toHaveLength(0);
    // a definition the loaded data no longer give: the record is archived with its definitions
    const [first] = STARTER_DEFS.values();
    const legacy = { ...current, config: { ...plain, cards: [{ ...first, id: '999001' }] } };
    store.write((db) => db.run('UPDATE games SET record = ? WHERE id = ?', [JSON.stringify(legacy), id]));
    svc.forget();
    svc.view(id, 'public');
    const archived = store.all<{ record: string }>('SELECT record FROM game_archive WHERE id = ?', [id]);
    expect(archived).toHaveLength(1);
    expect(JSON.parse(archived[0].record)).toEqual(legacy);
    expect((svc.savedRecord(id) as unknown as Stored).config.cards).toBeUndefined();
  });
});
