/** `cancel { what: 'referendum' }`: the referendum under way is cancelled (vtes-es 6.3.2): nothing passes or fails. */
import { setStep } from '../../core/ops';
import { type PrimDef, plain } from './def';

export const cancelPrim: PrimDef<'cancel'> = {
  run(s) {
    if (!s.ref) throw new Error('vtes: a cancel outside a referendum');
    // the referendum step ends it as soon as it has the hand back (politics.ts `endCancelled`)
    setStep(s, 'ref', { cancelled: true });
  },
  text: (pr) => plain(`prim.cancel_${pr.what}`),
  botValue: () => 2,
};
