import fs from 'node:fs';
import os from 'node:os';

/**
 * What this system can tell about a process, for the data-folder lock (`lock.ts`). Every answer
 * that cannot be known here is null, never a guess: the lock then falls back to its heartbeat.
 * Injected in tests as a fake process table.
 */
export interface ProcessProbe {
  hostname(): string;
  /** The identity of the running boot (Linux: `/proc/sys/kernel/random/boot_id`); null elsewhere. */
  bootId(): string | null;
  /** When the running boot started, in ms since the epoch; null where unknown. */
  bootTimeMs(): number | null;
  /** True when a process with this pid exists (ours or someone else's). */
  alive(pid: number): boolean;
  /**
   * When the process started, only ever compared for equality within one boot (Linux: field 22
   * of `/proc/<pid>/stat`, clock ticks since boot); null where unknown.
   */
  startTime(pid: number): string | null;
  /** The process's executable file; null where it cannot be read (another user's, not Linux). */
  executable(pid: number): string | null;
  now(): number;
}

function readText(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/** Field 22 (starttime) of a `/proc/<pid>/stat` line; the name (field 2) may hold spaces and ')'. */
export function statStartTime(stat: string): string | null {
  const close = stat.lastIndexOf(')');
  if (close < 0) return null;
  // fields after the name start at field 3 (state): field 22 is the 20th of them
  const rest = stat
    .slice(close + 1)
    .trim()
    .split(/\s+/);
  const v = rest[19];
  return v !== undefined && /^\d+$/.test(v) ? v : null;
}

const linux = process.platform === 'linux';

export const systemProbe: ProcessProbe = {
  hostname: () => os.hostname(),
  bootId: () => (linux ? (readText('/proc/sys/kernel/random/boot_id')?.trim() ?? null) || null : null),
  bootTimeMs: () => {
    const up = os.uptime();
    return Number.isFinite(up) && up > 0 ? Date.now() - up * 1000 : null;
  },
  alive(pid) {
    if (!Number.isInteger(pid) || pid <= 0) return false;
    try {
      process.kill(pid, 0);
      return true;
    } catch (e) {
      // EPERM: the process exists but belongs to someone else
      return (e as { code?: string }).code === 'EPERM';
    }
  },
  startTime(pid) {
    if (!linux || !Number.isInteger(pid) || pid <= 0) return null;
    const stat = readText(`/proc/${pid}/stat`);
    return stat === null ? null : statStartTime(stat);
  },
  executable(pid) {
    if (!linux || !Number.isInteger(pid) || pid <= 0) return null;
    try {
      // an executable replaced by an update while it runs reads as "<path> (deleted)"
      return fs.readlinkSync(`/proc/${pid}/exe`).replace(/ \(deleted\)$/, '');
    } catch {
      return null;
    }
  },
  now: () => Date.now(),
};
