import fs from 'node:fs';
import path from 'node:path';
import type { Database, SqlJsStatic, SqlValue, BindParams } from 'sql.js';
import { AppError } from '../common/errors';
import { ioFailure } from './io-error';
import { checkSqliteImage, type UnreadableReason } from './sqlite-file';

/** A numbered schema change. Versions start at 1 and increase by one. */
export interface Migration {
  version: number;
  name: string;
  up(db: Database): void;
}

/** The file operations used for persistence; tests replace them to inject crashes and faults. */
export interface PersistFs {
  /** Creates (mode 0600) or truncates `file`, writes `data` and fsyncs it. */
  writeFileSync(file: string, data: Uint8Array): void;
  fsyncPath(file: string): void;
  renameSync(from: string, to: string): void;
  copyFileSync(from: string, to: string): void;
  /** Hard link; the previous copy shares the old file's data instead of copying it. */
  linkSync(from: string, to: string): void;
  unlinkSync(file: string): void;
}

/** Data files are private to the user: 0600 files in a 0700 folder (ignored on Windows). */
export const FILE_MODE = 0o600;
export const DIR_MODE = 0o700;

export const nodePersistFs: PersistFs = {
  writeFileSync(file, data) {
    const fd = fs.openSync(file, 'w', FILE_MODE);
    try {
      let off = 0;
      while (off < data.length) off += fs.writeSync(fd, data, off, data.length - off);
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
  },
  fsyncPath(file) {
    // Directory fsync makes the rename durable; not supported on Windows, where rename is already durable enough.
    try {
      const fd = fs.openSync(file, 'r');
      try {
        fs.fsyncSync(fd);
      } finally {
        fs.closeSync(fd);
      }
    } catch {
      /* best effort */
    }
  },
  renameSync: (a, b) => fs.renameSync(a, b),
  copyFileSync: (a, b) => fs.copyFileSync(a, b),
  linkSync: (a, b) => fs.linkSync(a, b),
  unlinkSync: (f) => fs.unlinkSync(f),
};

export interface StoreNotice {
  /**
   * moved_aside: the file could not be used and was renamed; restored_previous: the previous
   * copy was opened instead; read_only: the folder cannot be written, the data is shown but
   * nothing can be saved; created: a new empty file.
   */
  kind: 'moved_aside' | 'restored_previous' | 'read_only' | 'created';
  file: string;
  movedTo?: string;
  reason?: UnreadableReason | 'folder_read_only' | 'write_failed';
}

export interface StoreOptions {
  /** Absolute path of the database file; null keeps the database in memory only (tests). */
  file: string | null;
  migrations: Migration[];
  fsImpl?: PersistFs;
  /** Clock used to name moved-aside files; injectable for tests. */
  now?: () => Date;
  /**
   * false: skip the page-by-page check (`PRAGMA quick_check`) at open and let the host run
   * `checkIntegrity()` after start-up. For a file the user can rebuild (the card catalog); the
   * header and size checks still run. A failed later check marks the file to be checked at the
   * next open, where it is set aside like any damaged file.
   */
  checkAtOpen?: boolean;
  /** With `file` null: the database starts from this image instead of empty (tests: a catalog imported once). */
  image?: Uint8Array;
}

function checkMigrations(migrations: Migration[]): void {
  migrations.forEach((m, i) => {
    if (m.version !== i + 1) throw new Error(`migration ${m.name} has version ${m.version}, expected ${i + 1}`);
  });
}

/** errno codes of a file system that has no hard links. */
const NO_LINKS = new Set(['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'EXDEV', 'EMLINK', 'ENOSYS', 'EINVAL']);

function errno(e: unknown): string {
  return typeof e === 'object' && e !== null ? String((e as { code?: unknown }).code ?? '') : '';
}

/** Opens one file as a database, or says why it cannot be used. */
function tryOpen(SQL: SqlJsStatic, file: string, maxVersion: number, pageCheck = true): Database | UnreadableReason {
  let bytes: Uint8Array;
  try {
    bytes = fs.readFileSync(file);
  } catch (e) {
    return errno(e) === 'EISDIR' ? 'not_a_file' : 'unreadable';
  }
  const bad = checkSqliteImage(bytes);
  if (bad) return bad;
  let d: Database;
  try {
    d = new SQL.Database(bytes);
  } catch {
    return 'damaged';
  }
  try {
    // quick_check reads every page: a damaged b-tree is found here, not at the first query
    if (pageCheck && !quickCheck(d)) throw new Error('quick_check');
    const uv = Number(d.exec('PRAGMA user_version')[0]?.values[0]?.[0] ?? 0);
    if (uv > maxVersion) {
      d.close();
      return 'newer_schema';
    }
    return d;
  } catch {
    d.close();
    return 'damaged';
  }
}

function quickCheck(d: Database): boolean {
  return String(d.exec('PRAGMA quick_check')[0]?.values[0]?.[0] ?? '') === 'ok';
}

/** Marker of a file whose deferred check failed: the next open checks it in full. */
const needsCheck = (file: string) => `${file}.needs-check`;

/**
 * One SQLite database (sql.js, in memory) bound to one file.
 * Writes go through `write()`, which runs in a transaction and then persists atomically:
 * the new image goes to `<file>.tmp` (0600) and is fsynced, the current file becomes
 * `<file>.prev` (a hard link, a copy where links are not supported), and the temp file is
 * renamed over the current one. A crash at any point leaves the old or the new file complete.
 * A failed save (full disk, read-only folder) puts memory back to what the file holds and
 * throws a typed `io_failed` error: nothing is listed that is not on disk.
 * A file that is not a complete SQLite image (0 bytes, truncated, foreign, damaged) is never
 * opened as data: it is renamed `<file>.unreadable-<time>` and the previous copy is used. When
 * the folder cannot be written, the store opens read-only and says so.
 */
export class Store {
  readonly notices: StoreNotice[];
  private current: Database;
  private readonly SQL: SqlJsStatic;
  private readonly file: string | null;
  private readonly fsImpl: PersistFs;
  private readonly migrations: Migration[];
  private depth = 0;
  private readOnlyReason: StoreNotice['reason'] | null = null;

  private constructor(SQL: SqlJsStatic, db: Database, opts: StoreOptions, notices: StoreNotice[]) {
    this.SQL = SQL;
    this.current = db;
    this.file = opts.file;
    this.fsImpl = opts.fsImpl ?? nodePersistFs;
    this.migrations = opts.migrations;
    this.notices = notices;
  }

  /** The sql.js database; replaced when a failed save puts memory back to the file's state. */
  get db(): Database {
    return this.current;
  }

  /**
   * The page-by-page check of a store opened with `checkAtOpen: false`. True when sound; when
   * not, the file is marked so that the next start sets it aside and uses its previous copy.
   */
  checkIntegrity(): boolean {
    let ok: boolean;
    try {
      ok = quickCheck(this.db);
    } catch {
      ok = false;
    }
    if (this.file) {
      try {
        if (!ok) fs.writeFileSync(needsCheck(this.file), '');
        else if (fs.existsSync(needsCheck(this.file))) fs.unlinkSync(needsCheck(this.file));
      } catch {
        /* read-only folder: the notice still tells the user */
      }
    }
    return ok;
  }

  /** True when the data folder cannot be written: reads work, every write is refused. */
  get readOnly(): boolean {
    return this.readOnlyReason !== null;
  }

  static open(SQL: SqlJsStatic, opts: StoreOptions): Store {
    checkMigrations(opts.migrations);
    const notices: StoreNotice[] = [];
    const now = opts.now ?? (() => new Date());
    let db: Database | null = null;
    let loadedFrom: 'file' | 'prev' | 'new' = 'new';
    let readOnly: StoreNotice['reason'] | null = null;
    const max = opts.migrations.length;

    if (opts.file) {
      const dir = path.dirname(opts.file);
      if (!fs.existsSync(dir)) fs.mkdirSync(dir, { recursive: true, mode: DIR_MODE });
      const prev = `${opts.file}.prev`;
      const usePrevious = (): void => {
        if (!fs.existsSync(prev)) return;
        const p = tryOpen(SQL, prev, max);
        if (typeof p === 'string') return;
        db = p;
        loadedFrom = 'prev';
        notices.push({ kind: 'restored_previous', file: opts.file! });
      };
      if (fs.existsSync(opts.file)) {
        const r = tryOpen(SQL, opts.file, max, opts.checkAtOpen !== false || fs.existsSync(needsCheck(opts.file)));
        if (typeof r === 'string') {
          const stamp = now().toISOString().replace(/[:.]/g, '-');
          const aside = `${opts.file}.unreadable-${stamp}`;
          try {
            (opts.fsImpl ?? nodePersistFs).renameSync(opts.file, aside);
            notices.push({ kind: 'moved_aside', file: opts.file, movedTo: aside, reason: r });
          } catch {
            // The folder cannot be written: leave the file where it is and open read-only.
            readOnly = 'folder_read_only';
            notices.push({ kind: 'moved_aside', file: opts.file, reason: r });
          }
          usePrevious();
        } else {
          db = r;
          loadedFrom = 'file';
        }
      } else {
        // No file but a previous copy: a save was interrupted or the file was removed by hand.
        usePrevious();
      }
      // the file has now been checked in full or set aside
      if (fs.existsSync(needsCheck(opts.file))) {
        try {
          fs.unlinkSync(needsCheck(opts.file));
        } catch {
          /* read-only folder */
        }
      }
    }
    if (!db) {
      db = new SQL.Database(opts.file ? undefined : opts.image);
      if (opts.file && notices.length === 0) notices.push({ kind: 'created', file: opts.file });
    }
    const store = new Store(SQL, db, opts, notices);
    store.db.exec('PRAGMA foreign_keys = ON');
    const migrated = store.migrate(opts.migrations);
    if (opts.file && !readOnly) {
      try {
        // a sound file that needs no write still proves the folder can be written (issue 26, item 7)
        if (migrated || loadedFrom !== 'file') store.persistOrThrow();
        else store.probeWrite();
      } catch (e) {
        readOnly = e instanceof AppError && e.key === 'disk_full' ? 'write_failed' : 'folder_read_only';
      }
    }
    if (readOnly) {
      store.readOnlyReason = readOnly;
      notices.push({ kind: 'read_only', file: opts.file!, reason: readOnly });
    }
    return store;
  }

  get version(): number {
    return Number(this.db.exec('PRAGMA user_version')[0]?.values[0]?.[0] ?? 0);
  }

  /** Applies the pending migrations, each in its own transaction. Returns true if any ran. */
  private migrate(migrations: Migration[]): boolean {
    let ran = false;
    for (const m of migrations.slice(this.version)) {
      this.db.exec('BEGIN');
      try {
        m.up(this.db);
        this.db.exec(`PRAGMA user_version = ${m.version}`);
        this.db.exec('COMMIT');
        ran = true;
      } catch (e) {
        this.db.exec('ROLLBACK');
        throw new Error(`migration ${m.version} (${m.name}) failed: ${e instanceof Error ? e.message : e}`, { cause: e });
      }
    }
    return ran;
  }

  /**
   * Runs `fn` in a transaction and persists on success. On error the transaction is rolled
   * back, nothing is written, and the error is rethrown. Nested calls join the outer one.
   * When the save itself fails, memory is put back to what the file holds and a typed
   * `io_failed` error (disk full, read-only, write failed) is thrown.
   */
  write<T>(fn: (db: Database) => T): T {
    if (this.depth > 0) return fn(this.db);
    if (this.readOnlyReason) throw new AppError('io_failed', 'data_read_only', { file: path.basename(this.file ?? '') });
    this.db.exec('BEGIN');
    this.depth++;
    let result: T;
    try {
      result = fn(this.db);
      this.db.exec('COMMIT');
    } catch (e) {
      this.db.exec('ROLLBACK');
      throw e;
    } finally {
      this.depth--;
    }
    this.persist();
    return result;
  }

  /**
   * Writes the database image atomically (no-op for in-memory stores). On failure the
   * in-memory database is reloaded from the file, so memory never runs ahead of the disk.
   */
  persist(): void {
    try {
      this.persistOrThrow();
    } catch (e) {
      this.reloadFromDisk();
      throw e;
    }
  }

  private persistOrThrow(): void {
    if (!this.file) return;
    const file = this.file;
    const data = this.db.export();
    // export() resets connection pragmas in sql.js
    this.db.exec('PRAGMA foreign_keys = ON');
    const tmp = `${file}.tmp`;
    const prev = `${file}.prev`;
    const f = this.fsImpl;
    try {
      f.writeFileSync(tmp, data);
      if (fs.existsSync(file)) {
        try {
          f.unlinkSync(prev);
        } catch (e) {
          if (errno(e) !== 'ENOENT') throw e;
        }
        try {
          f.linkSync(file, prev);
        } catch (e) {
          // file systems without hard links (FAT, some network shares): copy instead
          if (!NO_LINKS.has(errno(e))) throw e;
          f.copyFileSync(file, prev);
        }
      }
      f.renameSync(tmp, file);
    } catch (e) {
      try {
        if (fs.existsSync(tmp)) fs.unlinkSync(tmp);
      } catch {
        /* the original error is the one to report */
      }
      throw ioFailure(e, file);
    }
    f.fsyncPath(path.dirname(file));
  }

  /** Creates and removes the save's temp file: throws a typed io_failed error when the folder cannot be written. */
  private probeWrite(): void {
    const tmp = `${this.file}.tmp`;
    try {
      this.fsImpl.writeFileSync(tmp, new Uint8Array(0));
      this.fsImpl.unlinkSync(tmp);
    } catch (e) {
      throw ioFailure(e, this.file ?? '');
    }
  }

  /** Memory back to the last saved state: the file's content, or a new database if none. */
  private reloadFromDisk(): void {
    let fresh: Database | null = null;
    if (this.file && fs.existsSync(this.file)) {
      const r = tryOpen(this.SQL, this.file, this.migrations.length);
      if (typeof r !== 'string') fresh = r;
    }
    if (!fresh) {
      fresh = new this.SQL.Database();
      this.current.close();
      this.current = fresh;
      this.db.exec('PRAGMA foreign_keys = ON');
      this.migrate(this.migrations);
      return;
    }
    this.current.close();
    this.current = fresh;
    this.db.exec('PRAGMA foreign_keys = ON');
  }

  all<T = Record<string, SqlValue>>(sql: string, params: BindParams = []): T[] {
    const stmt = this.db.prepare(sql);
    try {
      stmt.bind(params);
      const rows: T[] = [];
      while (stmt.step()) rows.push(stmt.getAsObject() as T);
      return rows;
    } finally {
      stmt.free();
    }
  }

  get<T = Record<string, SqlValue>>(sql: string, params: BindParams = []): T | undefined {
    return this.all<T>(sql, params)[0];
  }

  run(sql: string, params: BindParams = []): void {
    this.db.run(sql, params);
  }

  close(): void {
    this.current.close();
  }
}
