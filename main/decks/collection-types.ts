/** Types of the collection operations (main/api/ops/collection.ts, main/services/collection.ts). */

/** What is wrong with one row of a collection CSV (each has its message in errors.json, `collection.row.*`). */
export type CollectionRowProblem =
  | 'unknown_card'
  | 'name_missing'
  | 'count_missing'
  | 'count_invalid'
  | 'count_negative'
  | 'count_fraction'
  | 'count_too_large'
  | 'total_too_large'
  | 'line_too_long'
  | 'unclosed_quote';

export interface CollectionBadRow {
  /** the row's line number in the file (1-based) */
  line: number;
  problem: CollectionRowProblem;
  /** the cell at fault (the count, or the card's name), cut to 80 characters */
  value: string;
}

/** One card whose owned copies an import changes: `from` 0 when it is added, `to` 0 when removed. */
export interface CollectionChange {
  uid: string;
  name: string;
  from: number;
  to: number;
}

/** At most this many rows of each list travel in a preview (the totals are always exact). */
export const PREVIEW_LIST_MAX = 200;

/**
 * What an import of a CSV would do, computed without changing anything. A refused file
 * (`ok: false`) lists its bad rows; an accepted one the changes, and the collection it would
 * leave (`counts`), which `collection.applyImport` writes when the user confirms.
 */
export type CollectionPreview =
  | {
      ok: false;
      /** 'errors': some rows cannot be read; 'mostly_unknown': more than half name no known card; 'no_cards': no row names one */
      reason: 'errors' | 'mostly_unknown' | 'no_cards';
      /** rows read (header and blank lines left out) */
      rows: number;
      /** rows that cannot be read, then rows naming no known card (first PREVIEW_LIST_MAX of each) */
      bad: CollectionBadRow[];
      badTotal: number;
      unknown: CollectionBadRow[];
      unknownTotal: number;
    }
  | {
      ok: true;
      rows: number;
      /** the collection the preview was computed against: applyImport refuses if it changed since */
      base: string;
      /** the whole collection after the import (cards owned, copies) */
      counts: Record<string, number>;
      added: CollectionChange[];
      changed: CollectionChange[];
      removed: CollectionChange[];
      addedTotal: number;
      changedTotal: number;
      removedTotal: number;
      /** cards whose copies stay as they are */
      unchanged: number;
      /** rows left out because they name no known card (fewer than half of the rows) */
      unknown: CollectionBadRow[];
      unknownTotal: number;
    };

export interface CollectionApplied {
  /** cards owned now */
  cards: number;
  /** the collection replaced, kept for collection.undoImport */
  previous: CollectionPrevious;
}

/** The collection an import (or an undo) replaced, which collection.undoImport brings back. */
export interface CollectionPrevious {
  cards: number;
  /** ISO time of the replacement */
  savedAt: string;
}

export interface DeckCollectionLine {
  uid: string;
  name: string;
  /** copies the deck plays */
  need: number;
  owned: number;
  /** need - owned, when positive */
  missing: number;
  /** the other decks (not in the trash) that play the card, with their copies */
  usedBy: { id: string; name: string; count: number }[];
}
