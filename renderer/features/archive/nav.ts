/** "Decks that play this card": the archive page opened on one card (#/archive/card/<uid>/<name>). */
export function archiveCardHref(uid: string, name: string): string {
  return `#/archive/card/${encodeURIComponent(uid)}/${encodeURIComponent(name)}`;
}

export function archiveCardFromHash(hash: string): { uid: string; name: string } | null {
  const m = /^#\/archive\/card\/([^/]+)\/([^/]*)$/.exec(hash);
  if (!m) return null;
  try {
    return { uid: decodeURIComponent(m[1]), name: decodeURIComponent(m[2]) };
  } catch {
    return null;
  }
}
