import fs from 'node:fs';
import path from 'node:path';
import { ioFailure } from './io-error';
import { DIR_MODE, FILE_MODE, nodePersistFs } from './store';

/**
 * Append-only journals, one file per key (a game id), one JSON object per line followed by a tab
 * and the line's CRC-32 (issue 14, item 1; issue 26, item 2). An append writes one line and fsyncs it, so its cost does not depend on how much else
 * is saved; the games service folds journals into games.sqlite at checkpoints.
 *
 * Crash safety: a line is acknowledged only after its fsync. A crash during an append leaves at
 * most a torn last line, which `read` drops and reports. A line damaged later (a bad sector, a
 * hand edit) fails its checksum: it is counted, and the whole lines after it are still read. A failed append (full disk) cuts the
 * file back to its previous length, so a later append never follows half a line.
 */
export interface JournalFs {
  openSync(file: string, flags: string, mode?: number): number;
  writeSync(fd: number, data: Uint8Array): number;
  fsyncSync(fd: number): void;
  ftruncateSync(fd: number, len: number): void;
  closeSync(fd: number): void;
  /** The rename that puts a rewritten journal in place (`Journal.rewrite`). */
  renameSync(from: string, to: string): void;
}

export const nodeJournalFs: JournalFs = {
  openSync: (f, flags, mode) => fs.openSync(f, flags, mode),
  writeSync: (fd, data) => fs.writeSync(fd, data),
  fsyncSync: (fd) => fs.fdatasyncSync(fd),
  ftruncateSync: (fd, len) => fs.ftruncateSync(fd, len),
  closeSync: (fd) => fs.closeSync(fd),
  renameSync: (a, b) => fs.renameSync(a, b),
};

export interface JournalRead<T> {
  /** The whole lines whose checksum holds, in file order (lines after a damaged one included). */
  entries: T[];
  /** True when the last line was incomplete (a crash during its append, never acknowledged): dropped. */
  torn: boolean;
  /** Complete lines that could not be read (checksum or JSON wrong): kept in the file, counted here. */
  bad: number;
  /** True when the journal exists but cannot be read at all (a folder in its place, no permission). */
  unreadable: boolean;
}

const SUFFIX = '.journal';
/** Open journal files kept at hand; the least recently used is closed beyond this. */
const MAX_OPEN = 16;

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

/** CRC-32 of a line's UTF-8 bytes, as 8 hex digits. */
export function crc32(text: string): string {
  const bytes = Buffer.from(text, 'utf8');
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return ((c ^ 0xffffffff) >>> 0).toString(16).padStart(8, '0');
}

/** One line as written: the entry's JSON, a tab and its CRC-32 (JSON never holds a raw tab). */
export function encodeLine(entry: unknown): string {
  const json = JSON.stringify(entry);
  return `${json}\t${crc32(json)}\n`;
}

/** A line's entry, or null when it is damaged. Lines of older versions have no checksum. */
export function decodeLine<T>(line: string): T | null {
  const tab = line.lastIndexOf('\t');
  let json = tab < 0 ? line : line.slice(0, tab);
  if (tab >= 0 && line.slice(tab + 1) !== crc32(json)) {
    // half a line left by a failed append that could not be cut back, then the whole retried
    // line: it starts where the line's first key appears again (few places, each checked once)
    const sum = line.slice(tab + 1);
    const head = json.slice(0, json.indexOf(':') + 1);
    if (head.length < 2) return null;
    let from = json.indexOf(head, 1);
    while (from > 0 && crc32(json.slice(from)) !== sum) from = json.indexOf(head, from + 1);
    if (from < 0) return null;
    json = json.slice(from);
  }
  try {
    const v: unknown = JSON.parse(json);
    return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as T) : null;
  } catch {
    return null;
  }
}

const stampOf = (d: Date) => d.toISOString().replace(/[:.]/g, '-');

export class Journal<T> {
  private readonly open = new Map<string, { fd: number; size: number }>();

  /** The folder's own trouble at start-up (a file in its place), for the start-up notice. */
  readonly notices: { kind: 'moved_aside' | 'unavailable'; movedTo?: string }[] = [];
  /** False when the folder can be neither found nor made: the games service saves whole records then. */
  readonly usable: boolean;

  constructor(
    private readonly dir: string,
    private readonly fsImpl: JournalFs = nodeJournalFs,
    private readonly now: () => Date = () => new Date(),
    /** The unlink of a folded journal; tests make it fail as an antivirus holding the file would. */
    private readonly unlink: (file: string) => void = (f) => fs.unlinkSync(f),
  ) {
    this.usable = this.ensureDir();
  }

  private ensureDir(): boolean {
    try {
      const st = fs.statSync(this.dir, { throwIfNoEntry: false });
      if (st && !st.isDirectory()) {
        // a file where the folder should be: kept aside, never read as a journal nor deleted
        const aside = `${this.dir}.unreadable-${stampOf(this.now())}`;
        fs.renameSync(this.dir, aside);
        this.notices.push({ kind: 'moved_aside', movedTo: path.basename(aside) });
      }
      if (!st || !st.isDirectory()) fs.mkdirSync(this.dir, { recursive: true, mode: DIR_MODE });
      return true;
    } catch {
      this.notices.push({ kind: 'unavailable' });
      return false;
    }
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
    const data = Buffer.from(encodeLine(entry), 'utf8');
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

  /**
   * Replaces a journal by `entries`, atomically: they go to `<key>.journal.tmp` (fsynced), which is
   * renamed over the journal, and the folder is fsynced. A crash leaves the old journal or the new
   * one, whole; a failure leaves the old one and throws a typed io_failed error. Its cost is that of
   * one game's lines, whatever else is saved (the games' checkpoint, issue 28 item 5).
   */
  rewrite(key: string, entries: T[]): void {
    const file = this.file(key);
    const tmp = `${file}.tmp`;
    this.closeOne(key);
    const f = this.fsImpl;
    let fd: number | null = null;
    try {
      fd = f.openSync(tmp, 'w', FILE_MODE);
      const data = Buffer.from(entries.map(encodeLine).join(''), 'utf8');
      let off = 0;
      while (off < data.length) off += f.writeSync(fd, data.subarray(off));
      f.fsyncSync(fd);
      f.closeSync(fd);
      fd = null;
      f.renameSync(tmp, file);
    } catch (e) {
      if (fd !== null) {
        try {
          f.closeSync(fd);
        } catch {
          /* the original error is the one to report */
        }
      }
      try {
        fs.rmSync(tmp, { force: true });
      } catch {
        /* a stray temp file is never read: keys() lists `.journal` files only */
      }
      throw ioFailure(e, file);
    }
    nodePersistFs.fsyncPath(this.dir);
  }

  /**
   * Every whole line whose checksum holds, in order. A damaged line is counted and skipped, and
   * the lines after it are still read: they were acknowledged and the caller decides what fits.
   */
  read(key: string): JournalRead<T> {
    let text: string;
    try {
      text = fs.readFileSync(this.file(key), 'utf8');
    } catch (e) {
      const missing = (e as { code?: string }).code === 'ENOENT';
      return { entries: [], torn: false, bad: 0, unreadable: !missing };
    }
    const lines = text.split('\n');
    const last = lines.pop() ?? '';
    const entries: T[] = [];
    let bad = 0;
    for (const line of lines) {
      const e = line.length ? decodeLine<T>(line) : null;
      if (e) entries.push(e);
      else bad++;
    }
    return { entries, torn: last.length > 0, bad, unreadable: false };
  }

  /** Keys that have a journal on disk. */
  keys(): string[] {
    if (!this.usable) return [];
    try {
      return fs
        .readdirSync(this.dir)
        .filter((f) => f.endsWith(SUFFIX) && /^[A-Za-z0-9_-]{1,80}$/.test(f.slice(0, -SUFFIX.length)))
        .map((f) => f.slice(0, -SUFFIX.length));
    } catch {
      return [];
    }
  }

  /**
   * Moves a journal that cannot be folded whole out of the journals folder, beside the data
   * files (`<data>/<key>.journal.unreadable-<time>`), where nothing reads or deletes it. Returns
   * the new file name, or null when the folder cannot be written (the journal then stays).
   */
  setAside(key: string): string | null {
    this.closeOne(key);
    const aside = path.join(path.dirname(this.dir), `${key}${SUFFIX}.unreadable-${stampOf(this.now())}`);
    try {
      fs.renameSync(this.file(key), aside);
      return path.basename(aside);
    } catch {
      return null;
    }
  }

  /** Removes a journal once its lines are folded into the database. */
  clear(key: string): void {
    this.closeOne(key);
    try {
      this.unlink(this.file(key));
    } catch (e) {
      if ((e as { code?: string }).code !== 'ENOENT') throw ioFailure(e, this.file(key));
    }
  }

  close(): void {
    for (const key of [...this.open.keys()]) this.closeOne(key);
  }
}
