/** `aggAfterAction { n }`: the acting minion takes n aggravated damage that cannot be prevented once the action resolves, if still ready (6.4.6). */
import { setStep } from '../../core/ops';
import { actOf, type PrimDef } from './def';

export const aggAfterActionPrim: PrimDef<'aggAfterAction'> = {
  run(s, pr) {
    const a = actOf(s, 'damage after an action');
    setStep(s, 'act', { aggAfter: (a.aggAfter ?? 0) + pr.n });
  },
  text: (pr) => ({ key: 'prim.aggAfterAction', params: { n: pr.n } }),
  botValue: (pr) => -1.5 * pr.n,
};
