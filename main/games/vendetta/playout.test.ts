/**
 * Seeded random playouts (design.md §6 layer 2): random bots in every seat, every player
 * count and variant. After every choice: invariants (blood, influence, Diablerie and every card
 * conserved), a decision exists until the end, no view shows another seat's hand, looked-at
 * cards or face-down cards; replaying the record gives the same state hash.
 * VITAE_PLAYOUTS=10000 for long runs.
 */
import { describe, expect, it } from 'vitest';
import { runPlayouts } from '../../engine/testing/playout';
import type { SeatId } from '../../engine/types';
import { vendettaModule } from './module';
import type { VendettaState } from './state';

const N = Number(process.env.VITAE_PLAYOUTS ?? 0);

/** Card ids seat `seat` must not see in its view. */
export function hiddenFor(raw: unknown, seat: SeatId): unknown[] {
  const s = raw as VendettaState;
  const out: string[] = [];
  s.players.forEach((p, o) => {
    if (o === seat) return;
    out.push(...[...p.hand, ...p.looking, ...p.deck].filter((id) => !p.shown.includes(id)));
  });
  for (const l of s.locs)
    l.pos.forEach((pos, o) => {
      if (o === seat) return;
      for (const c of pos.cards) if (!c.up && !s.players[seat].known[c.key] && !s.players[o].shown.includes(c.id)) out.push(c.id);
    });
  return [...new Set(out.filter((id) => !visibleElsewhere(s, id)))];
}

/** Cards that are legitimately public right now (face up on the table). */
function visibleElsewhere(s: VendettaState, id: string): boolean {
  return s.locs.some((l) => l.pos.some((pos) => pos.cards.some((c) => c.up && c.id === id)));
}

const configs: Record<string, object[]> = {
  '3 players (3-player tables)': [{ players: 3 }],
  '4 players': [{ players: 4 }],
  '5 players': [{ players: 5 }],
  'location cards': [{ players: 3, locationCards: true }, { players: 4, locationCards: true }, { players: 5, locationCards: true }],
  relics: [{ players: 3, relics: true }, { players: 4, relics: true }, { players: 5, relics: true }],
  'team mode 4 and 6': [{ players: 4, teams: true }, { players: 6, teams: true }],
  'all variants': [
    { players: 4, teams: true, relics: true, locationCards: true },
    { players: 6, teams: true, relics: true, locationCards: true },
    { players: 5, relics: true, locationCards: true },
  ],
};

describe('Vendetta random playouts', () => {
  for (const [name, cfgs] of Object.entries(configs)) {
    it(`${name}: invariants, decisions until the end, no leaks, replay hash`, () => {
      const games = N || 40;
      const sum = runPlayouts(vendettaModule, cfgs, { games, seedPrefix: `vendetta-${name}`, hiddenFor, checkPurity: games <= 60 });
      expect(sum.finished).toBe(games);
    }, 120_000);
  }
});
