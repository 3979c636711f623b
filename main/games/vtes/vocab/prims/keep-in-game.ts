/**
 * `keepInGame`: the user gives pool to the Methuselah the use targets, who has none, so that they stay in the game
 * (vtes-es 9.1; Life Boon, played at the moment `otherOusted`, rules/moments.ts, whose Methuselah is the use's
 * `target`). The amount is the least that keeps them in: 1, or more when their pool went below 0 (RTR 19970630, ANK
 * 20230817-2: "enough to compensate"). The card of the use keeps that Methuselah (`seatsKept`, the Condition `keptSeat`;
 * the effect `takesPoints` reads it). Possible only while the user has more pool than it gives.
 */
import { markCard, poolToPool } from '../../core/ops';
import type { VtesState } from '../../core/state';
import { type PrimCtx, type PrimDef, plain, targetSeat } from './def';

/** The pool the use gives: what brings the target Methuselah back to 1. */
const needed = (s: VtesState, c: PrimCtx): number => Math.max(1, 1 - s.seats[targetSeat(c)].pool);

export const keepInGamePrim: PrimDef<'keepInGame'> = {
  run(s, _pr, c, ev) {
    if (c.target === undefined) return;
    const t = targetSeat(c);
    // never more than the user has (a Methuselah may give all of it, and is then ousted in turn)
    const n = Math.min(needed(s, c), Math.max(0, s.seats[c.seat].pool));
    if (n <= 0) return;
    poolToPool(s, c.seat, t, n);
    markCard(s, c.source, { seatsKept: [t] });
    ev.push({ type: 'vtes.keptInGame', params: { seat: c.seat, target: t, n }, rule: 'vtes-es:9.1' });
  },
  possible: (s, _pr, c) => c.target !== undefined && !s.seats[c.target].ousted && s.seats[c.seat].pool > needed(s, c),
  text: () => plain('prim.keepInGame'),
  // a pool or so given now, for the pool taken back later and a victory point to come (its other records)
  botValue: () => -1,
};
