/** `transfers { n }`: the user gets n more transfers in the influence phase under way (vtes-es 7). */
import { setTurn } from '../../core/ops';
import { type PrimDef } from './def';

export const transfersPrim: PrimDef<'transfers'> = {
  run(s, pr, c, ev) {
    setTurn(s, { transfers: s.turnFlags.transfers + pr.n });
    ev.push({ type: 'vtes.transfersGained', params: { seat: c.seat, n: pr.n }, rule: 'vtes-es:7' });
  },
  // only in the user's own influence phase: the transfers are that phase's
  possible: (s, _pr, c) => s.phase === 'influence' && s.active === c.seat && !s.act,
  text: (pr) => ({ key: 'prim.transfers', params: { n: pr.n } }),
  // one transfer: about a blood moved to the uncontrolled region
  botValue: (pr) => pr.n,
};
