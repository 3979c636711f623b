/** Sub-pages of the Play screen, kept in the hash so a reload resumes where it was. */
export type PlayRoute =
  { page: 'list' } | { page: 'new' } | { page: 'game'; id: string } | { page: 'replay'; id: string; step: number | null };

export function parsePlayHash(hash: string): PlayRoute {
  const parts = hash.replace(/^#\/?/, '').split('/').map(decodeURIComponent);
  if (parts[0] !== 'play') return { page: 'list' };
  if (parts[1] === 'new') return { page: 'new' };
  if (parts[1] === 'game' && parts[2]) return { page: 'game', id: parts[2] };
  if (parts[1] === 'replay' && parts[2]) {
    const n = Number(parts[3]);
    return { page: 'replay', id: parts[2], step: parts[3] !== undefined && Number.isInteger(n) && n >= 0 ? n : null };
  }
  return { page: 'list' };
}

export function playHref(r: PlayRoute): string {
  switch (r.page) {
    case 'list':
      return '#/play';
    case 'new':
      return '#/play/new';
    case 'game':
      return `#/play/game/${encodeURIComponent(r.id)}`;
    case 'replay':
      return `#/play/replay/${encodeURIComponent(r.id)}${r.step === null ? '' : `/${r.step}`}`;
  }
}
