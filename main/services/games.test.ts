import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SqlJsStatic } from 'sql.js';
import { AppError } from '../common/errors';
import { loadSqlJs } from '../db/sqljs';
import { nodePersistFs, Store, type PersistFs } from '../db/store';
import { gamesMigrations } from '../db/migrations/games';
import { registerBot } from '../engine/bots';
import type { AnyModule } from '../engine/session';
import { assertNoLeak } from '../engine/testing/leaks';
import { toyModule, type ToyState, type ToyView } from '../engine/testing/toy';
import { GameRegistry } from '../games/registry';
import { createDispatcher, type Handlers } from '../api/dispatcher';
import { GameService, gameHandlers } from './games';

let SQL: SqlJsStatic;
beforeAll(async () => {
  SQL = await loadSqlJs();
});

const tmpFile = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-games-')), 'games.sqlite');

function open(file: string, fsImpl: PersistFs = nodePersistFs): Store {
  return Store.open(SQL, { file, migrations: gamesMigrations, fsImpl });
}

function service(store: Store, modules: AnyModule[] = [toyModule]): GameService {
  let t = Date.UTC(2026, 0, 1);
  return new GameService(store, new GameRegistry(modules), () => new Date((t += 1000)));
}

/** The record as saved in the file, read by a fresh store (what a restart would see). */
function savedChoices(file: string, id: string): number {
  const s = open(file);
  const row = s.get<{ record: string }>('SELECT record FROM games WHERE id = ?', [id]);
  s.close();
  return (JSON.parse(row!.record) as { choices: unknown[] }).choices.length;
}

const two = [
  { name: 'Ana', kind: 'human' as const },
  { name: 'Jan', kind: 'human' as const },
];

function errKey(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    if (e instanceof AppError) return `${e.code}/${e.key}`;
    throw e;
  }
  return 'no error';
}

describe('games.sqlite migrations', () => {
  it('migrate from every earlier version', () => {
    for (let k = 0; k <= gamesMigrations.length; k++) {
      const file = tmpFile();
      const old = Store.open(SQL, { file, migrations: gamesMigrations.slice(0, k) });
      if (k >= 1) old.write((db) => db.run("INSERT INTO meta VALUES('kept', '1')"));
      old.close();
      const s = open(file);
      expect(s.version).toBe(gamesMigrations.length);
      if (k >= 1) expect(s.get<{ value: string }>("SELECT value FROM meta WHERE key = 'kept'")?.value).toBe('1');
      expect(s.all('SELECT * FROM games')).toEqual([]);
      s.close();
    }
  });
});

describe('GameService', () => {
  it('autosaves after every choice, bots included, and a fresh service resumes with the same state', () => {
    const file = tmpFile();
    let persists = 0;
    const counting: PersistFs = { ...nodePersistFs, renameSync: (a, b) => (persists++, nodePersistFs.renameSync(a, b)) };
    const store = open(file, counting);
    const svc = service(store);
    const seats = [
      { name: 'Ana', kind: 'human' as const },
      { name: 'Bot', kind: 'bot' as const, bot: 'random' },
    ];
    persists = 0;
    const { id } = svc.create({ game: 'toy', seats, seed: 'persist' });
    expect(persists).toBe(1 + svc.session(id).step); // the insert + one save per bot choice
    let guard = 0;
    while (svc.next(id) && guard++ < 200) {
      const v = svc.view(id, 0);
      const before = svc.session(id).step;
      persists = 0;
      svc.choose(id, 0, v.decision!.options[0].id);
      const made = svc.session(id).step - before;
      expect(persists).toBe(made); // one save per recorded choice (human + bots)
      expect(savedChoices(file, id)).toBe(svc.session(id).step);
    }
    expect(svc.next(id)).toBeNull();
    const hash = svc.session(id).hash();
    store.close();

    const again = service(open(file));
    expect(again.session(id).hash()).toBe(hash);
    const [row] = again.list();
    expect(row).toMatchObject({
      id,
      game: 'toy',
      finished: true,
      seats: [
        { name: 'Ana', kind: 'human' },
        { name: 'Bot', kind: 'bot' },
      ],
    });
    expect(row.progress.key).toBe('log-toy:progress');
    expect(again.view(id, 'public').result?.ranking.flat().sort()).toEqual([0, 1]);
  });

  it('a game saved under an older rules version goes on from the choices the current rules accept; the original record is archived', () => {
    const file = tmpFile();
    const store = open(file);
    const svc = service(store);
    const { id } = svc.create({ game: 'toy', seats: two, seed: 'old-rules' });
    let drawAt = -1;
    for (let guard = 0; svc.next(id) && guard < 200 && (drawAt < 0 || svc.session(id).step < drawAt + 4); guard++) {
      const seat = svc.next(id)!.seat;
      const d = svc.view(id, seat).decision!;
      const draw = d.options.find((o) => o.id === 'draw');
      if (draw && drawAt < 0) drawAt = svc.session(id).step;
      svc.choose(id, seat, (drawAt === svc.session(id).step && draw ? draw : d.options[0]).id);
    }
    expect(drawAt).toBeGreaterThanOrEqual(0);
    const original = svc.savedRecord(id);
    expect(original.choices.length).toBeGreaterThan(drawAt + 1);
    store.close();

    // the new rules no longer offer "draw": the game keeps the choices before the first draw
    const v2: AnyModule = {
      ...toyModule,
      rulesVersion: 'toy-2',
      decisions: (st: ToyState) =>
        toyModule.decisions(st).map((d) => (d.kind === 'toy.act' ? { ...d, options: d.options.filter((o) => o.id !== 'draw') } : d)),
    };
    const store2 = open(file);
    const svc2 = service(store2, [v2]);
    const view = svc2.view(id, 'public');
    expect(view.step).toBe(drawAt);
    expect(view.rulesNotice).toEqual({ from: 'toy-1', kept: drawAt, of: original.choices.length });
    const saved = svc2.savedRecord(id);
    expect(saved.rulesVersion).toBe('toy-2');
    expect(saved.choices).toEqual(original.choices.slice(0, drawAt));
    const archived = store2.all<{ rules_version: string; kept: number; record: string }>(
      'SELECT rules_version, kept, record FROM game_archive WHERE id = ?',
      [id],
    );
    expect(archived).toHaveLength(1);
    expect(archived[0]).toMatchObject({ rules_version: 'toy-1', kept: drawAt });
    expect(JSON.parse(archived[0].record)).toEqual(original);
    // play goes on under the new rules, and a restart neither archives again nor loses the notice
    const next = svc2.next(id)!;
    svc2.choose(id, next.seat, svc2.view(id, next.seat).decision!.options[0].id);
    store2.close();
    const store3 = open(file);
    const svc3 = service(store3, [v2]);
    expect(svc3.view(id, 0).rulesNotice).toEqual({ from: 'toy-1', kept: drawAt, of: original.choices.length });
    expect(svc3.session(id).step).toBe(drawAt + 1);
    expect(store3.all('SELECT id FROM game_archive')).toHaveLength(1);
    // deleting the game deletes its archive too
    svc3.delete(id);
    expect(store3.all('SELECT id FROM game_archive')).toHaveLength(0);
    store3.close();
  });

  it('a record of the current rules version that no longer replays is an error, never silently shortened', () => {
    const file = tmpFile();
    const store = open(file);
    const svc = service(store);
    const { id } = svc.create({ game: 'toy', seats: two, seed: 'same-rules' });
    const next = svc.next(id)!;
    svc.choose(id, next.seat, svc.view(id, next.seat).decision!.options[0].id);
    const rec = svc.savedRecord(id);
    store.run('UPDATE games SET record = ? WHERE id = ?', [
      JSON.stringify({ ...rec, choices: [...rec.choices, { seat: 0, option: 'nonsense' }] }),
      id,
    ]);
    svc.forget();
    expect(errKey(() => svc.view(id, 0))).toBe('internal/record_replay_failed');
    expect(store.all('SELECT id FROM game_archive')).toHaveLength(0);
    store.close();
  });

  it('a choice that throws never reaches the saved record', () => {
    const file = tmpFile();
    const broken = Object.create(toyModule) as AnyModule;
    broken.apply = (s: ToyState, seat: number, o: string) => {
      if (o === 'draw') throw new Error('bug');
      return toyModule.apply(s, seat, o);
    };
    const svc = service(open(file), [broken]);
    const { id } = svc.create({ game: 'toy', seats: two, seed: 'throws' });
    svc.choose(id, 0, svc.view(id, 0).decision!.options[0].id);
    svc.choose(id, 1, svc.view(id, 1).decision!.options[0].id);
    const saved = savedChoices(file, id);
    expect(svc.view(id, 0).decision!.options.map((o) => o.id)).toContain('draw');
    expect(errKey(() => svc.choose(id, 0, 'draw'))).toBe('internal/move_failed');
    expect(savedChoices(file, id)).toBe(saved);
    expect(svc.session(id).step).toBe(saved);
  });

  it('a failed save drops the in-memory step so memory never runs ahead of the file', () => {
    const file = tmpFile();
    let fail = false;
    const flaky: PersistFs = {
      ...nodePersistFs,
      renameSync: (a, b) => {
        if (fail) throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
        nodePersistFs.renameSync(a, b);
      },
    };
    const svc = service(open(file, flaky));
    const { id } = svc.create({ game: 'toy', seats: two, seed: 'flaky' });
    fail = true;
    expect(errKey(() => svc.choose(id, 0, svc.view(id, 0).decision!.options[0].id))).toBe('io_failed/disk_full');
    fail = false;
    // reloaded from what the file holds: seat 0 must still bid
    expect(svc.session(id).step).toBe(savedChoices(file, id));
    expect(svc.view(id, 0).decision?.kind).toBe('toy.bid');
  });

  it('next names the human who must act; views hide the other hands; undo and replay', () => {
    const svc = service(Store.open(SQL, { file: null, migrations: gamesMigrations }));
    const { id } = svc.create({ game: 'toy', seats: two, seed: 'flow', options: { long: true } });
    expect((svc.view(id, 0).view as ToyView).rounds).toBe(8);
    expect(svc.next(id)).toEqual({ seat: 0, name: 'Ana', human: true, humans: 2 });
    const hands = (svc.session(id).state as ToyState).hands;
    assertNoLeak(svc.view(id, 0), [hands[1]], 'seat 0 view');
    assertNoLeak(svc.view(id, 'public'), [hands[0], hands[1]], 'public view');
    const v = svc.choose(id, 0, `c${hands[0][0]}`);
    expect(v.canUndo).toBe(true);
    expect(svc.next(id)).toEqual({ seat: 1, name: 'Jan', human: true, humans: 2 });
    expect(svc.view(id, 1).waitingFor).toEqual([
      { seat: 0, status: 'chosen' },
      { seat: 1, status: 'deciding' },
    ]);
    const u = svc.undo(id, 0);
    expect(u.step).toBe(0);
    expect(u.decision?.kind).toBe('toy.bid');
    svc.choose(id, 0, u.decision!.options[0].id);
    svc.choose(id, 1, svc.view(id, 1).decision!.options[0].id);
    expect(errKey(() => svc.undo(id, 1))).toBe('illegal_move/undo_not_allowed');
    const r0 = svc.replay(id, 0);
    expect(r0).toMatchObject({ step: 0, steps: 2 });
    expect(r0.view.seat).toBe('public');
    expect(r0.view.decision).toBeNull();
    expect(svc.replay(id, 99).step).toBe(2);
    expect(svc.replay(id, 2).view.log.some((l) => l.type === 'toy.reveal')).toBe(true);
  });

  it('rejects bad input with localized keys and changes nothing', () => {
    const svc = service(Store.open(SQL, { file: null, migrations: gamesMigrations }));
    expect(errKey(() => svc.create({ game: 'chess', seats: two }))).toBe('not_found/game_not_available');
    expect(errKey(() => svc.create({ game: 'toy', seats: [two[0]] }))).toBe('invalid_input/game_config_invalid');
    expect(errKey(() => svc.create({ game: 'toy', seats: two, options: { nope: true } }))).toBe('invalid_input/game_option_unknown');
    expect(errKey(() => svc.create({ game: 'toy', seats: two, options: { long: 'x' } }))).toBe('invalid_input/game_option_invalid');
    expect(errKey(() => svc.create({ game: 'toy', seats: [two[0], { name: 'B', kind: 'bot', bot: 'zzz' }] }))).toBe(
      'invalid_input/bot_not_available',
    );
    expect(svc.list()).toEqual([]);
    const { id } = svc.create({ game: 'toy', seats: two, seed: 'bad' });
    expect(errKey(() => svc.view('nope', 0))).toBe('not_found/game_not_found');
    expect(errKey(() => svc.view(id, 7))).toBe('invalid_input/seat_not_found');
    expect(errKey(() => svc.choose(id, 0, 'c999'))).toBe('illegal_move/illegal_option');
    expect(svc.session(id).step).toBe(0);
    svc.delete(id);
    expect(svc.list()).toEqual([]);
    expect(errKey(() => svc.delete(id))).toBe('not_found/game_not_found');
  });

  it('lists the modules with their setup form and bots', () => {
    const svc = service(Store.open(SQL, { file: null, migrations: gamesMigrations }));
    expect(svc.modules()).toEqual([
      {
        game: 'toy',
        minPlayers: 2,
        maxPlayers: 4,
        options: [expect.objectContaining({ id: 'long', kind: 'boolean' })],
        bots: expect.arrayContaining(['random']),
      },
    ]);
  });

  it('the games.* operations validate their input at the boundary', async () => {
    const store = Store.open(SQL, { file: null, migrations: gamesMigrations });
    const svc = service(store);
    const d = createDispatcher(gameHandlers(store, svc) as unknown as Handlers);
    const created = await d.call('games.create', { game: 'toy', seats: two, seed: 'ops' });
    expect(created.ok).toBe(true);
    const id = (created as { value: { id: string } }).value.id;
    const bad = async (op: string, input: unknown) => {
      const r = await d.call(op, input);
      return r.ok ? 'ok' : `${r.error.code}/${r.error.key}`;
    };
    // a seat answers only through its token (table.choose): the bare-seat operation is gone
    expect(await bad('games.choose', { id, seat: 0, option: 'pass' })).toBe('unknown_operation/unknown_operation');
    expect(await bad('games.create', { game: 'toy', seats: two, extra: 1 })).toBe('invalid_input/invalid_input');
    expect(await bad('games.create', { game: 'toy', seats: [{ name: '  ', kind: 'human' }, two[1]] })).toBe('invalid_input/invalid_input');
    expect(await bad('games.view', { id, seat: 'public' })).toBe('ok');
    expect(await bad('games.view', { id, seat: 'spy' })).toBe('invalid_input/invalid_input');
    expect(await bad('games.view', { id, seat: 0 })).toBe('invalid_input/invalid_input');
    expect(await bad('games.replay', { id, step: 0 })).toBe('ok');
    expect(svc.list()).toHaveLength(1);
    expect(svc.session(id).step).toBe(0);
  });

  it('a bot failing right after creation leaves the game saved; games.next reports the error', () => {
    const liarModule = Object.create(toyModule) as AnyModule;
    const svc = service(Store.open(SQL, { file: null, migrations: gamesMigrations }), [liarModule]);
    registerBot('toy', { id: 'broken', choose: () => 'nonsense' });
    const { id } = svc.create({ game: 'toy', seats: [{ name: 'Bot', kind: 'bot', bot: 'broken' }, two[1]], seed: 'liar' });
    expect(svc.list().map((g) => g.id)).toEqual([id]);
    expect(errKey(() => svc.next(id))).toBe('internal/bot_failed');
    expect(svc.session(id).step).toBe(0);
  });
});
