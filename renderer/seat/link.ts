/**
 * What a join link carries (docs/lan-table.md): `#t=<token>` for a seat, `#b=<token>` for the
 * public board. The token travels in the fragment, which a browser never sends to the server, so
 * it reaches no request line and no log. The page keeps it in sessionStorage (a reload, a phone
 * waking up) and takes it out of the address bar.
 */
export interface Joined {
  kind: 'seat' | 'board';
  token: string;
}

const KEY = 'vitae.seat';
const TOKEN_RE = /^[A-Za-z0-9_-]{16,128}$/;

export function parseFragment(hash: string): Joined | null {
  const m = /^#([tb])=([^&]*)$/.exec(hash);
  if (!m || !TOKEN_RE.test(m[2])) return null;
  return { kind: m[1] === 't' ? 'seat' : 'board', token: m[2] };
}

/** The link's token (then kept and taken out of the address bar), or the one kept from before. */
export function joinedFrom(
  loc: Pick<Location, 'hash' | 'pathname' | 'search'>,
  storage: Storage,
  history?: Pick<History, 'replaceState'>,
): Joined | null {
  const fromLink = parseFragment(loc.hash);
  if (fromLink) {
    storage.setItem(KEY, JSON.stringify(fromLink));
    history?.replaceState(null, '', loc.pathname + loc.search);
    return fromLink;
  }
  try {
    const kept = JSON.parse(storage.getItem(KEY) ?? 'null') as Joined | null;
    return kept && (kept.kind === 'seat' || kept.kind === 'board') && TOKEN_RE.test(kept.token) ? kept : null;
  } catch {
    return null;
  }
}

/** Forgets the token (it was revoked: the page asks for a new link). */
export function forget(storage: Storage): void {
  storage.removeItem(KEY);
}
