import path from 'node:path';
import { AppError, stripPaths } from '../common/errors';

/** errno codes that mean "the disk is full" and "the folder cannot be written". */
const FULL = new Set(['ENOSPC', 'EDQUOT', 'EFBIG']);
const READ_ONLY = new Set(['EROFS', 'EACCES', 'EPERM']);
/** The process or the system ran out of file descriptors: nothing is wrong with the disk. */
const TOO_MANY_OPEN = new Set(['EMFILE', 'ENFILE']);

function errnoOf(e: unknown): string {
  return typeof e === 'object' && e !== null && typeof (e as { code?: unknown }).code === 'string' ? (e as { code: string }).code : '';
}

/**
 * A failed write of a data file as a typed, localized error: `disk_full`, `disk_read_only`,
 * `too_many_open_files` or `disk_write_failed` (key of the `errors` namespace), with the file's
 * name only.
 */
export function ioFailure(e: unknown, file: string): AppError {
  if (e instanceof AppError) return e;
  const errno = errnoOf(e);
  const key = FULL.has(errno)
    ? 'disk_full'
    : READ_ONLY.has(errno)
      ? 'disk_read_only'
      : TOO_MANY_OPEN.has(errno)
        ? 'too_many_open_files'
        : 'disk_write_failed';
  const detail = stripPaths(e instanceof Error ? `${errno || e.name}: ${e.message}` : String(e));
  return new AppError('io_failed', key, { file: path.basename(file) }, detail);
}

export function isReadOnlyError(e: unknown): boolean {
  return READ_ONLY.has(errnoOf(e));
}
