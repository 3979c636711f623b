/**
 * Corruption counters (issue 30 item 1): a Methuselah's corruption counters on a minion, each one a `corruption`
 * marker naming that Methuselah (schema/manual-data.ts; put and taken off by hand through the manual operations,
 * vtes-es 1.4, since the cards putting them are not run yet). Read by the Condition `corrupted` ("minions with any of
 * your corruption counters": Sergio Bueno). Pure.
 */
import type { SeatId } from '../../../engine/types';
import type { VtesState } from './state';

const IN_PLAY = new Set(['ready', 'torpor', 'play', 'attached']);

/** How many of `seat`'s corruption counters card `uid` bears (none once it has left play). */
export function corruptionOf(s: VtesState, uid: string, seat: SeatId): number {
  const c = s.cards[uid];
  if (!c?.marks || !IN_PLAY.has(c.zone)) return 0;
  let n = 0;
  for (const m of c.marks) if (m.k === 'corruption' && m.seat === seat) n++;
  return n;
}
