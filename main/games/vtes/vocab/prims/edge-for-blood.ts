/**
 * `edgeForBlood { n }`: the user, if it holds the Edge, may burn it to make the card of the use burn n blood (a pick:
 * burn it or not). Keith Moody: run as his controller's prey in the controller's unlock phase (vtes-es 2.2, 4).
 */
import { PICK_OPTIONS } from '../../../../common/vtes-options';
import type { SeatId } from '../../../../engine/types';
import { burnBlood, setEdge } from '../../core/ops';
import { cardName } from '../../core/queries';
import { setPick } from '../../core/steps';
import type { Ev, VtesState } from '../../core/state';
import { type PrimDef } from './def';

/** The answer (the pick's continuation, rules/picks.ts): the Edge burned and the card's blood burned, or nothing. */
export function edgeBurnedForBlood(
  s: VtesState,
  seat: SeatId,
  yes: boolean,
  data: { readonly card: string; readonly n: number },
  ev: Ev,
): void {
  if (!yes || s.edge !== seat || !s.cards[data.card]) return;
  setEdge(s, null);
  ev.push({ type: 'vtes.edgeBurned', params: { seat }, rule: 'vtes-es:2.2' });
  burnBlood(s, data.card, data.n);
}

export const edgeForBloodPrim: PrimDef<'edgeForBlood'> = {
  run(s, pr, c) {
    if (s.edge !== c.seat || !s.cards[c.source] || s.cards[c.source].blood <= 0) return;
    const label = { card: cardName(s, c.source), n: pr.n };
    setPick(
      s,
      c.seat,
      'edgeForBlood',
      [
        { id: PICK_OPTIONS.encode('goOn', {}), label: 'edgeForBloodYes', params: { label } },
        { id: PICK_OPTIONS.encode('pass', {}), label: 'edgeForBloodNo', params: { label: { card: label.card } } },
      ],
      { then: 'edgeForBlood', data: { card: c.source, n: pr.n } },
    );
  },
  possible: (s, _pr, c) => s.edge === c.seat,
  text: (pr) => ({ key: 'prim.edgeForBlood', params: { n: pr.n } }),
  // the Edge for another Methuselah's blood: about even
  botValue: () => 0,
};
