/**
 * `drawThenBottom { max }`: the user draws up to `max` cards (the number picked next, at most what the
 * library holds) beyond the hand size, then puts as many cards of the hand, picked one by one, at the
 * bottom of the library (vtes-es 1.6.1.2: a draw "without discarding"; the hand size is back where it was).
 * Possible while the library holds a card. The cards put back are named to their owner only.
 */
import type { SeatId } from '../../../../engine/types';
import { PICK_OPTIONS } from '../../../../common/vtes-options';
import { drawCards, moveTo } from '../../core/ops';
import { cardName } from '../../core/queries';
import { setPick } from '../../core/steps';
import type { Ev, VtesState } from '../../core/state';
import type { PrimDef } from './def';

/** Asks `seat` for the next of the `left` hand cards going to the bottom of the library. */
function askBottom(s: VtesState, seat: SeatId, left: number): void {
  const hand = s.seats[seat].zones.hand;
  if (!hand.length || left <= 0) return;
  setPick(
    s,
    seat,
    'handToBottom',
    hand.map((u) => ({ id: PICK_OPTIONS.encode('t', { card: u }), label: 'target', params: { uid: u, label: { name: cardName(s, u) } } })),
    { then: 'handToBottom', data: { left } },
  );
}

/** `seat` draws `n` cards (the pick's answer), then is asked for as many hand cards to put back. */
export function drawThenBottom(s: VtesState, seat: SeatId, n: number, ev: Ev): void {
  const k = Math.min(n, s.seats[seat].zones.library.length);
  drawCards(s, seat, k, ev);
  askBottom(s, seat, k);
}

/** The hand card `uid` (picked) to the bottom of its owner's library; the next one asked while `left` says so. */
export function handToBottom(s: VtesState, seat: SeatId, uid: string, left: number, ev: Ev): void {
  ev.push({ type: 'vtes.handToBottomCard', params: { seat, card: cardName(s, uid) }, visibleTo: [seat], rule: 'vtes-es:1.6.1.2' });
  moveTo(s, uid, 'library', seat);
  ev.push({ type: 'vtes.handToBottom', params: { seat }, rule: 'vtes-es:1.6.1.2', reveals: true });
  askBottom(s, seat, left - 1);
}

export const drawThenBottomPrim: PrimDef<'drawThenBottom'> = {
  run(s, pr, c) {
    const hi = Math.min(pr.max, s.seats[c.seat].zones.library.length);
    const amounts = Array.from({ length: hi }, (_, i) => hi - i);
    setPick(
      s,
      c.seat,
      'drawThenBottom',
      amounts.map((n) => ({ id: PICK_OPTIONS.encode('k', { pool: n }), label: 'drawThenBottom', params: { n, label: { n } } })),
      { then: 'drawThenBottom', data: {} },
    );
  },
  possible: (s, _pr, c) => s.seats[c.seat].zones.library.length > 0,
  text: (pr) => ({ key: 'prim.drawThenBottom', params: { n: pr.max } }),
  // a better hand: worth a little
  botValue: (pr) => 0.3 * pr.max,
};
