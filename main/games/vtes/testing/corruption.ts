/**
 * Test set-up of corruption counters (issue 30 item 1; tests only; core/corruption.ts): a Methuselah's counter put on a
 * minion as the manual operations put it, a `corruption` marker naming that Methuselah.
 */
import type { SeatId } from '../../../engine/types';
import type { VtesState } from '../core/state';
import { forgetDecision } from '../rules/kernel';

/** `s` with one more of `seat`'s corruption counters on card `u` (edited in place, as a hand-built state). */
export function corrupted(s: VtesState, u: string, seat: SeatId): VtesState {
  const c = s.cards[u];
  s.cards[u] = { ...c, marks: [...(c.marks ?? []), { k: 'corruption', until: 'removed', seat }] };
  forgetDecision(s);
  return s;
}
