/** Types of the collection operations (main/api/ops/collection.ts, main/services/collection.ts). */

export interface CollectionImportResult {
  /** cards whose owned count the file set */
  cards: number;
  /** lines that name no known card, with their number */
  unknown: { line: number; text: string }[];
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
