/**
 * `gainEdge {}`: the user takes the Edge while nobody controls it (vtes-es 2.2: "if the Edge is not controlled, this
 * vampire may give you control of it as a +1 stealth action": Jazz Wentworth). Possible only while the Edge is not
 * controlled, so such an action is offered only then; controlled by then as it resolves, nothing happens.
 */
import { setEdge } from '../../core/ops';
import { type PrimDef } from './def';

export const gainEdgePrim: PrimDef<'gainEdge'> = {
  run(s, _pr, c, ev) {
    if (s.edge !== null) return;
    setEdge(s, c.seat);
    ev.push({ type: 'vtes.edge', params: { seat: c.seat }, rule: 'vtes-es:2.2' });
  },
  possible: (s) => s.edge === null,
  text: () => ({ key: 'prim.gainEdge', params: {} }),
  // the Edge: about a pool a turn to its holder
  botValue: () => 1,
};
