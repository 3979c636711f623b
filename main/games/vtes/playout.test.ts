/**
 * Seeded random playouts (design.md §6 layer 2) with the four starter decks in 4- and 5-seat
 * games (turn limit): after every choice pool, blood, life and bank counters and every card are
 * conserved, a decision exists until the end, views hide hands, libraries, crypts and
 * uncontrolled vampires; replaying the record gives the same state hash.
 * VITAE_PLAYOUTS=200 for long runs.
 */
import { describe, expect, it } from 'vitest';
import { runPlayouts } from '../../engine/testing/playout';
import type { SeatId } from '../../engine/types';
import { vtesModule } from './module';
import type { VtesState } from './state';

const N = Number(process.env.VITAE_PLAYOUTS ?? 0);

/** Card instance ids `seat` must not see: others' hands, uncontrolled vampires, every library and crypt. */
export function hiddenFor(raw: unknown, seat: SeatId): unknown[] {
  const s = raw as VtesState;
  const out: string[] = [];
  s.seats.forEach((st, i) => {
    out.push(...st.zones.library, ...st.zones.crypt);
    if (i !== seat) out.push(...st.zones.hand, ...st.zones.uncontrolled);
  });
  return out;
}

describe('V:TES random playouts', () => {
  it('4 and 5 seats, both editions: invariants, no stuck decision, no leaks, replay hash', () => {
    const games = N || 6;
    const sum = runPlayouts(
      vtesModule,
      [
        { players: 4, edition: 'vekn-current', maxTurns: 24 },
        { players: 5, edition: 'es-2018', maxTurns: 20, deckCheck: false },
      ],
      { games, seedPrefix: 'vtes', hiddenFor, checkPurity: games <= 6 },
    );
    expect(sum.finished).toBe(games);
  }, 120_000);
});
