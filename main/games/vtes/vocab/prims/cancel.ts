/**
 * `cancel { what }`: the referendum under way is cancelled (vtes-es 6.3.2): nothing passes or fails; or
 * (`played`) the card answered in the "as it is played" window is cancelled (1.6.1.1): the window
 * (rules/cancel.ts) offers a card only when its mode says so, and cancels the card below it as the
 * chain resolves, so there is nothing left to run here.
 */
import { setStep } from '../../core/ops';
import { type PrimDef, plain } from './def';

export const cancelPrim: PrimDef<'cancel'> = {
  run(s, pr) {
    if (pr.what === 'played') return;
    if (!s.ref) throw new Error('vtes: a cancel outside a referendum');
    // the referendum step ends it as soon as it has the hand back (politics.ts `endCancelled`)
    setStep(s, 'ref', { cancelled: true });
  },
  text: (pr) => plain(`prim.cancel_${pr.what}${pr.refund ? '_refund' : ''}`),
  botValue: () => 2,
};
