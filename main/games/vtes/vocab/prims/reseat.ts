/**
 * `reseat { how }` (vtes-es 2.1 "the seating order"): as the referendum passes, the seating changes. `swap`: the user
 * switches places with the Methuselah chosen in the terms (`chooseSeat`: Dramatic Upheaval); `order`: the Methuselahs
 * take the seats in the order the terms chose them (`chooseSeats { min: 'all' }`: Kindred Restructure), each the prey
 * of the one chosen before it. The new order is `VtesState.seating` (set through `setGame`), read by every prey and
 * predator (core/state.ts `preyOf`, `predatorOf`, `living`, `seatAt`); ousted Methuselahs keep their places.
 */
import { setGame } from '../../core/ops';
import type { SeatId } from '../../../../engine/types';
import type { VtesState } from '../../core/state';
import { type PrimDef, plain } from './def';

/** The seating order now, clockwise (every seat, the ousted ones too). */
function seatingOf(s: VtesState): SeatId[] {
  return s.seating ? [...s.seating] : Array.from({ length: s.n }, (_, i) => i);
}

export const reseatPrim: PrimDef<'reseat'> = {
  run(s, pr, c, ev) {
    const order = seatingOf(s);
    if (pr.how === 'swap') {
      const other = c.terms?.seat;
      if (other === undefined || other === c.seat) return;
      const i = order.indexOf(c.seat);
      const j = order.indexOf(other);
      [order[i], order[j]] = [order[j], order[i]];
    } else {
      // the living Methuselahs take, in the chosen order, the places the living ones held (the ousted keep theirs)
      const chosen = (c.terms?.seats ?? []).filter((x) => !s.seats[x].ousted && !s.seats[x].withdrawn);
      const places = order.flatMap((x, i) => (chosen.includes(x) ? [i] : []));
      if (chosen.length < 2) return;
      places.forEach((p, k) => (order[p] = chosen[k]));
    }
    setGame(s, { seating: order });
    ev.push({ type: 'vtes.reseated', params: { order: order.map((x) => x + 1).join(', ') }, rule: 'vtes-es:2.1' });
  },
  text: (pr) => plain(`prim.reseat_${pr.how}`),
  // a better prey or a farther predator: about a couple of pool (the bot reads the seats: bot-action-score.ts)
  botValue: () => 2,
};
