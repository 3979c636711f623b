/**
 * `burnConviction { n, who }`: n convictions on the imbued of the role are burned (imbued appendix A.2: a conviction
 * leaves play as it is spent or burned; "Earl burns 1 conviction"), as many as it has; none, nothing happens.
 */
import { burnConvictions } from '../../core/ops';
import { convictionsOn } from '../../core/state';
import { type PrimDef, theirs, whoUid } from './def';

export const burnConvictionPrim: PrimDef<'burnConviction'> = {
  run(s, pr, c, ev) {
    burnConvictions(s, whoUid(c, pr.who), pr.n, ev);
  },
  possible: (s, pr, c) => convictionsOn(s, whoUid(c, pr.who)).length > 0,
  text: (pr) => ({ key: `prim.burnConviction_${pr.who}`, params: { n: pr.n } }),
  // a conviction pays a power's cost: about a blood's worth to its controller
  botValue: (pr) => (theirs(pr.who) ? pr.n : -pr.n),
};
