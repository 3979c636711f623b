import { describe, expect, it } from 'vitest';
import { parsePlayHash, playHref, type PlayRoute } from './nav';

describe('play hash routes', () => {
  it('round-trip', () => {
    const routes: PlayRoute[] = [
      { page: 'list' },
      { page: 'new' },
      { page: 'game', id: 'a-b/c' },
      { page: 'replay', id: 'x', step: null },
      { page: 'replay', id: 'x', step: 12 },
    ];
    for (const r of routes) expect(parsePlayHash(playHref(r))).toEqual(r);
  });
  it('falls back to the list', () => {
    expect(parsePlayHash('#/play/game')).toEqual({ page: 'list' });
    expect(parsePlayHash('#/cards')).toEqual({ page: 'list' });
    expect(parsePlayHash('#/play/replay/x/-3')).toEqual({ page: 'replay', id: 'x', step: null });
  });
});
