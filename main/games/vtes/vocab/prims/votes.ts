/**
 * `votes { n, against? }`: n (an Amount, X+1 with the X paid) votes in the referendum under way, the way the user votes
 * (vtes-es 6.3.3), or with `against` always against it (rules/politics.ts offers such a use only that way).
 */
import { setStep } from '../../core/ops';
import { amountGuess, amountOf, amountRef } from '../../core/params/amount';
import { type PrimDef } from './def';

export const votesPrim: PrimDef<'votes'> = {
  run(s, pr, c) {
    const r = s.ref;
    if (!r || c.dir === undefined) throw new Error('vtes: votes outside a referendum');
    const n = amountOf(s, pr.n, c);
    setStep(s, 'ref', c.dir > 0 && !pr.against ? { yes: r.yes + n } : { no: r.no + n });
  },
  text: (pr) =>
    typeof pr.n === 'number'
      ? { key: `prim.votes${pr.against ? '_against' : ''}`, params: { n: pr.n } }
      : { key: 'prim.votes_amount', params: { n: amountRef(pr.n) } },
  botValue: (pr) => amountGuess(pr.n),
};
