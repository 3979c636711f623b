/**
 * The short-file check of a card import (issue 17 item 4): a crypt or library file with far fewer
 * rows than the list it replaces was most likely cut short (a download stopped at a row boundary
 * still parses). The import keeps the cards the file lacks, so the user is told which ones.
 */
import type { ParsedCatalog } from './vekn';

/** A file is short when it has fewer rows than this share of the cards of its kind already in the catalog. */
export const SHORT_FILE_RATIO = 0.9;
/** Below this many cards of a kind the catalog is not a list to compare with (built-in or test cards). */
const MIN_PREVIOUS = 50;

export interface ShortFile {
  file: string;
  kind: 'crypt' | 'library';
  rows: number;
  previous: number;
  /** Cards of the old list the new file lacks: they stay in the catalog. */
  kept: { uid: string; name: string }[];
}

export function shortFiles(parsed: ParsedCatalog, previous: readonly { uid: string; name: string; kind: string }[]): ShortFile[] {
  const out: ShortFile[] = [];
  for (const kind of ['crypt', 'library'] as const) {
    const file = parsed.files[parsed.kinds.indexOf(kind)];
    if (!file) continue;
    const fresh = parsed.cards.filter((c) => c.kind === kind);
    const old = previous.filter((c) => c.kind === kind);
    if (old.length < MIN_PREVIOUS || fresh.length >= old.length * SHORT_FILE_RATIO) continue;
    const uids = new Set(fresh.map((c) => c.uid));
    const kept = old.filter((c) => !uids.has(c.uid)).map((c) => ({ uid: c.uid, name: c.name }));
    out.push({ file, kind, rows: fresh.length, previous: old.length, kept });
  }
  return out;
}

/** The names listed in the message (the rest is counted). */
export const KEPT_NAMES_SHOWN = 10;
