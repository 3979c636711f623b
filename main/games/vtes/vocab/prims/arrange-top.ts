/**
 * `arrangeTop { n }`: the user looks at the top n cards of its library and puts them back in the order it chooses
 * (vtes-es 1.1.2; Maris Streck's +1 stealth action). Asked card by card (pick `arrangeTop`, secret: which card goes
 * next from the top; `done` keeps the rest as they lie), the last card left placed without asking.
 */
import { PICK_OPTIONS } from '../../../../common/vtes-options';
import type { SeatId } from '../../../../engine/types';
import { moveTo } from '../../core/ops';
import { cardName } from '../../core/queries';
import { setPick } from '../../core/steps';
import type { Ev, VtesState } from '../../core/state';
import type { PrimDef } from './def';

/** Asks which of `left` goes next below `placed`; with one card left, the order is final. */
function askNext(s: VtesState, seat: SeatId, placed: string[], left: string[], ev: Ev): void {
  if (left.length <= 1) return arranged(s, seat, [...placed, ...left], ev);
  setPick(
    s,
    seat,
    'arrangeTop',
    [
      ...left.map((u) => ({
        id: PICK_OPTIONS.encode('t', { card: u }),
        label: 'arrangeNext',
        params: { card: u, label: { card: cardName(s, u), n: placed.length + 1 } },
      })),
      { id: PICK_OPTIONS.encode('done', {}), label: 'arrangeKeep' },
    ],
    { then: 'arrangeTop', data: { placed, left } },
  );
}

/** The cards `order` (top first) are put back on top of `seat`'s library in that order. */
function arranged(s: VtesState, seat: SeatId, order: string[], ev: Ev): void {
  for (let i = order.length - 1; i >= 0; i--) moveTo(s, order[i], 'library', seat, true);
  ev.push({ type: 'vtes.arrangedTop', params: { seat, n: order.length }, rule: 'vtes-es:1.1.2' });
}

/** The answer to the pick `arrangeTop` (rules/picks.ts): `card` goes next, or (none) the rest stay in their order. */
export function arrangeAnswered(
  s: VtesState,
  seat: SeatId,
  data: { readonly placed: readonly string[]; readonly left: readonly string[] },
  card: string,
  ev: Ev,
): void {
  const lib = s.seats[seat].zones.library;
  const left = data.left.filter((u) => lib.includes(u));
  const placed = data.placed.filter((u) => lib.includes(u));
  if (!card || !left.includes(card)) return arranged(s, seat, [...placed, ...left], ev);
  askNext(
    s,
    seat,
    [...placed, card],
    left.filter((u) => u !== card),
    ev,
  );
}

export const arrangeTopPrim: PrimDef<'arrangeTop'> = {
  run(s, pr, c, ev) {
    const top = s.seats[c.seat].zones.library.slice(0, pr.n);
    for (const u of top) ev.push({ type: 'vtes.topSeen', params: { seat: c.seat, name: cardName(s, u) }, visibleTo: [c.seat] });
    askNext(s, c.seat, [], top, ev);
  },
  possible: (s, _pr, c) => s.seats[c.seat].zones.library.length > 1,
  text: (pr) => ({ key: 'prim.arrangeTop', params: { n: pr.n } }),
  // the next draws chosen: worth a little
  botValue: () => 0.3,
};
