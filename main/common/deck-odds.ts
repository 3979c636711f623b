/**
 * Draw odds (hypergeometric), shared by the deck statistics of main and the deck editor.
 * Pure: every process may import this file.
 */

/** Opening hand: seven library cards (vtes-es:3 / I.3). */
export const OPENING_HAND = 7;
/** Uncontrolled region at the start: four crypt cards. */
export const CRYPT_DRAW = 4;
/** Turns the draw-odds table looks ahead by default. */
export const DEFAULT_TURNS = 5;

/**
 * Chance that a sample of `drawn` cards from a deck of `size` holding `copies` copies contains
 * at least one copy: 1 − C(size−copies, drawn) / C(size, drawn).
 */
export function atLeastOne(size: number, copies: number, drawn: number): number {
  if (copies <= 0 || size <= 0 || drawn <= 0) return 0;
  const n = Math.min(drawn, size);
  const k = Math.min(copies, size);
  if (size - k < n) return 1;
  let none = 1;
  for (let i = 0; i < n; i++) none *= (size - k - i) / (size - i);
  return 1 - none;
}

/** Cards seen by the end of turn `turn` when `perTurn` new cards are drawn each turn. */
export function cardsSeen(turn: number, perTurn: number): number {
  return OPENING_HAND + Math.max(0, Math.floor(turn)) * Math.max(0, perTurn);
}
