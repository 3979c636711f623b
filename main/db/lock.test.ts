import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataLock, HEARTBEAT_MS, LOCK_FILE, SILENT_MS, type DataLock, type LockOwner } from './lock';
import { statStartTime, systemProbe, type ProcessProbe } from './process-probe';
import esErrors from '../../locales/es/errors.json';
import plErrors from '../../locales/pl/errors.json';
import type { AppError } from '../common/errors';

const NOW = Date.UTC(2026, 5, 1, 12, 0, 0);
const VITAE = '/opt/Vitae/vitae';

interface FakeProcess {
  start: string | null;
  exe: string | null;
}

/** A fake process table: this process is pid 100, started at tick 5000 of boot "boot-b". */
function fakeSystem(over: Partial<{ boot: string | null; bootTime: number | null; host: string }> = {}) {
  const table = new Map<number, FakeProcess>([[process.pid, { start: '5000', exe: VITAE }]]);
  const probe: ProcessProbe = {
    hostname: () => over.host ?? 'desk',
    bootId: () => (over.boot === undefined ? 'boot-b' : over.boot),
    bootTimeMs: () => (over.bootTime === undefined ? NOW - 3600_000 : over.bootTime),
    alive: (pid) => table.has(pid),
    startTime: (pid) => table.get(pid)?.start ?? null,
    executable: (pid) => table.get(pid)?.exe ?? null,
    now: () => NOW,
  };
  return { table, probe };
}

const dirs: string[] = [];
const locks: DataLock[] = [];
afterEach(() => {
  for (const l of locks.splice(0)) l.release();
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

function folder(): string {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-lock-'));
  dirs.push(d);
  return d;
}

/** Leaves a lock file of `owner` in `dir`, last touched `ageMs` before NOW. */
function leaveLock(dir: string, owner: Partial<LockOwner>, ageMs = 1000): string {
  const file = path.join(dir, LOCK_FILE);
  fs.writeFileSync(file, JSON.stringify({ host: 'desk', mode: 'electron', since: '2026-06-01T09:00:00.000Z', ...owner }));
  const t = new Date(NOW - ageMs);
  fs.utimesSync(file, t, t);
  return file;
}

function acquire(dir: string, probe: ProcessProbe, log?: (m: string) => void): DataLock {
  const l = acquireDataLock(dir, 'web', { probe, log });
  locks.push(l);
  return l;
}

const ownerIn = (dir: string) => JSON.parse(fs.readFileSync(path.join(dir, LOCK_FILE), 'utf8')) as LockOwner;

describe('the data-folder lock proves it is a running Vitae (issue 26, item 6)', () => {
  it('records the boot, start time and executable of the process that holds it', () => {
    const dir = folder();
    const { probe } = fakeSystem();
    acquire(dir, probe);
    expect(ownerIn(dir)).toMatchObject({ pid: process.pid, host: 'desk', mode: 'web', boot: 'boot-b', start: '5000', exe: VITAE });
  });

  it('a live Vitae holding the folder is refused, and the message names the folder and the lock file', () => {
    const dir = folder();
    const { table, probe } = fakeSystem();
    table.set(4242, { start: '777', exe: VITAE });
    const file = leaveLock(dir, { pid: 4242, boot: 'boot-b', start: '777', exe: VITAE }, SILENT_MS * 10);
    let err: unknown;
    try {
      acquire(dir, probe);
    } catch (e) {
      err = e;
    }
    // verified by its start time: held even though it has not beaten for long (a paused debugger)
    expect(err).toMatchObject({ code: 'io_failed', key: 'data_dir_locked', params: { pid: 4242, folder: dir, file } });
    expect(ownerIn(dir).pid).toBe(4242);
    for (const template of [esErrors.data_dir_locked, plErrors.data_dir_locked]) {
      const params = (err as AppError).params;
      const text = template.replace(/\{\{(\w+)\}\}/g, (_m, k: string) => String(params[k] ?? `{{${k}}}`));
      expect(text).toContain(dir);
      expect(text).toContain(file);
      expect(text).toContain('4242');
      expect(text).not.toMatch(/\{\{/);
    }
  });

  /** Starts on a folder whose lock names pid 4242 (as `running` in the process table, or gone). */
  function takeOver(lock: Partial<LockOwner>, running: FakeProcess | null, system = fakeSystem(), ageMs = 1000): string[] {
    const dir = folder();
    if (running) system.table.set(4242, running);
    leaveLock(dir, { pid: 4242, ...lock }, ageMs);
    const logs: string[] = [];
    expect(acquire(dir, system.probe, (m) => logs.push(m)).held).toBe(true);
    expect(ownerIn(dir).pid).toBe(process.pid);
    return logs;
  }
  const VITAE_LOCK = { boot: 'boot-b', start: '777', exe: VITAE };

  it('a pid alive but running another program does not block the start', () => {
    expect(takeOver(VITAE_LOCK, { start: '777', exe: '/usr/bin/bash' })).toEqual(['data lock of pid 4242 taken over: other_program']);
  });

  it('a pid reused by another process (other start time) does not block the start', () => {
    expect(takeOver(VITAE_LOCK, { start: '91234', exe: VITAE })).toEqual(['data lock of pid 4242 taken over: pid_reused']);
  });

  it('a lock from before a reboot is taken over even when its pid now names a live Vitae-like process', () => {
    // after the reboot pid 4242 is some process that started at the same tick count
    expect(takeOver({ ...VITAE_LOCK, boot: 'boot-a' }, { start: '777', exe: VITAE })).toEqual([
      'data lock of pid 4242 taken over: rebooted',
    ]);
  });

  it('without a boot id (macOS, Windows) a lock last touched before the boot is from an earlier boot', () => {
    const system = fakeSystem({ boot: null, bootTime: NOW - 60_000 });
    expect(takeOver({}, { start: null, exe: null }, system, 5 * 60_000)).toEqual(['data lock of pid 4242 taken over: rebooted']);
  });

  it('the lock of a process that is gone is taken over', () => {
    expect(takeOver(VITAE_LOCK, null)).toEqual(['data lock of pid 4242 taken over: dead']);
  });

  it('an owner that cannot be verified holds the folder while it beats, and loses it once silent', () => {
    const { table, probe } = fakeSystem({ boot: null, bootTime: NOW - 24 * 3600_000 });
    table.set(4242, { start: null, exe: null });
    const beating = folder();
    leaveLock(beating, { pid: 4242 }, HEARTBEAT_MS);
    expect(() => acquire(beating, probe)).toThrow(/data_dir_locked/);
    const silent = folder();
    leaveLock(silent, { pid: 4242 }, SILENT_MS + 1000);
    const logs: string[] = [];
    acquire(silent, probe, (m) => logs.push(m));
    expect(logs).toEqual(['data lock of pid 4242 taken over: silent']);
  });

  it('a lock of another computer (shared folder) is taken over only once it stops beating', () => {
    const { probe } = fakeSystem();
    const live = folder();
    leaveLock(live, { pid: 4242, host: 'laptop' }, HEARTBEAT_MS);
    expect(() => acquire(live, probe)).toThrow(/data_dir_locked/);
    const gone = folder();
    leaveLock(gone, { pid: 4242, host: 'laptop' }, SILENT_MS + 1000);
    expect(acquire(gone, probe).held).toBe(true);
  });

  it('the holder beats: its lock file is touched, a lock taken over by another is left alone', () => {
    const dir = folder();
    const { probe } = fakeSystem();
    const lock = acquire(dir, probe);
    const file = path.join(dir, LOCK_FILE);
    const old = new Date(NOW - SILENT_MS * 2);
    fs.utimesSync(file, old, old);
    lock.beat();
    expect(fs.statSync(file).mtimeMs).toBe(NOW);
    fs.writeFileSync(file, JSON.stringify({ pid: 4242, host: 'desk', mode: 'web', since: 'x' }));
    fs.utimesSync(file, old, old);
    lock.beat();
    expect(fs.statSync(file).mtimeMs).toBe(old.getTime());
    lock.release();
    expect(ownerIn(dir).pid).toBe(4242);
  });
});

describe('the real process probe', () => {
  it('reads field 22 of /proc/<pid>/stat even when the name holds spaces and parentheses', () => {
    const fields = Array.from({ length: 50 }, (_v, i) => String(i + 3));
    expect(statStartTime(`123 (a) b (c) ${fields.join(' ')}`)).toBe('22');
    expect(statStartTime('garbage')).toBeNull();
  });

  const linux = process.platform === 'linux';
  let child: ChildProcess | null = null;
  afterEach(() => {
    child?.kill('SIGKILL');
    child = null;
  });

  it.runIf(linux)('on Linux a live process of another program named by a lock does not block the start', async () => {
    child = spawn('sleep', ['30'], { stdio: 'ignore' });
    await new Promise((r) => child!.once('spawn', r));
    const pid = child.pid!;
    expect(systemProbe.alive(pid)).toBe(true);
    const start = systemProbe.startTime(pid);
    expect(start).toMatch(/^\d+$/);
    // as a Vitae that ran before: same pid, same boot, but not this process's executable
    const dir = folder();
    fs.writeFileSync(
      path.join(dir, LOCK_FILE),
      JSON.stringify({ pid, host: os.hostname(), mode: 'web', since: 'x', boot: systemProbe.bootId(), start, exe: process.execPath }),
    );
    const l = acquireDataLock(dir, 'web');
    locks.push(l);
    expect(ownerIn(dir).pid).toBe(process.pid);
    // and the same process recorded with its own start time and executable holds the folder
    l.release();
    const real = folder();
    fs.writeFileSync(
      path.join(real, LOCK_FILE),
      JSON.stringify({
        pid,
        host: os.hostname(),
        mode: 'web',
        since: 'x',
        boot: systemProbe.bootId(),
        start,
        exe: systemProbe.executable(pid),
      }),
    );
    expect(() => acquireDataLock(real, 'web')).toThrow(/data_dir_locked/);
  });
});
