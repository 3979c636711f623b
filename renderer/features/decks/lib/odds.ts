/**
 * Draw odds with the hypergeometric distribution: the chance of seeing at least one copy of a
 * card when drawing `seen` cards without replacement from a library of `size` cards holding
 * `copies` copies.
 */
export function atLeastOne(size: number, copies: number, seen: number): number {
  if (size <= 0 || copies <= 0 || seen <= 0) return 0;
  const n = Math.min(seen, size);
  const k = Math.min(copies, size);
  if (n > size - k) return 1;
  // P(no copy) = prod_{i<n} (size-k-i)/(size-i)
  let none = 1;
  for (let i = 0; i < n; i++) none *= (size - k - i) / (size - i);
  return 1 - none;
}

/** Opening hand size (rulebook: draw seven library cards at the start, sec. 3 / I.3). */
export const OPENING_HAND = 7;

/** Cards seen by the end of turn `turn` when `perTurn` new cards are drawn each turn. */
export function cardsSeen(turn: number, perTurn: number): number {
  return OPENING_HAND + Math.max(0, Math.floor(turn)) * Math.max(0, perTurn);
}
