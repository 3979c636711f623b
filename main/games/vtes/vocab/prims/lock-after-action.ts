/**
 * `lockAfterAction`: the minion of the use locks once the action under way ends, unless it blocked that
 * action (vtes-es 6.2.3; Eyes of the Wild: "lock ... after action resolution if they did not block").
 * Kept in the action (`act.lockAfter`), read by rules/resolution.ts `finishAction`.
 */
import { setStep } from '../../core/ops';
import { actOf, minionOf, type PrimDef, plain } from './def';

export const lockAfterActionPrim: PrimDef<'lockAfterAction'> = {
  run(s, pr, c) {
    const a = actOf(s, 'a lock after the action');
    const u = minionOf(c, pr.p);
    if (!a.lockAfter?.includes(u)) setStep(s, 'act', { lockAfter: [...(a.lockAfter ?? []), u] });
  },
  possible: (s) => !!s.act,
  text: () => plain('prim.lockAfterAction'),
  // the minion is locked for the rest of the turn
  botValue: () => -0.5,
};
