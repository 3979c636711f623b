/**
 * `poolOrTransfers { n }` (vtes-es 7): the user chooses to burn n pool or to lose all its transfers during its next
 * influence phase (Leandro, in each other Methuselah's unlock phase: the trigger's `seat: 'active'`). A pick of two
 * options; the transfers lost are a seat mark (`noTransfersNext`) read and cleared as that influence phase starts
 * (rules/turn.ts). A Methuselah whose transfers are already lost is asked nothing more for them.
 */
import { PICK_OPTIONS } from '../../../../common/vtes-options';
import type { SeatId } from '../../../../engine/types';
import { burnPool, markSeat } from '../../core/ops';
import { setPick } from '../../core/steps';
import type { Ev, VtesState } from '../../core/state';
import { type PrimDef } from './def';

/** The choice made: n pool burned (`pool`), or no transfers in the next influence phase. */
export function poolOrTransfersChosen(s: VtesState, seat: SeatId, n: number, pool: boolean, ev: Ev): void {
  if (pool) {
    ev.push({ type: 'vtes.poolBurned', params: { seat, n: burnPool(s, seat, n) }, rule: 'vtes-es:7' });
    return;
  }
  markSeat(s, seat, { noTransfersNext: true });
  ev.push({ type: 'vtes.noTransfersNext', params: { seat }, rule: 'vtes-es:7' });
}

export const poolOrTransfersPrim: PrimDef<'poolOrTransfers'> = {
  run(s, pr, c) {
    setPick(
      s,
      c.seat,
      'poolOrTransfers',
      [
        { id: PICK_OPTIONS.encode('k', { pool: String(pr.n) }), label: 'poolOrTransfersPool', params: { label: { n: pr.n } } },
        { id: PICK_OPTIONS.encode('k', { pool: '0' }), label: 'poolOrTransfersLose', params: { label: {} } },
      ],
      { then: 'poolOrTransfers', data: { n: pr.n } },
    );
  },
  possible: () => true,
  text: (pr) => ({ key: 'prim.poolOrTransfers', params: { n: pr.n } }),
  // pool or a phase's transfers lost by whoever chooses
  botValue: (pr) => -pr.n,
};
