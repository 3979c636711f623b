/**
 * Fault injection for the store (issue 9): every write step fails with a full disk or a
 * read-only folder, the process dies at every step, and damaged files of every kind are met at
 * start-up. The promise checked each time: what was acknowledged is on disk, what failed is
 * neither on disk nor in memory, and a damaged file is set aside, reported, never overwritten.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SqlJsStatic } from 'sql.js';
import { AppError } from '../common/errors';
import { loadSqlJs } from './sqljs';
import { nodePersistFs, Store, type Migration, type PersistFs } from './store';
import { checkSqliteImage } from './sqlite-file';

let SQL: SqlJsStatic;
beforeAll(async () => {
  SQL = await loadSqlJs();
});

const demo: Migration[] = [{ version: 1, name: 'a', up: (db) => db.exec('CREATE TABLE t (k TEXT PRIMARY KEY, v INTEGER)') }];
const tmpFile = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-faults-')), 'db.sqlite');
const keys = (s: Store) => s.all<{ k: string }>('SELECT k FROM t ORDER BY k').map((r) => r.k);
const insert = (s: Store, k: string) => s.write((db) => db.run('INSERT INTO t(k, v) VALUES (?, 1)', [k]));
const onDisk = (file: string) => {
  const s = Store.open(SQL, { file, migrations: demo });
  const k = keys(s);
  s.close();
  return k;
};
const errnoError = (code: string) => Object.assign(new Error(`${code}: simulated, open '/home/someone/.vitae/db.sqlite.tmp'`), { code });

type Step = 'writeFileSync' | 'unlinkSync' | 'linkSync' | 'renameSync';
const STEPS: Step[] = ['writeFileSync', 'unlinkSync', 'linkSync', 'renameSync'];

/** An fs whose `step` throws `error` while `armed` is true (the partial write reaches the disk first). */
function faultyFs(step: Step, error: () => Error) {
  const ctl = { armed: false };
  const f: PersistFs = { ...nodePersistFs };
  const real = nodePersistFs[step] as (...a: unknown[]) => void;
  (f as unknown as Record<Step, (...a: unknown[]) => void>)[step] = (...args: unknown[]) => {
    if (!ctl.armed) return real(...args);
    if (step === 'writeFileSync') fs.writeFileSync(args[0] as string, (args[1] as Uint8Array).subarray(0, 1000));
    throw error();
  };
  return { fsImpl: f, ctl };
}

describe('a save that fails (full disk, read-only folder) changes nothing, in memory or on disk', () => {
  for (const step of STEPS) {
    for (const [code, key] of [
      ['ENOSPC', 'disk_full'],
      ['EROFS', 'disk_read_only'],
      ['EIO', 'disk_write_failed'],
    ] as const) {
      it(`${code} at ${step}`, () => {
        const file = tmpFile();
        const { fsImpl, ctl } = faultyFs(step, () => errnoError(code));
        const s = Store.open(SQL, { file, migrations: demo, fsImpl });
        insert(s, 'a');
        insert(s, 'b'); // .prev exists from here on, so every step runs
        ctl.armed = true;
        let thrown: unknown;
        try {
          insert(s, 'lost');
        } catch (e) {
          thrown = e;
        }
        expect(thrown).toBeInstanceOf(AppError);
        expect((thrown as AppError).code).toBe('io_failed');
        expect((thrown as AppError).key).toBe(key);
        expect((thrown as AppError).params).toEqual({ file: 'db.sqlite' });
        // no absolute path crosses to the renderer
        expect((thrown as AppError).detail).not.toContain('/home/someone');
        expect(keys(s)).toEqual(['a', 'b']);
        expect(onDisk(file)).toEqual(['a', 'b']);
        expect(fs.existsSync(`${file}.tmp`)).toBe(false);
        // the next successful save does not carry the failed change with it
        ctl.armed = false;
        insert(s, 'c');
        expect(keys(s)).toEqual(['a', 'b', 'c']);
        expect(onDisk(file)).toEqual(['a', 'b', 'c']);
      });
    }
  }

  it('a failed first save of a new file leaves an empty, usable database', () => {
    const file = tmpFile();
    fs.rmSync(file, { force: true });
    const { fsImpl, ctl } = faultyFs('writeFileSync', () => errnoError('ENOSPC'));
    const s = Store.open(SQL, { file, migrations: demo, fsImpl });
    fs.rmSync(file); // as if the first save never reached the disk
    ctl.armed = true;
    expect(() => insert(s, 'x')).toThrow(AppError);
    expect(keys(s)).toEqual([]);
    ctl.armed = false;
    insert(s, 'y');
    expect(onDisk(file)).toEqual(['y']);
  });
});

describe('the process dies at any step of a save: the file opens with the old or the new content', () => {
  for (const step of STEPS) {
    it(`killed during ${step}`, () => {
      const file = tmpFile();
      const { fsImpl, ctl } = faultyFs(step, () => new Error('killed'));
      const s = Store.open(SQL, { file, migrations: demo, fsImpl });
      insert(s, 'a');
      insert(s, 'b');
      ctl.armed = true;
      expect(() => insert(s, 'c')).toThrow();
      // a new process: no notice of damage, the acknowledged rows are there
      const again = Store.open(SQL, { file, migrations: demo });
      expect(again.notices.filter((n) => n.kind === 'moved_aside')).toEqual([]);
      expect(keys(again)).toEqual(['a', 'b']);
    });
  }

  it('killed after the rename: the new content is there and the previous copy is the old one', () => {
    const file = tmpFile();
    const f: PersistFs = {
      ...nodePersistFs,
      fsyncPath() {
        throw new Error('killed');
      },
    };
    const s = Store.open(SQL, { file, migrations: demo });
    insert(s, 'a');
    s.close();
    const t = Store.open(SQL, { file, migrations: demo, fsImpl: f });
    expect(() => insert(t, 'b')).toThrow();
    expect(onDisk(file)).toEqual(['a', 'b']);
    expect(keys(new StoreProbe(`${file}.prev`).open())).toEqual(['a']);
  });

  it('a missing file with a previous copy (interrupted by hand or by a crash) is restored from the copy', () => {
    const file = tmpFile();
    const s = Store.open(SQL, { file, migrations: demo });
    insert(s, 'a');
    insert(s, 'b');
    s.close();
    fs.rmSync(file);
    const r = Store.open(SQL, { file, migrations: demo });
    expect(r.notices.map((n) => n.kind)).toEqual(['restored_previous']);
    expect(keys(r)).toEqual(['a']);
  });
});

/** Opens a file directly, without the store's checks, to look at it. */
class StoreProbe {
  constructor(private readonly file: string) {}
  open(): Store {
    const copy = tmpFile();
    fs.copyFileSync(this.file, copy);
    return Store.open(SQL, { file: copy, migrations: demo });
  }
}

describe('corruption matrix: a damaged file is set aside and reported, the previous copy is used', () => {
  const damage: [string, string, (file: string, image: Buffer) => void][] = [
    ['0 bytes', 'empty', (f) => fs.writeFileSync(f, Buffer.alloc(0))],
    ['cut inside the header', 'truncated', (f, img) => fs.writeFileSync(f, img.subarray(0, 60))],
    ['cut inside a page', 'truncated', (f, img) => fs.writeFileSync(f, img.subarray(0, img.length - 100))],
    ['missing its last pages', 'truncated', (f, img) => fs.writeFileSync(f, img.subarray(0, 4096))],
    [
      'random bytes in the header',
      'not_sqlite',
      (f, img) => {
        const b = Buffer.from(img);
        for (let i = 0; i < 16; i++) b[i] = (i * 73 + 11) & 0xff;
        fs.writeFileSync(f, b);
      },
    ],
    ['a directory in its place', 'not_a_file', (f) => (fs.rmSync(f), fs.mkdirSync(f))],
    ['another kind of file', 'not_sqlite', (f) => fs.writeFileSync(f, 'name,clan\nTheo Bell,Brujah\n'.repeat(300))],
  ];
  for (const [what, reason, hurt] of damage) {
    it(what, () => {
      const file = tmpFile();
      const s = Store.open(SQL, { file, migrations: demo });
      insert(s, 'a');
      for (let i = 0; i < 200; i++) insert(s, `row-${String(i).padStart(3, '0')}-${'x'.repeat(40)}`); // several pages
      s.close();
      const image = fs.readFileSync(file);
      expect(checkSqliteImage(image)).toBeNull();
      hurt(file, image);
      const r = Store.open(SQL, { file, migrations: demo, now: () => new Date('2026-11-25T10:00:00Z') });
      const moved = r.notices.find((n) => n.kind === 'moved_aside');
      expect(moved?.reason).toBe(reason);
      expect(fs.existsSync(moved!.movedTo!)).toBe(true);
      expect(r.notices.some((n) => n.kind === 'restored_previous')).toBe(true);
      // the previous copy had every row but the last insert
      expect(keys(r).length).toBe(200);
      // the next save does not put the damaged file over the previous copy
      insert(r, 'after');
      r.close();
      expect(checkSqliteImage(fs.readFileSync(`${file}.prev`))).toBeNull();
      expect(onDisk(file)).toContain('after');
    });
  }

  it('a damaged file and a damaged previous copy: both kept, an empty database is started', () => {
    const file = tmpFile();
    const s = Store.open(SQL, { file, migrations: demo });
    insert(s, 'a');
    insert(s, 'b');
    s.close();
    fs.writeFileSync(file, Buffer.alloc(0));
    fs.writeFileSync(`${file}.prev`, Buffer.alloc(0));
    const r = Store.open(SQL, { file, migrations: demo });
    expect(r.notices.map((n) => n.kind)).toEqual(['moved_aside']);
    expect(keys(r)).toEqual([]);
    expect(fs.readdirSync(path.dirname(file)).some((n) => n.includes('.unreadable-'))).toBe(true);
  });
});

describe('a data folder that cannot be written', () => {
  const readOnlyFs = (): PersistFs => {
    const no = () => {
      throw errnoError('EROFS');
    };
    return { ...nodePersistFs, writeFileSync: no, renameSync: no, linkSync: no, unlinkSync: no, copyFileSync: no };
  };

  it('with a damaged file: starts read-only from the previous copy and says so', () => {
    const file = tmpFile();
    const s = Store.open(SQL, { file, migrations: demo });
    insert(s, 'a');
    insert(s, 'b');
    s.close();
    fs.writeFileSync(file, Buffer.alloc(0));
    const r = Store.open(SQL, { file, migrations: demo, fsImpl: readOnlyFs() });
    expect(r.readOnly).toBe(true);
    expect(r.notices.map((n) => n.kind)).toEqual(['moved_aside', 'restored_previous', 'read_only']);
    expect(r.notices[0].movedTo).toBeUndefined();
    expect(keys(r)).toEqual(['a']);
    expect(() => insert(r, 'c')).toThrow(expect.objectContaining({ code: 'io_failed', key: 'data_read_only' }));
    expect(keys(r)).toEqual(['a']);
    // nothing on disk was touched
    expect(fs.statSync(file).size).toBe(0);
  });

  it('with an older schema that needs a migration: starts read-only with the data as it is', () => {
    const file = tmpFile();
    const s = Store.open(SQL, { file, migrations: demo });
    insert(s, 'a');
    s.close();
    const two: Migration[] = [...demo, { version: 2, name: 'b', up: (db) => db.exec('ALTER TABLE t ADD COLUMN note TEXT') }];
    const r = Store.open(SQL, { file, migrations: two, fsImpl: readOnlyFs() });
    expect(r.readOnly).toBe(true);
    expect(keys(r)).toEqual(['a']);
    expect(onDisk(file)).toEqual(['a']);
  });
});

describe('a sound file in a folder that cannot be written (issue 26, item 7)', () => {
  it('is opened read-only with the notice at start-up, not at the first save', () => {
    const file = tmpFile();
    const s = Store.open(SQL, { file, migrations: demo });
    insert(s, 'a');
    s.close();
    const no = () => {
      throw errnoError('EROFS');
    };
    const r = Store.open(SQL, { file, migrations: demo, fsImpl: { ...nodePersistFs, writeFileSync: no, unlinkSync: no, renameSync: no } });
    expect(r.readOnly).toBe(true);
    expect(r.notices).toEqual([{ kind: 'read_only', file, reason: 'folder_read_only' }]);
    expect(keys(r)).toEqual(['a']);
    expect(() => insert(r, 'b')).toThrow(expect.objectContaining({ code: 'io_failed', key: 'data_read_only' }));
    expect(onDisk(file)).toEqual(['a']);
    expect(fs.existsSync(`${file}.tmp`)).toBe(false);
  });

  it('a writable folder leaves no probe file behind and no notice', () => {
    const file = tmpFile();
    Store.open(SQL, { file, migrations: demo }).close();
    const r = Store.open(SQL, { file, migrations: demo });
    expect(r.readOnly).toBe(false);
    expect(r.notices).toEqual([]);
    expect(fs.readdirSync(path.dirname(file)).sort()).toEqual([path.basename(file)]);
  });
});

describe('file permissions', () => {
  it.skipIf(process.platform === 'win32')('data files are created 0600 in a 0700 folder', () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-perm-')), 'data');
    const file = path.join(dir, 'db.sqlite');
    const s = Store.open(SQL, { file, migrations: demo });
    insert(s, 'a');
    insert(s, 'b');
    expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.statSync(`${file}.prev`).mode & 0o777).toBe(0o600);
  });
});
