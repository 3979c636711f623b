/**
 * The seat view the rollout policy reads (issue 33, V:TES search bot): the seat's view without what
 * only the player's screen uses (each hand card's mode texts and cost, the reasons a card cannot be
 * played). The heuristic bot reads card data by id, never those texts; building them took about a
 * fifth of a search's time. policy-view.test.ts checks that the heuristic answers the same from it.
 */
import type { SeatId } from '../../../../engine/types';
import type { VtesState } from '../../core/state';
import { cardView, seatView } from '../../view/seatview';
import type { VtesView } from '../../view/view';

export function policyView(s: VtesState, seat: SeatId): VtesView {
  const v = seatView(s, 'public');
  v.me = seat;
  const zones = s.seats[seat].zones;
  v.hand = zones.hand.map((u) => cardView(s, u));
  v.seats[seat].uncontrolled = zones.uncontrolled.map((u, k) => ({ pos: k + 1, blood: s.cards[u].blood, card: cardView(s, u) }));
  return v;
}
