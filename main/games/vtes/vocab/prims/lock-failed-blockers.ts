/** `lockFailedBlockers`: a minion that attempts to block the action under way and fails is locked (vtes-es 6.2.2.2). */
import { setStep } from '../../core/ops';
import { actOf, type PrimDef, plain } from './def';

export const lockFailedBlockersPrim: PrimDef<'lockFailedBlockers'> = {
  run(s) {
    actOf(s, 'failed blockers locked');
    setStep(s, 'act', { lockFailed: true });
  },
  text: () => plain('prim.lockFailedBlockers'),
  botValue: () => 1,
};
