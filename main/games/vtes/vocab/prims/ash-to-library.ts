/**
 * `ashToLibrary {}`: a library card of the user's ash heap, chosen next (a pick when there are several),
 * goes to the bottom of the user's library (vtes-es 1.1.2); the hand is then drawn up, so a Methuselah
 * whose library was empty draws it at once (ANK 20211201). Possible while the ash heap holds a library card.
 */
import { PICK_OPTIONS } from '../../../../common/vtes-options';
import { drawUp, moveTo } from '../../core/ops';
import { cardName } from '../../core/queries';
import { setPick } from '../../core/steps';
import { defOf, type Ev, type VtesState } from '../../core/state';
import type { SeatId } from '../../../../engine/types';
import { type PrimDef, plain } from './def';

/** The library cards of a Methuselah's ash heap (a burned vampire is a crypt card and stays there). */
const ashLibrary = (s: VtesState, seat: SeatId): string[] => s.seats[seat].zones.ash.filter((u) => defOf(s, u).kind === 'library');

/** The card goes from the ash heap to the bottom of its owner's library, then the hand is drawn up. */
export function ashToLibraryBottom(s: VtesState, seat: SeatId, uid: string, ev: Ev): void {
  moveTo(s, uid, 'library', seat);
  ev.push({ type: 'vtes.ashToLibrary', params: { seat, card: cardName(s, uid) }, rule: 'vtes-es:1.1.2', reveals: true });
  drawUp(s, seat, ev);
}

export const ashToLibraryPrim: PrimDef<'ashToLibrary'> = {
  run(s, _pr, c, ev) {
    const cards = ashLibrary(s, c.seat);
    if (cards.length === 1) return ashToLibraryBottom(s, c.seat, cards[0], ev);
    setPick(
      s,
      c.seat,
      'ashToLibraryTarget',
      cards.map((u) => ({
        id: PICK_OPTIONS.encode('t', { card: u }),
        label: 'target',
        params: { uid: u, label: { name: cardName(s, u) } },
      })),
      { then: 'ashToLibrary', data: {} },
    );
  },
  possible: (s, _pr, c) => ashLibrary(s, c.seat).length > 0,
  text: () => plain('prim.ashToLibrary'),
  botValue: () => 0.5,
};
