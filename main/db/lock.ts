import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AppError } from '../common/errors';

/**
 * One Vitae process per data folder (issue 9, item 5). Two processes on the same files would
 * each keep their own copy in memory and overwrite each other's saves. Electron's
 * single-instance lock only covers a second Electron; this lock file also covers a browser host
 * (`npm run web --data-dir`) started on the folder of a running desktop app, and the reverse.
 *
 * `vitae.lock` holds the owner's pid, host name and mode. It is created atomically (a private
 * file hard-linked into place, which fails when the name exists). A lock whose process is gone
 * (a crash, kill -9) is taken over; a lock held by a live process is refused with a typed,
 * localized error. A folder that cannot be written gets no lock: its stores open read-only.
 */
export const LOCK_FILE = 'vitae.lock';

export interface LockOwner {
  pid: number;
  host: string;
  mode: string;
  since: string;
}

export interface DataLock {
  /** False when the folder could not be written (read-only): no lock was taken. */
  readonly held: boolean;
  release(): void;
}

function alive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    // EPERM: the process exists but belongs to someone else
    return (e as { code?: string }).code === 'EPERM';
  }
}

function readOwner(file: string): LockOwner | null {
  try {
    const o = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<LockOwner>;
    return typeof o.pid === 'number' && typeof o.host === 'string' ? (o as LockOwner) : null;
  } catch {
    return null;
  }
}

/** Creates `file` with `content` only if it does not exist; false if it does. */
function createExclusive(file: string, content: string): boolean {
  const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  fs.writeFileSync(tmp, content, { mode: 0o600 });
  try {
    fs.linkSync(tmp, file);
    return true;
  } catch (e) {
    const code = (e as { code?: string }).code;
    if (code === 'EEXIST') return false;
    // no hard links here: an exclusive create is atomic too
    try {
      fs.writeFileSync(file, content, { flag: 'wx', mode: 0o600 });
      return true;
    } catch (e2) {
      if ((e2 as { code?: string }).code === 'EEXIST') return false;
      throw e2;
    }
  } finally {
    try {
      fs.unlinkSync(tmp);
    } catch {
      /* already gone */
    }
  }
}

export function acquireDataLock(dir: string, mode: string): DataLock {
  const file = path.join(dir, LOCK_FILE);
  const me: LockOwner = { pid: process.pid, host: os.hostname(), mode, since: new Date().toISOString() };
  const content = JSON.stringify(me);
  for (let attempt = 0; attempt < 3; attempt++) {
    let created: boolean;
    try {
      created = createExclusive(file, content);
    } catch {
      // the folder cannot be written: nothing can be saved there, so nothing to protect
      return { held: false, release() {} };
    }
    if (created) {
      const release = () => {
        const o = readOwner(file);
        if (o && o.pid === me.pid && o.since === me.since) {
          try {
            fs.unlinkSync(file);
          } catch {
            /* the folder went away */
          }
        }
        process.removeListener('exit', release);
      };
      process.on('exit', release);
      return { held: true, release };
    }
    const owner = readOwner(file);
    const stale = owner ? owner.host === me.host && !alive(owner.pid) : lockAgeMs(file) > 10_000;
    if (!stale) {
      throw new AppError('io_failed', 'data_dir_locked', { pid: owner?.pid ?? 0, mode: owner?.mode ?? '' });
    }
    try {
      fs.unlinkSync(file);
    } catch {
      /* another process took it over first: try again */
    }
  }
  throw new AppError('io_failed', 'data_dir_locked', { pid: 0, mode: '' });
}

/** A lock file that cannot be read is stale only once it is old (it may be being written). */
function lockAgeMs(file: string): number {
  try {
    return Date.now() - fs.statSync(file).mtimeMs;
  } catch {
    return Infinity;
  }
}
