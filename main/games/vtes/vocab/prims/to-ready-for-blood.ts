/**
 * `toReadyForBlood { n, who }`: the minion of the use may burn n blood to move the target, a vampire in torpor the
 * user controls, to the user's ready region (a pick: burn them or not; vtes-es 1.2, 6.1.6). Graverobbing at superior:
 * the vampire just stolen from another Methuselah's torpor. Nothing is asked when the minion has fewer than n blood
 * or the vampire is not in the user's torpor any more.
 */
import { PICK_OPTIONS } from '../../../../common/vtes-options';
import type { SeatId } from '../../../../engine/types';
import { burnBlood, moveTo } from '../../core/ops';
import { cardName } from '../../core/queries';
import { setPick } from '../../core/steps';
import type { Ev, VtesState } from '../../core/state';
import { type PrimDef, whoUid } from './def';

/** Whether `minion` can pay n blood to move `card` from `seat`'s torpor to the ready region. */
function movable(s: VtesState, seat: SeatId, minion: string | undefined, card: string | undefined, n: number): boolean {
  const m = minion === undefined ? undefined : s.cards[minion];
  const c = card === undefined ? undefined : s.cards[card];
  return !!m && !!c && m.zone === 'ready' && m.blood >= n && c.zone === 'torpor' && c.controller === seat;
}

/** The answer (the pick's continuation, rules/picks.ts): the blood burned and the vampire moved, or nothing. */
export function movedToReady(
  s: VtesState,
  seat: SeatId,
  yes: boolean,
  data: { readonly minion: string; readonly card: string; readonly n: number },
  ev: Ev,
): void {
  if (!yes || !movable(s, seat, data.minion, data.card, data.n)) return;
  burnBlood(s, data.minion, data.n);
  moveTo(s, data.card, 'ready', seat);
  ev.push({ type: 'vtes.toReady', params: { seat, name: cardName(s, data.card), by: cardName(s, data.minion), n: data.n } });
}

export const toReadyForBloodPrim: PrimDef<'toReadyForBlood'> = {
  run(s, pr, c) {
    const card = whoUid(c, pr.who);
    if (!c.minion || !movable(s, c.seat, c.minion, card, pr.n)) return;
    setPick(
      s,
      c.seat,
      'toReadyForBlood',
      [
        {
          id: PICK_OPTIONS.encode('goOn', {}),
          label: 'toReadyForBloodYes',
          params: { uid: card, label: { card: cardName(s, card), name: cardName(s, c.minion), n: pr.n } },
        },
        { id: PICK_OPTIONS.encode('pass', {}), label: 'toReadyForBloodNo', params: { uid: card, label: { card: cardName(s, card) } } },
      ],
      { then: 'toReadyForBlood', data: { minion: c.minion, card, n: pr.n } },
    );
  },
  text: (pr) => ({ key: 'prim.toReadyForBlood', params: { n: pr.n } }),
  // a vampire out of torpor for some blood: worth a little more than the blood
  botValue: (pr) => 3 - pr.n,
};
