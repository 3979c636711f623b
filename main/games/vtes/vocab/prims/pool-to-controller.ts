/**
 * `poolToController { n }`: the controller of the card of the use may take n pool from the Methuselah of the use (a
 * pick of that controller: take it or not; vtes-es 1.2; Life Boon: the saved Methuselah's every unlock phase lets the boon's
 * player take 1 of their pool, an `unlockPhase` trigger with `seat: 'active'` and the Condition `keptSeat`). Nothing is
 * asked of the card's own controller's pool, nor beyond the pool there is.
 */
import { PICK_OPTIONS } from '../../../../common/vtes-options';
import type { SeatId } from '../../../../engine/types';
import { poolToPool } from '../../core/ops';
import { setPick } from '../../core/steps';
import type { Ev, VtesState } from '../../core/state';
import { type PrimDef } from './def';

/** The answer (the pick's continuation, rules/picks.ts): `n` pool from `from` to the card's controller, or nothing. */
export function poolTaken(
  s: VtesState,
  yes: boolean,
  data: { readonly card: string; readonly from: SeatId; readonly n: number },
  ev: Ev,
): void {
  const to = s.cards[data.card]?.controller;
  if (!yes || to === undefined || to === data.from || s.seats[data.from].ousted) return;
  const n = Math.min(data.n, Math.max(0, s.seats[data.from].pool));
  if (n <= 0) return;
  poolToPool(s, data.from, to, n);
  ev.push({ type: 'vtes.poolTaken', params: { seat: to, target: data.from, n }, rule: 'vtes-es:1.2' });
}

export const poolToControllerPrim: PrimDef<'poolToController'> = {
  run(s, pr, c) {
    const to = s.cards[c.source]?.controller;
    if (to === undefined || to === c.seat || s.seats[c.seat].pool <= 0) return;
    const label = { n: pr.n, seat: c.seat + 1 };
    setPick(
      s,
      to,
      'poolToController',
      [
        { id: PICK_OPTIONS.encode('goOn', {}), label: 'poolTakeYes', params: { label } },
        { id: PICK_OPTIONS.encode('pass', {}), label: 'poolTakeNo' },
      ],
      { then: 'poolToController', data: { card: c.source, from: c.seat, n: pr.n } },
    );
  },
  possible: (s, _pr, c) => s.seats[c.seat].pool > 0 && s.cards[c.source]?.controller !== c.seat,
  text: (pr) => ({ key: 'prim.poolToController', params: { n: pr.n } }),
  // pool taken from another Methuselah for the card's controller
  botValue: (pr) => 2 * pr.n,
};
