/**
 * `noEdgeGain {}`: the user cannot gain the Edge during the action under way; if it would (a successful bleed, 6.1.1),
 * the Edge is burned instead, back to nobody (vtes-es 2.2; Leverage): `act.noEdge`, read by rules/resolution.ts.
 */
import { setStep } from '../../core/ops';
import { actOf, type PrimDef, plain } from './def';

export const noEdgeGainPrim: PrimDef<'noEdgeGain'> = {
  run(s) {
    actOf(s, 'no Edge gained');
    setStep(s, 'act', { noEdge: true });
  },
  possible: (s) => !!s.act,
  text: () => plain('prim.noEdgeGain'),
  // the Edge is already gone with the card that says it (its `burnEdge` counts the loss)
  botValue: () => 0,
};
