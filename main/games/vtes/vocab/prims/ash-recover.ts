/**
 * `ashRecover { upTo }`: the user chooses up to n library cards of the ash heap, one at a time (then "no
 * more"; none at all too: PIB 20130119, an empty ash heap), shows one of the chosen ones and puts it in
 * hand (LSJ 20081129) and shuffles the others into the library (vtes-es 1.1.2). The cards are chosen as
 * the primitive runs, never as the card is played (LSJ 20091030). The ash heap is public: the choices are
 * too. Cards of one name are one option (they are the same card). `noHand`: every chosen card is shuffled into the library;
 * `seats: 'chosen'`: each Methuselah the referendum's terms chose does it in turn for themselves, in the order chosen
 * (`more.next`: Reinforcements).
 */
import type { SeatId } from '../../../../engine/types';
import { PICK_OPTIONS } from '../../../../common/vtes-options';
import { moveTo, shuffleZone } from '../../core/ops';
import { askDiscardDown, cardName } from '../../core/queries';
import { setPick } from '../../core/steps';
import { defOf, type Ev, type VtesState } from '../../core/state';
import type { AshRecoverMore } from '../../core/pick-records';
import { type PrimDef } from './def';

/** The library cards of the ash heap not chosen yet, one per card id. */
function candidates(s: VtesState, seat: SeatId, chosen: readonly string[]): string[] {
  const seen = new Set<string>();
  return s.seats[seat].zones.ash.filter((u) => {
    const cid = s.cards[u].cid;
    if (chosen.includes(u) || defOf(s, u).kind !== 'library' || seen.has(cid)) return false;
    seen.add(cid);
    return true;
  });
}

const cardOption = (s: VtesState, u: string) => ({
  id: PICK_OPTIONS.encode('t', { card: u }),
  label: 'target',
  params: { uid: u, label: { name: cardName(s, u) } },
});

/** The next card chosen (`left` more at most), or the choice is over. */
export function ashRecoverStep(
  s: VtesState,
  seat: SeatId,
  left: number,
  chosen: readonly string[],
  ev: Ev,
  discard?: true,
  more?: AshRecoverMore,
): void {
  const cards = left > 0 ? candidates(s, seat, chosen) : [];
  if (!cards.length) return ashRecoverChosen(s, seat, chosen, ev, discard, more);
  setPick(s, seat, 'ashRecover', [...cards.map((u) => cardOption(s, u)), { id: PICK_OPTIONS.encode('done', {}), label: 'noMore' }], {
    then: 'ashRecover',
    data: { left, chosen: [...chosen], ...(discard ? { discard } : {}), ...(more ? { more } : {}) },
  });
}

/** The choice is made: the card going to hand is asked among several (none with `noHand`). */
function ashRecoverChosen(s: VtesState, seat: SeatId, chosen: readonly string[], ev: Ev, discard?: true, more?: AshRecoverMore): void {
  if (more?.noHand || chosen.length <= 1) return ashRecoverHand(s, seat, more?.noHand ? undefined : chosen[0], chosen, ev, discard, more);
  setPick(
    s,
    seat,
    'ashRecoverHand',
    chosen.map((u) => cardOption(s, u)),
    { then: 'ashRecoverHand', data: { chosen: [...chosen], ...(discard ? { discard } : {}), ...(more ? { more } : {}) } },
  );
}

/** The next Methuselah still to choose (`seats: 'chosen'`), if any still in the game. */
function nextSeat(s: VtesState, more: AshRecoverMore | undefined, discard: true | undefined, ev: Ev): void {
  const next = (more?.next ?? []).filter((x) => !s.seats[x].ousted);
  if (!more || !next.length) return;
  ashRecoverStep(s, next[0], more.upTo, [], ev, discard, { ...more, next: next.slice(1) });
}

/** `hand` (shown to all) to the hand, the other chosen cards shuffled into the library. */
export function ashRecoverHand(
  s: VtesState,
  seat: SeatId,
  hand: string | undefined,
  chosen: readonly string[],
  ev: Ev,
  discard?: true,
  more?: AshRecoverMore,
): void {
  if (hand) {
    moveTo(s, hand, 'hand', seat);
    ev.push({ type: 'vtes.ashRecoverHand', params: { seat, card: cardName(s, hand) }, rule: 'vtes-es:1.1.2', reveals: true });
  }
  // "discard down afterward" (The Sargon Fragment)
  if (discard) askDiscardDown(s, seat);
  const rest = chosen.filter((u) => u !== hand);
  if (rest.length) {
    for (const u of rest) moveTo(s, u, 'library', seat);
    shuffleZone(s, seat, 'library');
    ev.push({ type: 'vtes.ashRecover', params: { seat, n: rest.length }, rule: 'vtes-es:1.1.2', reveals: true });
  }
  nextSeat(s, more, discard, ev);
}

export const ashRecoverPrim: PrimDef<'ashRecover'> = {
  run: (s, pr, c, ev) => {
    if (pr.seats !== 'chosen')
      return ashRecoverStep(s, c.seat, pr.upTo, [], ev, pr.discardDown, pr.noHand ? { noHand: true, next: [], upTo: pr.upTo } : undefined);
    nextSeat(s, { ...(pr.noHand ? { noHand: true as const } : {}), next: [...(c.terms?.seats ?? [])], upTo: pr.upTo }, pr.discardDown, ev);
  },
  text: (pr) => ({
    key: `prim.ashRecover${pr.seats ? '_chosen' : ''}${pr.noHand ? '_noHand' : ''}${pr.discardDown ? '_discardDown' : ''}`,
    params: { n: pr.upTo },
  }),
  // a card back in hand and the library refilled
  botValue: (pr) => 1 + 0.1 * pr.upTo,
};
