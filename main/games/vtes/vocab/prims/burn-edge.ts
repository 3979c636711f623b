/**
 * `burnEdge {}`: the user burns the Edge it holds, back to nobody (vtes-es 2.2). An action card's "burn the Edge to
 * ..." (Inside Dirt, Enticement) runs it first, its primitives under the Condition `edge` (played only with the Edge:
 * the mode's requirement; the Edge lost before the action resolves, nothing happens).
 */
import { setEdge } from '../../core/ops';
import { type PrimDef } from './def';

export const burnEdgePrim: PrimDef<'burnEdge'> = {
  run(s, _pr, c, ev) {
    if (s.edge !== c.seat) return;
    setEdge(s, null);
    ev.push({ type: 'vtes.burnEdge', params: { seat: c.seat }, rule: 'vtes-es:2.2' });
  },
  possible: (s, _pr, c) => s.edge === c.seat,
  text: () => ({ key: 'prim.burnEdge', params: {} }),
  // the Edge: about a pool a turn to its holder
  botValue: () => -1,
};
