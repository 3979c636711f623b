import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SqlJsStatic } from 'sql.js';
import { loadSqlJs } from './sqljs';
import { nodePersistFs, Store, type Migration, type PersistFs } from './store';
import { catalogMigrations } from './migrations/catalog';
import { userMigrations } from './migrations/user';
import { gamesMigrations } from './migrations/games';

let SQL: SqlJsStatic;
beforeAll(async () => {
  SQL = await loadSqlJs();
});

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-store-'));

const demo: Migration[] = [
  { version: 1, name: 'a', up: (db) => db.exec('CREATE TABLE t (k TEXT PRIMARY KEY, v INTEGER)') },
  { version: 2, name: 'b', up: (db) => db.exec('ALTER TABLE t ADD COLUMN note TEXT') },
];

describe('migrations', () => {
  it('apply from empty and set user_version', () => {
    const s = Store.open(SQL, { file: null, migrations: demo });
    expect(s.version).toBe(2);
    s.run("INSERT INTO t VALUES ('x', 1, 'n')");
    expect(s.get<{ note: string }>('SELECT note FROM t')?.note).toBe('n');
  });

  it('continue from every earlier version without losing rows', () => {
    for (let k = 0; k <= demo.length; k++) {
      const dir = tmp();
      const file = path.join(dir, 'db.sqlite');
      const old = Store.open(SQL, { file, migrations: demo.slice(0, k) });
      if (k >= 1) old.write((db) => db.run("INSERT INTO t(k, v) VALUES ('kept', 7)"));
      old.close();
      const s = Store.open(SQL, { file, migrations: demo });
      expect(s.version).toBe(2);
      if (k >= 1) expect(s.get<{ v: number }>("SELECT v FROM t WHERE k = 'kept'")?.v).toBe(7);
      s.close();
    }
  });

  it('an in-memory store opened from an image holds its rows, migrated; its writes stay its own', () => {
    const first = Store.open(SQL, { file: null, migrations: demo.slice(0, 1) });
    first.run("INSERT INTO t(k, v) VALUES ('kept', 7)");
    const image = first.db.export();
    first.close();
    const a = Store.open(SQL, { file: null, migrations: demo, image });
    const b = Store.open(SQL, { file: null, migrations: demo, image });
    expect(a.version).toBe(2);
    a.write((db) => db.run("UPDATE t SET v = 8, note = 'a' WHERE k = 'kept'"));
    expect(a.get<{ v: number }>("SELECT v FROM t WHERE k = 'kept'")?.v).toBe(8);
    expect(b.get<{ v: number }>("SELECT v FROM t WHERE k = 'kept'")?.v).toBe(7);
  });

  it('refuse a list whose versions are not 1..n', () => {
    expect(() => Store.open(SQL, { file: null, migrations: [{ ...demo[1] }] })).toThrow(/version 2, expected 1/);
  });

  it('a failing migration rolls back and leaves the older version', () => {
    const bad: Migration[] = [demo[0], { version: 2, name: 'bad', up: (db) => db.exec('ALTER TABLE nope ADD COLUMN x') }];
    const dir = tmp();
    const file = path.join(dir, 'db.sqlite');
    Store.open(SQL, { file, migrations: [demo[0]] }).close();
    expect(() => Store.open(SQL, { file, migrations: bad })).toThrow(/migration 2 \(bad\) failed/);
    expect(Store.open(SQL, { file, migrations: [demo[0]] }).version).toBe(1);
  });

  it.each([
    ['catalog', catalogMigrations],
    ['user', userMigrations],
    ['games', gamesMigrations],
  ])('the app %s migrations run from empty and from every earlier version', (_name, list) => {
    expect(Store.open(SQL, { file: null, migrations: list }).version).toBe(list.length);
    for (let k = 1; k < list.length; k++) {
      const dir = tmp();
      const file = path.join(dir, 'db.sqlite');
      Store.open(SQL, { file, migrations: list.slice(0, k) }).close();
      const s = Store.open(SQL, { file, migrations: list });
      expect(s.version).toBe(list.length);
      s.close();
    }
  });
});

describe('atomic persistence', () => {
  it('writes on commit, keeps the previous copy, and reloads', () => {
    const dir = tmp();
    const file = path.join(dir, 'db.sqlite');
    const s = Store.open(SQL, { file, migrations: demo });
    s.write((db) => db.run("INSERT INTO t(k, v) VALUES ('a', 1)"));
    s.write((db) => db.run("INSERT INTO t(k, v) VALUES ('b', 2)"));
    s.close();
    expect(fs.existsSync(`${file}.prev`)).toBe(true);
    expect(fs.existsSync(`${file}.tmp`)).toBe(false);
    const again = Store.open(SQL, { file, migrations: demo });
    expect(again.all('SELECT k FROM t ORDER BY k').map((r) => r.k)).toEqual(['a', 'b']);
    const prev = Store.open(SQL, { file: null, migrations: demo });
    prev.close();
    const prevDb = new SQL.Database(fs.readFileSync(`${file}.prev`));
    expect(prevDb.exec('SELECT k FROM t ORDER BY k')[0].values.flat()).toEqual(['a']);
  });

  it('an error inside write() rolls back and writes nothing', () => {
    const dir = tmp();
    const file = path.join(dir, 'db.sqlite');
    const s = Store.open(SQL, { file, migrations: demo });
    s.write((db) => db.run("INSERT INTO t(k, v) VALUES ('a', 1)"));
    const before = fs.readFileSync(file);
    expect(() =>
      s.write((db) => {
        db.run("INSERT INTO t(k, v) VALUES ('b', 2)");
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect(s.all('SELECT k FROM t').length).toBe(1);
    expect(fs.readFileSync(file).equals(before)).toBe(true);
  });

  it('a crash mid-save leaves the previous file usable', () => {
    const dir = tmp();
    const file = path.join(dir, 'db.sqlite');
    let crash = false;
    const crashingFs: PersistFs = {
      ...nodePersistFs,
      writeFileSync(f, data) {
        if (crash) {
          // half of the new image reaches the disk, then the process "dies"
          fs.writeFileSync(f, data.subarray(0, Math.floor(data.length / 2)));
          throw new Error('simulated crash');
        }
        nodePersistFs.writeFileSync(f, data);
      },
    };
    const s = Store.open(SQL, { file, migrations: demo, fsImpl: crashingFs });
    s.write((db) => db.run("INSERT INTO t(k, v) VALUES ('safe', 1)"));
    crash = true;
    expect(() => s.write((db) => db.run("INSERT INTO t(k, v) VALUES ('lost', 2)"))).toThrow('simulated crash');
    // a new process opens the file: the committed state before the crash is there
    const reopened = Store.open(SQL, { file, migrations: demo });
    expect(reopened.notices.filter((n) => n.kind !== 'created')).toEqual([]);
    expect(reopened.all('SELECT k FROM t').map((r) => r.k)).toEqual(['safe']);
  });

  it('a crash between copy and rename keeps the current file intact', () => {
    const dir = tmp();
    const file = path.join(dir, 'db.sqlite');
    let crash = false;
    const crashingFs: PersistFs = {
      ...nodePersistFs,
      renameSync(a, b) {
        if (crash) throw new Error('simulated crash before rename');
        nodePersistFs.renameSync(a, b);
      },
    };
    const s = Store.open(SQL, { file, migrations: demo, fsImpl: crashingFs });
    s.write((db) => db.run("INSERT INTO t(k, v) VALUES ('one', 1)"));
    crash = true;
    expect(() => s.write((db) => db.run("INSERT INTO t(k, v) VALUES ('two', 2)"))).toThrow();
    const reopened = Store.open(SQL, { file, migrations: demo });
    expect(reopened.all('SELECT k FROM t').map((r) => r.k)).toEqual(['one']);
  });
});

describe('unreadable files', () => {
  it('are moved aside and reported, never overwritten; the previous copy is restored', () => {
    const dir = tmp();
    const file = path.join(dir, 'db.sqlite');
    const s = Store.open(SQL, { file, migrations: demo });
    s.write((db) => db.run("INSERT INTO t(k, v) VALUES ('a', 1)"));
    s.write((db) => db.run("INSERT INTO t(k, v) VALUES ('b', 2)"));
    s.close();
    const garbage = Buffer.from('this is not a database file at all'.repeat(100));
    fs.writeFileSync(file, garbage);
    const r = Store.open(SQL, { file, migrations: demo, now: () => new Date('2026-01-02T03:04:05Z') });
    const moved = r.notices.find((n) => n.kind === 'moved_aside');
    expect(moved?.movedTo).toBe(`${file}.unreadable-2026-01-02T03-04-05-000Z`);
    expect(fs.readFileSync(moved!.movedTo!).equals(garbage)).toBe(true);
    expect(r.notices.some((n) => n.kind === 'restored_previous')).toBe(true);
    expect(r.all('SELECT k FROM t').map((x) => x.k)).toEqual(['a']);
  });

  it('a file from a newer app version is not opened', () => {
    const dir = tmp();
    const file = path.join(dir, 'db.sqlite');
    Store.open(SQL, { file, migrations: demo }).close();
    const r = Store.open(SQL, { file, migrations: demo.slice(0, 1) });
    expect(r.notices[0]).toMatchObject({ kind: 'moved_aside' });
    expect(r.notices[0].reason).toMatch(/newer/);
  });
});
