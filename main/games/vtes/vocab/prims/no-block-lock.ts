/**
 * `noBlockLock`: the minion of the use, attempting to block the action under way, does not lock for its
 * block if it blocks (vtes-es 6.2.3 "Resolver la acción": a successful blocker locks; rules/resolution.ts
 * `blockResolution` spares it). Possible only while that minion attempts to block.
 */
import { setStep } from '../../core/ops';
import { actOf, type PrimDef, plain } from './def';

export const noBlockLockPrim: PrimDef<'noBlockLock'> = {
  run(s, _pr, c) {
    const a = actOf(s, 'a block not locking');
    const b = c.minion;
    if (b !== undefined && !a.spared?.includes(b)) setStep(s, 'act', { spared: [...(a.spared ?? []), b] });
  },
  possible: (s, _pr, c) => c.minion !== undefined && s.act?.blocker === c.minion,
  text: () => plain('prim.noBlockLock'),
  // the blocker stays free to block again or act in its own turn
  botValue: () => 1,
};
