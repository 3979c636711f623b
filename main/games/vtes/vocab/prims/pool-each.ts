/**
 * `poolEach { n, sel }`: the user burns n pool for each card the Selector takes now (vtes-es 1.2; Dragonbound: a pool
 * for each of the user's torpid vampires, run as every Methuselah's through a trigger's `seat: 'active'`). None taken:
 * nothing burned. The pool may reach 0 (the Methuselah is then ousted, 9.1).
 */
import { burnPool } from '../../core/ops';
import { selectedCards, selectorRef } from '../../core/params/selector';
import { type PrimDef } from './def';

export const poolEachPrim: PrimDef<'poolEach'> = {
  run(s, pr, c, ev) {
    const n = pr.n * selectedCards(s, pr.sel, c).length;
    if (n <= 0) return;
    const k = burnPool(s, c.seat, n);
    ev.push({ type: 'vtes.poolBurned', params: { seat: c.seat, n: k }, rule: 'vtes-es:1.2' });
  },
  text: (pr) => ({ key: 'prim.poolEach', params: { n: pr.n, sel: selectorRef(pr.sel) } }),
  // a loss to its user, as much as the pool it burns for each card
  botValue: (pr) => -pr.n,
};
