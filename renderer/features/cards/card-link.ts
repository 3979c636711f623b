/**
 * Links into the card lookup from other pages (issue 27 item 12: the V:TES set-up lists the cards
 * that need manual operations, each a link to its entry): `#/cards/<uid>` opens that card.
 */

/** The lookup link of one card. */
export function cardLink(uid: string): string {
  return `#/cards/${encodeURIComponent(uid)}`;
}

/** The card a lookup link names (`#/cards/<uid>`, e.g. `#/cards/vtes%3A100001`), or null. */
export function cardUidFromHash(hash: string): string | null {
  const m = /^#\/cards\/([^/?#]+)$/.exec(hash);
  if (!m) return null;
  try {
    const uid = decodeURIComponent(m[1]);
    return /^[a-z-]+:[\w-]+$/.test(uid) ? uid : null;
  } catch {
    return null;
  }
}
