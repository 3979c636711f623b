/**
 * Checks that bytes read from disk are a complete SQLite database image before sql.js opens
 * them. sql.js takes an empty buffer as a valid empty database and reads missing pages as
 * zeros, so a file truncated by a crash or a full disk would otherwise open "fine" and be
 * overwritten by the next save (the data loss of issue 9, item 1).
 *
 * Header layout: https://www.sqlite.org/fileformat.html §1.3 (magic string, page size at
 * offset 16, "in-header database size" at 28, valid when the change counter at 24 equals the
 * version-valid-for number at 92).
 */

/** Why a file cannot be used; each has a localized explanation under `ui:notices.reasons`. */
export type UnreadableReason = 'empty' | 'not_sqlite' | 'truncated' | 'damaged' | 'newer_schema' | 'not_a_file' | 'unreadable';

const MAGIC = 'SQLite format 3\u0000';

export function checkSqliteImage(bytes: Uint8Array): UnreadableReason | null {
  if (bytes.length === 0) return 'empty';
  if (bytes.length < 100) return 'truncated';
  for (let i = 0; i < MAGIC.length; i++) if (bytes[i] !== MAGIC.charCodeAt(i)) return 'not_sqlite';
  const raw = (bytes[16] << 8) | bytes[17];
  const pageSize = raw === 1 ? 65536 : raw;
  // a page size is a power of two between 512 and 65536
  if (pageSize < 512 || pageSize > 65536 || (pageSize & (pageSize - 1)) !== 0) return 'damaged';
  if (bytes.length % pageSize !== 0) return 'truncated';
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const pages = view.getUint32(28);
  const valid = view.getUint32(24) === view.getUint32(92);
  if (valid && pages > 0 && bytes.length < pages * pageSize) return 'truncated';
  return null;
}
