/**
 * `ashToHand { n, minionCards?, discardDown? }`: the user moves n library cards of its ash heap to its hand, chosen one
 * at a time (pick `ashToHand`; all there are when fewer), `minionCards`: minion cards only (vtes-es 1.1.2: the library
 * cards that are not master cards), then discards down to its hand size with `discardDown` ("discard afterward"; Undele's
 * referendum). The ash heap is public: the choices are too. Possible only with such a card there.
 */
import type { SeatId } from '../../../../engine/types';
import { PICK_OPTIONS } from '../../../../common/vtes-options';
import { moveTo } from '../../core/ops';
import { askDiscardDown, cardName } from '../../core/queries';
import { setPick } from '../../core/steps';
import { defOf, type Ev, type VtesState } from '../../core/state';
import { type PrimDef } from './def';

/** The cards of `seat`'s ash heap the primitive may take. */
function candidates(s: VtesState, seat: SeatId, minion: boolean): string[] {
  return s.seats[seat].zones.ash.filter((u) => {
    const d = defOf(s, u);
    return d.kind === 'library' && (!minion || !d.types.includes('Master'));
  });
}

/** The next card taken (`left` more), or the taking is over (then the hand discarded down, if the record says so). */
export function ashToHandStep(s: VtesState, seat: SeatId, left: number, minion: boolean, discard: boolean): void {
  const cards = left > 0 ? candidates(s, seat, minion) : [];
  if (!cards.length) {
    if (discard) askDiscardDown(s, seat);
    return;
  }
  setPick(
    s,
    seat,
    'ashToHand',
    cards.map((u) => ({ id: PICK_OPTIONS.encode('t', { card: u }), label: 'target', params: { uid: u, label: { name: cardName(s, u) } } })),
    { then: 'ashToHand', data: { left, minion, discard } },
  );
}

/** The answer to `ashToHand` (rules/picks.ts): card `u` to the hand, then the next one asked. */
export function ashToHandTaken(
  s: VtesState,
  seat: SeatId,
  u: string,
  data: { left: number; minion: boolean; discard: boolean },
  ev: Ev,
): void {
  if (!candidates(s, seat, data.minion).includes(u)) return ashToHandStep(s, seat, 0, data.minion, data.discard);
  moveTo(s, u, 'hand', seat);
  ev.push({ type: 'vtes.ashRecoverHand', params: { seat, card: cardName(s, u) }, rule: 'vtes-es:1.1.2', reveals: true });
  ashToHandStep(s, seat, data.left - 1, data.minion, data.discard);
}

export const ashToHandPrim: PrimDef<'ashToHand'> = {
  run: (s, pr, c) => ashToHandStep(s, c.seat, pr.n, !!pr.minionCards, !!pr.discardDown),
  possible: (s, pr, c) => candidates(s, c.seat, !!pr.minionCards).length > 0,
  text: (pr) => ({ key: `prim.ashToHand${pr.minionCards ? '_minion' : ''}${pr.discardDown ? '_discardDown' : ''}`, params: { n: pr.n } }),
  // cards back in hand
  botValue: (pr) => 0.8 * pr.n,
};
