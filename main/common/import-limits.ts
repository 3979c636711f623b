/**
 * Bounds of the imports the user picks (issue 26 item 8): checked by the services with a
 * localized error naming the limit, and by the renderer before it reads a file (so an oversized
 * file is never read into memory; the renderer compares the file's bytes with the same numbers). Every real file is far below them: the tournament archive's
 * deck files are under 10 KB with lines under 2,500 characters, its JSON form about 20 MB for
 * 4,500 decks, a complete collection CSV under 1 MB.
 */
export const ARCHIVE_LIMITS = {
  /** one deck file of the archive's folder (.txt / .twd), in characters */
  textFileChars: 256 * 1024,
  /** the archive's JSON form, in characters */
  jsonFileChars: 48 * 1024 * 1024,
  /** every file of one import together, in characters (under the browser host's 80 MB request) */
  totalChars: 64 * 1024 * 1024,
  /** one line of a deck file */
  lineChars: 10_000,
  /** decks in one import (the archive held about 4,500 in 2025) */
  decks: 20_000,
  /** cards of one deck, crypt and library together (tournament decks play at most 90 + a crypt) */
  cardsPerDeck: 500,
  /**
   * different cards of every deck together: the rows one import writes in a single transaction
   * (the 903 decks of the archive folder have 33,472; the whole archive about 170,000)
   */
  cardRows: 600_000,
} as const;

export const COLLECTION_LIMITS = {
  /** one collection CSV, in characters */
  fileChars: 2 * 1024 * 1024,
  /** lines of one collection CSV */
  rows: 50_000,
  /** one line of a collection CSV */
  lineChars: 1_000,
  /** copies of one card */
  owned: 999,
} as const;

/** A size in characters as the error messages show it: "48 MB", "256 KB". */
export function sizeText(chars: number): string {
  return chars >= 1024 * 1024 ? `${Math.round(chars / (1024 * 1024))} MB` : `${Math.round(chars / 1024)} KB`;
}
