import fs from 'node:fs';
import path from 'node:path';
import type { Database, SqlJsStatic, SqlValue, BindParams } from 'sql.js';

/** A numbered schema change. Versions start at 1 and increase by one. */
export interface Migration {
  version: number;
  name: string;
  up(db: Database): void;
}

/** The file operations used for persistence; tests replace them to simulate crashes. */
export interface PersistFs {
  writeFileSync(file: string, data: Uint8Array): void;
  fsyncPath(file: string): void;
  renameSync(from: string, to: string): void;
  copyFileSync(from: string, to: string): void;
}

export const nodePersistFs: PersistFs = {
  writeFileSync(file, data) {
    const fd = fs.openSync(file, 'w');
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
};

export interface StoreNotice {
  kind: 'moved_aside' | 'restored_previous' | 'created';
  file: string;
  movedTo?: string;
  reason?: string;
}

export interface StoreOptions {
  /** Absolute path of the database file; null keeps the database in memory only (tests). */
  file: string | null;
  migrations: Migration[];
  fsImpl?: PersistFs;
  /** Clock used to name moved-aside files; injectable for tests. */
  now?: () => Date;
}

function checkMigrations(migrations: Migration[]): void {
  migrations.forEach((m, i) => {
    if (m.version !== i + 1) throw new Error(`migration ${m.name} has version ${m.version}, expected ${i + 1}`);
  });
}

/**
 * One SQLite database (sql.js, in memory) bound to one file.
 * Writes go through `write()`, which runs in a transaction and then persists atomically:
 * the new image goes to `<file>.tmp`, is fsynced, the current file is copied to `<file>.prev`,
 * and the temp file is renamed over the current one. A crash at any point leaves either the old
 * or the new file complete, plus the previous copy.
 */
export class Store {
  readonly db: Database;
  readonly notices: StoreNotice[];
  private readonly file: string | null;
  private readonly fsImpl: PersistFs;
  private depth = 0;

  private constructor(db: Database, file: string | null, fsImpl: PersistFs, notices: StoreNotice[]) {
    this.db = db;
    this.file = file;
    this.fsImpl = fsImpl;
    this.notices = notices;
  }

  static open(SQL: SqlJsStatic, opts: StoreOptions): Store {
    checkMigrations(opts.migrations);
    const fsImpl = opts.fsImpl ?? nodePersistFs;
    const notices: StoreNotice[] = [];
    const now = opts.now ?? (() => new Date());
    let db: Database | null = null;
    let loadedFrom: 'file' | 'prev' | 'new' = 'new';

    if (opts.file) {
      fs.mkdirSync(path.dirname(opts.file), { recursive: true });
      const tryOpen = (f: string): Database | string => {
        try {
          const bytes = fs.readFileSync(f);
          const d = new SQL.Database(bytes);
          // Reading the schema forces SQLite to parse the header and pages.
          const check = d.exec('PRAGMA quick_check');
          const verdict = String(check[0]?.values[0]?.[0] ?? '');
          if (verdict !== 'ok') {
            d.close();
            return `quick_check: ${verdict}`;
          }
          const uv = Number(d.exec('PRAGMA user_version')[0]?.values[0]?.[0] ?? 0);
          if (uv > opts.migrations.length) {
            d.close();
            return `schema version ${uv} is newer than this app (${opts.migrations.length})`;
          }
          return d;
        } catch (e) {
          return e instanceof Error ? e.message : String(e);
        }
      };
      if (fs.existsSync(opts.file)) {
        const r = tryOpen(opts.file);
        if (typeof r === 'string') {
          const stamp = now().toISOString().replace(/[:.]/g, '-');
          const aside = `${opts.file}.unreadable-${stamp}`;
          fs.renameSync(opts.file, aside);
          notices.push({ kind: 'moved_aside', file: opts.file, movedTo: aside, reason: r });
          const prev = `${opts.file}.prev`;
          if (fs.existsSync(prev)) {
            const p = tryOpen(prev);
            if (typeof p !== 'string') {
              db = p;
              loadedFrom = 'prev';
              notices.push({ kind: 'restored_previous', file: opts.file });
            }
          }
        } else {
          db = r;
          loadedFrom = 'file';
        }
      }
    }
    if (!db) {
      db = new SQL.Database();
      if (opts.file && notices.length === 0) notices.push({ kind: 'created', file: opts.file });
    }
    db.exec('PRAGMA foreign_keys = ON');
    const store = new Store(db, opts.file, fsImpl, notices);
    const migrated = store.migrate(opts.migrations);
    if (opts.file && (migrated || loadedFrom !== 'file')) store.persist();
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
   */
  write<T>(fn: (db: Database) => T): T {
    if (this.depth > 0) return fn(this.db);
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

  /** Writes the database image atomically (no-op for in-memory stores). */
  persist(): void {
    if (!this.file) return;
    const data = this.db.export();
    // export() resets connection pragmas in sql.js
    this.db.exec('PRAGMA foreign_keys = ON');
    const tmp = `${this.file}.tmp`;
    this.fsImpl.writeFileSync(tmp, data);
    if (fs.existsSync(this.file)) this.fsImpl.copyFileSync(this.file, `${this.file}.prev`);
    this.fsImpl.renameSync(tmp, this.file);
    this.fsImpl.fsyncPath(path.dirname(this.file));
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
    this.db.close();
  }
}
