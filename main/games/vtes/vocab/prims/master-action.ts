/** `masterAction { n }`: the user gets n more master phase actions in the master phase under way (vtes-es 5). */
import { setTurn } from '../../core/ops';
import { type PrimDef } from './def';

export const masterActionPrim: PrimDef<'masterAction'> = {
  run(s, pr, c, ev) {
    setTurn(s, { masterLeft: s.turnFlags.masterLeft + pr.n });
    ev.push({ type: 'vtes.masterActionGained', params: { seat: c.seat, n: pr.n }, rule: 'vtes-es:5' });
  },
  // only in the user's own master phase: the actions are that phase's
  possible: (s, _pr, c) => s.phase === 'master' && s.active === c.seat && !s.act,
  text: (pr) => ({ key: 'prim.masterAction', params: { n: pr.n } }),
  // a master card played: about a pool's worth
  botValue: (pr) => pr.n,
};
