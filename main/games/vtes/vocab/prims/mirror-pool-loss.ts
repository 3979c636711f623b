/**
 * `mirrorPoolLoss {}` (vtes-es 6.3.2): played in a referendum's polling before any votes, it marks the referendum
 * (`ref.mirror`): if the referendum passes and its effect makes the user lose pool, the Methuselah controlling the
 * calling vampire loses the same amount besides (Poison Pill). The count is made as the referendum passes
 * (rules/politics.ts `closeRef`: the user's pool before and after the outcome's primitives).
 */
import { setStep } from '../../core/ops';
import { type PrimDef, plain } from './def';

export const mirrorPoolLossPrim: PrimDef<'mirrorPoolLoss'> = {
  run(s, _pr, c) {
    const ref = s.ref;
    if (!ref || ref.mirror?.includes(c.seat)) return;
    setStep(s, 'ref', { mirror: [...(ref.mirror ?? []), c.seat] });
  },
  // only in a referendum another Methuselah called, once for each Methuselah
  possible: (s, _pr, c) => !!s.ref && s.ref.step === 'polling' && s.ref.seat !== c.seat && !s.ref.mirror?.includes(c.seat),
  text: () => plain('prim.mirrorPoolLoss'),
  // what a pool-costing referendum would cost its caller too: about a pool
  botValue: () => 1,
};
