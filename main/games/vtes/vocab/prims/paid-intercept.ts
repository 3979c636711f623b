/**
 * `paidIntercept { n, blood, if? }`: once this action, the minion of the use can burn `blood` blood for n
 * intercept (vtes-es 6.2.2.2): a blocker's own (n > 0: Speak with Spirits [SPI], offered in the intercept
 * step while it attempts to block), or intercept lost by a blocking minion for which `if` holds (n < 0:
 * the acting minion's, offered in the stealth step). Kept in the action (`act.paid`); the options are
 * rules/action.ts `paidOptions`, the use `usePaid`.
 */
import { setStep } from '../../core/ops';
import { condClause } from '../../core/params/cond';
import { actOf, minionOf, type PrimDef } from './def';

export const paidInterceptPrim: PrimDef<'paidIntercept'> = {
  run(s, pr, c) {
    const a = actOf(s, 'a paid intercept');
    const p = { uid: minionOf(c, pr.p), source: c.source, n: pr.n, blood: pr.blood, ...(pr.if ? { if: pr.if } : {}) };
    setStep(s, 'act', { paid: [...(a.paid ?? []), p] });
  },
  possible: (s) => !!s.act,
  text: (pr) => ({
    key: pr.n > 0 ? 'prim.paidIntercept_own' : `prim.paidIntercept_blocker${pr.if ? '_if' : ''}`,
    params: { n: Math.abs(pr.n), count: pr.blood, ...(pr.if ? { c: condClause(pr.if) } : {}) },
  }),
  // a use for later in the action: worth its intercept less the blood
  botValue: (pr) => Math.max(0, Math.abs(pr.n) - pr.blood / 2),
};
