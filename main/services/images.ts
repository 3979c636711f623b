import fs from 'node:fs';
import path from 'node:path';
import { AppError } from '../common/errors';

/** Largest image sent to the renderer (a data URL is a third larger than the file). */
export const MAX_IMAGE_BYTES = 15 * 1024 * 1024;

const EXT = ['.jpg', '.jpeg', '.png', '.webp', '.gif'];
const MIME: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
};

/** Lower-case, no accents, only letters and digits: "The Rack" -> "therack". */
export function imageKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/**
 * Finds a user-supplied image for a card in `folder`: by id first (`200001.jpg`), then by
 * name in the usual naming schemes (`therack.jpg`, `The Rack.png`, `Rack, The.jpg`).
 * The folder index is cached per folder and refreshed when the folder changes.
 */
export class ImageFinder {
  private cache: { folder: string; mtime: number; byKey: Map<string, string> } | null = null;
  /** The folder of the last image found: `dataUrl` reads only files inside it. */
  private lastFolder: string | null = null;

  private index(folder: string): Map<string, string> | null {
    let st: fs.Stats;
    try {
      st = fs.statSync(folder);
    } catch {
      return null;
    }
    if (!st.isDirectory()) return null;
    if (this.cache && this.cache.folder === folder && this.cache.mtime === st.mtimeMs) return this.cache.byKey;
    const byKey = new Map<string, string>();
    for (const f of fs.readdirSync(folder)) {
      const ext = path.extname(f).toLowerCase();
      if (!EXT.includes(ext)) continue;
      const key = imageKey(path.basename(f, path.extname(f)));
      if (!byKey.has(key)) byKey.set(key, path.join(folder, f));
    }
    this.cache = { folder, mtime: st.mtimeMs, byKey };
    return byKey;
  }

  find(folder: string | null, id: string, names: string[]): string | null {
    if (!folder) return null;
    const idx = this.index(folder);
    if (!idx) return null;
    for (const k of [id, ...names].map(imageKey)) {
      const hit = k && idx.get(k);
      if (hit && insideFolder(folder, hit)) {
        this.lastFolder = folder;
        return hit;
      }
    }
    return null;
  }

  /**
   * The image as a data URL; refused above MAX_IMAGE_BYTES (checked before reading). The file is
   * opened once and everything is checked and read through that handle (issue 26, item 10): a
   * file swapped for a link out of `folder` after `find`, or between the check and the read, is
   * never read.
   */
  dataUrl(
    file: string,
    folder = this.lastFolder && file.startsWith(this.lastFolder + path.sep) ? this.lastFolder : path.dirname(file),
  ): string {
    const ext = path.extname(file).toLowerCase();
    const mime = MIME[ext] ?? 'application/octet-stream';
    let fd: number;
    try {
      // non-blocking: a FIFO named like an image must not hang the host
      fd = fs.openSync(file, fs.constants.O_RDONLY | (fs.constants.O_NONBLOCK ?? 0));
    } catch {
      throw new AppError('not_found', 'image_not_found');
    }
    try {
      const st = fs.fstatSync(fd);
      if (!st.isFile() || !handleInside(fd, st, file, folder)) throw new AppError('not_found', 'image_not_found');
      if (st.size > MAX_IMAGE_BYTES) {
        throw new AppError('invalid_input', 'image_too_large', { file: path.basename(file), maxMb: MAX_IMAGE_BYTES / 1024 / 1024 });
      }
      const bytes = readAll(fd, st.size);
      if (!isImage(bytes, ext)) throw new AppError('invalid_input', 'image_not_an_image', { file: path.basename(file) });
      return `data:${mime};base64,${bytes.toString('base64')}`;
    } finally {
      fs.closeSync(fd);
    }
  }
}

/** Reads the open file from its start, never more than MAX_IMAGE_BYTES (it may grow meanwhile). */
function readAll(fd: number, size: number): Buffer {
  const buf = Buffer.alloc(Math.min(size, MAX_IMAGE_BYTES));
  let got = 0;
  while (got < buf.length) {
    const n = fs.readSync(fd, buf, got, buf.length - got, got);
    if (n === 0) break;
    got += n;
  }
  return buf.subarray(0, got);
}

/**
 * True when the open file `fd` lies inside `folder`, links resolved. Linux names the file behind
 * a handle (`/proc/self/fd`); elsewhere the path's real location must be the very file open
 * (same device and inode), so a swap between the open and the check is caught too.
 */
export function handleInside(fd: number, st: fs.Stats, file: string, folder: string, procFd = process.platform === 'linux'): boolean {
  try {
    const root = fs.realpathSync(folder);
    let real: string | null = null;
    if (procFd) {
      try {
        real = fs.readlinkSync(`/proc/self/fd/${fd}`);
      } catch {
        real = null; // no /proc mounted: fall back
      }
    }
    if (real === null) {
      real = fs.realpathSync(file);
      const now = fs.statSync(real);
      if (now.dev !== st.dev || now.ino !== st.ino) return false;
    }
    return real.startsWith(root + path.sep);
  } catch {
    return false;
  }
}

/** The file's first bytes are those of its format (JPEG, PNG, GIF, WebP): a renamed text or other file is refused. */
export function isImage(b: Buffer, ext: string): boolean {
  const ascii = (from: number, to: number) => b.subarray(from, to).toString('latin1');
  switch (ext) {
    case '.jpg':
    case '.jpeg':
      return b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;
    case '.png':
      return b[0] === 0x89 && ascii(1, 4) === 'PNG';
    case '.gif':
      return ascii(0, 4) === 'GIF8';
    case '.webp':
      return ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP';
    default:
      return false;
  }
}

/**
 * True when `file`, with every link resolved, is a regular file inside `folder`: a link in the
 * image folder that points elsewhere on the disk (/etc/..., another user's files) is ignored.
 */
function insideFolder(folder: string, file: string): boolean {
  try {
    const root = fs.realpathSync(folder);
    const real = fs.realpathSync(file);
    return real.startsWith(root + path.sep) && fs.statSync(real).isFile();
  } catch {
    return false;
  }
}
