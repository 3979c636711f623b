/**
 * `refFails`: the referendum under way fails at once (vtes-es 6.3.2), played in its polling step: the votes already
 * cast no longer count and none is cast after; rules/politics.ts `refAuto` ends it as a failed referendum (its
 * terms not carried out, its card to the ash heap) as soon as it has the hand back (Vox Domini).
 */
import { setStep } from '../../core/ops';
import { type PrimDef, plain } from './def';

export const refFailsPrim: PrimDef<'refFails'> = {
  run(s) {
    if (!s.ref) throw new Error('vtes: a referendum made to fail outside a referendum');
    setStep(s, 'ref', { failed: true });
  },
  possible: (s) => s.ref?.step === 'polling',
  text: () => plain('prim.refFails'),
  // another Methuselah's referendum stopped: about what the referendum would have done
  botValue: () => 2,
};
