/** `votes { n }`: n votes in the referendum under way, the way the user votes (vtes-es 6.3.3). */
import { setStep } from '../../core/ops';
import { type PrimDef } from './def';

export const votesPrim: PrimDef<'votes'> = {
  run(s, pr, c) {
    const r = s.ref;
    if (!r || c.dir === undefined) throw new Error('vtes: votes outside a referendum');
    setStep(s, 'ref', c.dir > 0 ? { yes: r.yes + pr.n } : { no: r.no + pr.n });
  },
  text: (pr) => ({ key: 'prim.votes', params: { n: pr.n } }),
  botValue: (pr) => pr.n,
};
