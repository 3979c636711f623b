import fs from 'node:fs';
import path from 'node:path';
import { AppError } from '../common/errors';
import { systemProbe, type ProcessProbe } from './process-probe';

/**
 * One Vitae process per data folder (issue 9, item 5). Two processes on the same files would
 * each keep their own copy in memory and overwrite each other's saves. Electron's
 * single-instance lock only covers a second Electron; this lock file also covers a browser host
 * (`npm run web --data-dir`) started on the folder of a running desktop app, and the reverse.
 *
 * `vitae.lock` holds the owner's pid, host name and mode, and what proves that the process
 * named is still that Vitae (issue 26, item 6): a pid alone does not, since after a reboot (or
 * once pids wrap around) it names some other program. It is created atomically (a private file
 * hard-linked into place, which fails when the name exists). A folder that cannot be written gets
 * no lock: its stores open read-only. See `lockVerdict` for when a lock is taken over.
 */
export const LOCK_FILE = 'vitae.lock';

/** The holder touches the lock file this often while it runs (its heartbeat). */
export const HEARTBEAT_MS = 20_000;
/** A lock whose owner cannot be verified and whose heartbeat is this old is taken over. */
export const SILENT_MS = 3 * 60_000;
/** A lock file that cannot be read is stale only once it is this old (it may be being written). */
const UNREADABLE_MS = 10_000;
/** A heartbeat this long before the running boot began is from an earlier boot. */
const BOOT_SLACK_MS = 10_000;

export interface LockOwner {
  pid: number;
  host: string;
  mode: string;
  since: string;
  /** Boot identity when the lock was taken (Linux). */
  boot?: string;
  /** The owner's start time (`ProcessProbe.startTime`). */
  start?: string;
  /** The owner's executable. */
  exe?: string;
}

export interface DataLock {
  /** False when the folder could not be written (read-only): no lock was taken. */
  readonly held: boolean;
  /** Touches the lock file (run every HEARTBEAT_MS while the lock is held). */
  beat(): void;
  release(): void;
}

/** Why a lock file found in the folder still holds it, or why it is taken over. */
export type LockVerdict =
  | 'held' // the process named is that Vitae (or cannot be told apart from it and is beating)
  | 'dead' // no process with that pid
  | 'rebooted' // the lock is from an earlier boot of this computer
  | 'pid_reused' // a process with that pid, started at another time
  | 'other_program' // a process with that pid, running another executable
  | 'silent' // the owner cannot be verified and has not beaten for SILENT_MS
  | 'unreadable'; // the file cannot be read and is not being written

/**
 * Decides whether `owner` (read from a lock file last touched at `mtimeMs`) still holds the
 * folder. Everything the probe can verify is checked; when nothing can (another computer on a
 * shared folder, a system that does not say when a process started), the heartbeat decides.
 */
export function lockVerdict(owner: LockOwner | null, mtimeMs: number, probe: ProcessProbe): LockVerdict {
  const age = probe.now() - mtimeMs;
  if (!owner) return age > UNREADABLE_MS ? 'unreadable' : 'held';
  const silent = age > SILENT_MS;
  if (owner.host !== probe.hostname()) return silent ? 'silent' : 'held';
  const boot = probe.bootId();
  if (owner.boot && boot && owner.boot !== boot) return 'rebooted';
  const bootTime = probe.bootTimeMs();
  if (!boot && bootTime !== null && mtimeMs < bootTime - BOOT_SLACK_MS) return 'rebooted';
  if (!probe.alive(owner.pid)) return 'dead';
  const start = probe.startTime(owner.pid);
  if (owner.start && start && owner.start !== start) return 'pid_reused';
  const exe = probe.executable(owner.pid);
  if (owner.exe && exe && owner.exe !== exe) return 'other_program';
  // same boot, same pid, same start time: that process is the owner, beating or not (a Vitae
  // stopped in a debugger still holds its files in memory)
  if (owner.start && start && (!owner.boot || boot)) return 'held';
  return silent ? 'silent' : 'held';
}

function readOwner(file: string): LockOwner | null {
  try {
    const o = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<LockOwner>;
    return o && typeof o.pid === 'number' && typeof o.host === 'string' ? (o as LockOwner) : null;
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

function mtimeOf(file: string): number {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return -Infinity;
  }
}

function ownerOf(probe: ProcessProbe, mode: string): LockOwner {
  const pid = process.pid;
  const me: LockOwner = { pid, host: probe.hostname(), mode, since: new Date(probe.now()).toISOString() };
  const boot = probe.bootId();
  const start = probe.startTime(pid);
  const exe = probe.executable(pid);
  if (boot) me.boot = boot;
  if (start) me.start = start;
  if (exe) me.exe = exe;
  return me;
}

function lockedError(dir: string, file: string, owner: LockOwner | null): AppError {
  return new AppError('io_failed', 'data_dir_locked', { pid: owner?.pid ?? 0, mode: owner?.mode ?? '', folder: dir, file });
}

export interface LockOptions {
  probe?: ProcessProbe;
  /** Told when a lock left by another process is taken over, and why. */
  log?: (message: string) => void;
}

export function acquireDataLock(dir: string, mode: string, opts: LockOptions = {}): DataLock {
  const probe = opts.probe ?? systemProbe;
  const file = path.join(dir, LOCK_FILE);
  const me = ownerOf(probe, mode);
  const content = JSON.stringify(me);
  let owner: LockOwner | null = null;
  for (let attempt = 0; attempt < 3; attempt++) {
    let created: boolean;
    try {
      created = createExclusive(file, content);
    } catch {
      // the folder cannot be written: nothing can be saved there, so nothing to protect
      return { held: false, beat() {}, release() {} };
    }
    if (created) return holdLock(file, me, probe);
    owner = readOwner(file);
    const verdict = lockVerdict(owner, mtimeOf(file), probe);
    if (verdict === 'held') throw lockedError(dir, file, owner);
    opts.log?.(`data lock of pid ${owner?.pid ?? '?'} taken over: ${verdict}`);
    try {
      fs.unlinkSync(file);
    } catch {
      /* another process took it over first: try again */
    }
  }
  throw lockedError(dir, file, owner);
}

function holdLock(file: string, me: LockOwner, probe: ProcessProbe): DataLock {
  const mine = () => {
    const o = readOwner(file);
    return !!o && o.pid === me.pid && o.since === me.since;
  };
  const beat = () => {
    if (!mine()) return;
    try {
      const t = new Date(probe.now());
      fs.utimesSync(file, t, t);
    } catch {
      /* the folder went away or turned read-only: the next start decides by the other checks */
    }
  };
  const timer = setInterval(beat, HEARTBEAT_MS);
  timer.unref();
  const release = () => {
    clearInterval(timer);
    if (mine()) {
      try {
        fs.unlinkSync(file);
      } catch {
        /* the folder went away */
      }
    }
    process.removeListener('exit', release);
  };
  process.on('exit', release);
  return { held: true, beat, release };
}
