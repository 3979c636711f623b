import fs from 'node:fs';
import path from 'node:path';
import { ioFailure } from './io-error';
import { DIR_MODE, FILE_MODE } from './store';

/**
 * Append-only journals, one file per key (a game id), one JSON object per line (issue 14,
 * item 1). An append writes one line and fsyncs it, so its cost does not depend on how much else
 * is saved; the games service folds journals into games.sqlite at checkpoints.
 *
 * Crash safety: a line is acknowledged only after its fsync. A crash during an append leaves at
 * most a torn last line, which `read` drops and reports. A failed append (full disk) cuts the
 * file back to its previous length, so a later append never follows half a line.
 */
export interface JournalFs {
  openSync(file: string, flags: string, mode?: number): number;
  writeSync(fd: number, data: Uint8Array): number;
  fsyncSync(fd: number): void;
  ftruncateSync(fd: number, len: number): void;
  closeSync(fd: number): void;
}

export const nodeJournalFs: JournalFs = {
  openSync: (f, flags, mode) => fs.openSync(f, flags, mode),
  writeSync: (fd, data) => fs.writeSync(fd, data),
  fsyncSync: (fd) => fs.fdatasyncSync(fd),
  ftruncateSync: (fd, len) => fs.ftruncateSync(fd, len),
  closeSync: (fd) => fs.closeSync(fd),
};

export interface JournalRead<T> {
  entries: T[];
  /** True when the last line was incomplete or unreadable (a crash during its append): dropped. */
  torn: boolean;
}

const SUFFIX = '.journal';
/** Open journal files kept at hand; the least recently used is closed beyond this. */
const MAX_OPEN = 16;

export class Journal<T> {
  private readonly open = new Map<string, { fd: number; size: number }>();

  constructor(
    private readonly dir: string,
    private readonly fsImpl: JournalFs = nodeJournalFs,
  ) {
    if (!fs.existsSync(dir)) fs.mkdirSync(dir, { recursive: true, mode: DIR_MODE });
  }

  private file(key: string): string {
    if (!/^[A-Za-z0-9_-]{1,80}$/.test(key)) throw new Error(`bad journal key ${key.slice(0, 20)}`);
    return path.join(this.dir, key + SUFFIX);
  }

  private handle(key: string): { fd: number; size: number } {
    const hit = this.open.get(key);
    if (hit) {
      this.open.delete(key);
      this.open.set(key, hit);
      return hit;
    }
    const file = this.file(key);
    const fd = this.fsImpl.openSync(file, 'a', FILE_MODE);
    const h = { fd, size: fs.fstatSync(fd).size };
    this.open.set(key, h);
    while (this.open.size > MAX_OPEN) this.closeOne(this.open.keys().next().value as string);
    return h;
  }

  private closeOne(key: string): void {
    const h = this.open.get(key);
    if (!h) return;
    this.open.delete(key);
    try {
      this.fsImpl.closeSync(h.fd);
    } catch {
      /* nothing left to lose: every line was fsynced */
    }
  }

  /** Appends one line and makes it durable; throws a typed io_failed error and changes nothing on failure. */
  append(key: string, entry: T): number {
    const data = Buffer.from(JSON.stringify(entry) + '\n', 'utf8');
    let h: { fd: number; size: number } | null = null;
    try {
      h = this.handle(key);
      let off = 0;
      while (off < data.length) off += this.fsImpl.writeSync(h.fd, data.subarray(off));
      this.fsImpl.fsyncSync(h.fd);
      h.size += data.length;
      return data.length;
    } catch (e) {
      if (h) {
        try {
          this.fsImpl.ftruncateSync(h.fd, h.size);
        } catch {
          /* read() drops a torn tail anyway */
        }
        this.closeOne(key);
      }
      throw ioFailure(e, this.file(key));
    }
  }

  read(key: string): JournalRead<T> {
    let text: string;
    try {
      text = fs.readFileSync(this.file(key), 'utf8');
    } catch {
      return { entries: [], torn: false };
    }
    const lines = text.split('\n');
    const last = lines.pop() ?? '';
    const entries: T[] = [];
    let torn = last.length > 0;
    for (const line of lines) {
      try {
        entries.push(JSON.parse(line) as T);
      } catch {
        // only a torn tail can be unreadable; anything after it was never acknowledged
        torn = true;
        break;
      }
    }
    return { entries, torn };
  }

  /** Keys that have a journal on disk. */
  keys(): string[] {
    return fs
      .readdirSync(this.dir)
      .filter((f) => f.endsWith(SUFFIX))
      .map((f) => f.slice(0, -SUFFIX.length));
  }

  /** Removes a journal once its lines are folded into the database. */
  clear(key: string): void {
    this.closeOne(key);
    try {
      fs.unlinkSync(this.file(key));
    } catch (e) {
      if ((e as { code?: string }).code !== 'ENOENT') throw ioFailure(e, this.file(key));
    }
  }

  close(): void {
    for (const key of [...this.open.keys()]) this.closeOne(key);
  }
}
