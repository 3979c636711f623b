/** `noVampireBlock`: vampires cannot block the action under way, only allies may (6.2.2.1). */
import { setStep } from '../../core/ops';
import { actOf, type PrimDef, plain } from './def';

export const noVampireBlockPrim: PrimDef<'noVampireBlock'> = {
  run(s) {
    actOf(s, 'a block rule');
    setStep(s, 'act', { noVampireBlock: true });
  },
  text: () => plain('prim.noVampireBlock'),
  botValue: () => 2,
};
