/**
 * What a collection CSV import would change (issue 26 item 4), pure. The import never wipes or
 * replaces silently: a file with a row that cannot be read, with no known card, or where more
 * than half of the rows name no known card is refused with its bad rows; otherwise the preview
 * lists the cards added, changed and removed, and nothing is written until the user confirms.
 */
import type { DeckCardIndex } from './cards';
import type { CollectionRead } from './collection-csv';
import { PREVIEW_LIST_MAX, type CollectionChange, type CollectionPreview } from './collection-types';

const byLine = <T extends { line: number }>(a: T, b: T) => a.line - b.line;

export function planCollectionImport(
  index: DeckCardIndex,
  read: CollectionRead,
  current: Record<string, number>,
  base: string,
): CollectionPreview {
  const unknown = [...read.unknown].sort(byLine);
  const lists = { rows: read.rows, unknown: unknown.slice(0, PREVIEW_LIST_MAX), unknownTotal: unknown.length };
  if (read.bad.length || !read.counts.size || unknown.length * 2 > read.rows) {
    const bad = [...read.bad].sort(byLine);
    return {
      ok: false,
      reason: bad.length ? 'errors' : read.counts.size ? 'mostly_unknown' : 'no_cards',
      bad: bad.slice(0, PREVIEW_LIST_MAX),
      badTotal: bad.length,
      ...lists,
    };
  }
  const counts: Record<string, number> = {};
  for (const [uid, n] of read.counts) if (n > 0) counts[uid] = n;
  const name = (uid: string) => index.byUid.get(uid)?.displayName ?? uid;
  const added: CollectionChange[] = [];
  const changed: CollectionChange[] = [];
  const removed: CollectionChange[] = [];
  let unchanged = 0;
  for (const [uid, to] of Object.entries(counts)) {
    const from = current[uid] ?? 0;
    if (!from) added.push({ uid, name: name(uid), from, to });
    else if (from !== to) changed.push({ uid, name: name(uid), from, to });
    else unchanged++;
  }
  for (const [uid, from] of Object.entries(current)) if (!counts[uid]) removed.push({ uid, name: name(uid), from, to: 0 });
  const sorted = (l: CollectionChange[]) => l.sort((a, b) => a.name.localeCompare(b.name)).slice(0, PREVIEW_LIST_MAX);
  return {
    ok: true,
    base,
    counts,
    added: sorted(added),
    changed: sorted(changed),
    removed: sorted(removed),
    addedTotal: added.length,
    changedTotal: changed.length,
    removedTotal: removed.length,
    unchanged,
    ...lists,
  };
}
