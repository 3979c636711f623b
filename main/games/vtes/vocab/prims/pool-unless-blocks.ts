/**
 * `poolUnlessBlocks { n }`: the user burns n pool once the action under way has resolved, unless the minion of the
 * use blocked it (vtes-es 6.2.3; WMRH Talk Radio's price for a blocker that fails). Kept in the action
 * (`act.poolUnless`), read by rules/resolution.ts `finishAction`.
 */
import { setStep } from '../../core/ops';
import { actOf, minionOf, type PrimDef } from './def';

export const poolUnlessBlocksPrim: PrimDef<'poolUnlessBlocks'> = {
  run(s, pr, c) {
    const a = actOf(s, 'a pool burned unless the minion blocks');
    const u = minionOf(c, pr.p);
    setStep(s, 'act', { poolUnless: [...(a.poolUnless ?? []), { seat: c.seat, minion: u, n: pr.n }] });
  },
  possible: (s) => !!s.act,
  text: (pr) => ({ key: 'prim.poolUnlessBlocks', params: { n: pr.n } }),
  // a pool lost unless the block it helps succeeds
  botValue: (pr) => -0.5 * pr.n,
};
