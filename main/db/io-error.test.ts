/**
 * Running out of file descriptors is not a disk error (issue 26, item 9): 1,100 idle sockets on
 * the browser host made saves fail with EMFILE, reported as "disk write failed".
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SqlJsStatic } from 'sql.js';
import esErrors from '../../locales/es/errors.json';
import plErrors from '../../locales/pl/errors.json';
import { ioFailure } from './io-error';
import { loadSqlJs } from './sqljs';
import { nodePersistFs, Store, type Migration, type PersistFs } from './store';

let SQL: SqlJsStatic;
beforeAll(async () => {
  SQL = await loadSqlJs();
});

const errno = (code: string) => Object.assign(new Error(`${code}: simulated, open '/home/someone/.vitae/db.sqlite.tmp'`), { code });

describe('a failed save says what failed', () => {
  for (const [code, key] of [
    ['EMFILE', 'too_many_open_files'],
    ['ENFILE', 'too_many_open_files'],
    ['ENOSPC', 'disk_full'],
    ['EROFS', 'disk_read_only'],
    ['EIO', 'disk_write_failed'],
  ] as const) {
    it(`${code} is ${key}, localized in Spanish and Polish`, () => {
      const e = ioFailure(errno(code), '/home/someone/.vitae/games.sqlite');
      expect(e).toMatchObject({ code: 'io_failed', key, params: { file: 'games.sqlite' } });
      expect(e.detail).not.toContain('/home/someone');
      for (const messages of [esErrors, plErrors] as unknown as Record<string, string>[]) expect(messages[key]).toContain('{{file}}');
    });
  }

  it('a save that meets EMFILE is refused as too many open files and changes nothing', () => {
    const demo: Migration[] = [{ version: 1, name: 'a', up: (db) => db.exec('CREATE TABLE t (k TEXT PRIMARY KEY)') }];
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-emfile-')), 'user.sqlite');
    const ctl = { armed: false };
    const fsImpl: PersistFs = {
      ...nodePersistFs,
      writeFileSync: (...a: Parameters<PersistFs['writeFileSync']>) => {
        if (ctl.armed) throw errno('EMFILE');
        return nodePersistFs.writeFileSync(...a);
      },
    };
    const s = Store.open(SQL, { file, migrations: demo, fsImpl });
    s.write((db) => db.run("INSERT INTO t VALUES ('a')"));
    ctl.armed = true;
    expect(() => s.write((db) => db.run("INSERT INTO t VALUES ('b')"))).toThrow(
      expect.objectContaining({ code: 'io_failed', key: 'too_many_open_files', params: { file: 'user.sqlite' } }),
    );
    expect(s.all<{ k: string }>('SELECT k FROM t').map((r) => r.k)).toEqual(['a']);
    s.close();
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  });
});
