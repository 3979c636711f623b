/**
 * Vendetta moved to the engine's generator (sfc32) in rules version vendetta-es-2022.2 (issue 10
 * item 5). A game saved under .1 (dealt by the old xoshiro128** generator; the fixture was saved by
 * the old code) resumes through the upgrade path: the original record is archived, the game goes
 * on from the choices the new deal still accepts, and the player is told.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { SqlJsStatic } from 'sql.js';
import { loadSqlJs } from '../db/sqljs';
import { gamesMigrations } from '../db/migrations/games';
import { Store } from '../db/store';
import { GameSession } from '../engine/session';
import type { GameRecord } from '../engine/types';
import { GameRegistry } from '../games/registry';
import { vendettaModule } from '../games/vendetta/module';
import old from '../games/vendetta/fixtures/record-vendetta-es-2022.1.json';
import { GameService } from './games';

let SQL: SqlJsStatic;
beforeAll(async () => {
  SQL = await loadSqlJs();
});

describe('Vendetta on the engine generator (rules version bump)', () => {
  it('bumped the rules version: the same seed deals differently than under .1', () => {
    expect(vendettaModule.rulesVersion).toBe('vendetta-es-2022.2');
    const record = old as GameRecord;
    // the recorded choices were answers to the old deal: the new one refuses one of them
    expect(() => GameSession.fromRecord(vendettaModule, record)).toThrow();
  });

  it('a game saved under vendetta-es-2022.1 resumes with a notice; the original record is archived', () => {
    const store = Store.open(SQL, { file: null, migrations: gamesMigrations });
    const record = old as GameRecord;
    store.write((db) => {
      db.run('INSERT INTO games(id, game, seats, created, updated, progress, steps, finished, record) VALUES(?,?,?,?,?,?,?,?,?)', [
        'g1',
        'vendetta',
        JSON.stringify(record.seats),
        '2026-01-01T00:00:00.000Z',
        '2026-01-01T00:00:00.000Z',
        JSON.stringify({ key: 'log-vendetta:progress.round', params: { round: 1 } }),
        record.choices.length,
        0,
        JSON.stringify(record),
      ]);
    });
    const svc = new GameService(store, new GameRegistry([vendettaModule]));
    const view = svc.view('g1', 'public');
    expect(view.rulesNotice?.from).toBe('vendetta-es-2022.1');
    expect(view.rulesNotice?.of).toBe(record.choices.length);
    expect(view.rulesNotice!.kept).toBeLessThan(record.choices.length);
    expect(view.step).toBe(view.rulesNotice!.kept);
    expect(svc.savedRecord('g1').rulesVersion).toBe('vendetta-es-2022.2');
    const archived = store.all<{ rules_version: string; record: string }>('SELECT rules_version, record FROM game_archive WHERE id = ?', [
      'g1',
    ]);
    expect(archived).toHaveLength(1);
    expect(JSON.parse(archived[0].record)).toEqual(record);
    // the game goes on
    const next = svc.next('g1');
    expect(next).not.toBeNull();
    const d = svc.view('g1', next!.seat).decision!;
    svc.choose('g1', next!.seat, d.options[0].id);
    expect(svc.session('g1').step).toBe(view.step + 1);
  });
});
