/**
 * `failToll {}` (vtes-es 6.3.2): played in a referendum's polling before any votes, it marks the referendum
 * (`ref.failToll`, one more for each card): if it fails, the Methuselah controlling the calling vampire burns 1 pool plus
 * 1 for each vote of the difference (Elder Kindred Network), burned as it closes (rules/pre-votes.ts `failToll`).
 */
import { setStep } from '../../core/ops';
import { type PrimDef, plain } from './def';

export const failTollPrim: PrimDef<'failToll'> = {
  run(s) {
    const ref = s.ref;
    if (ref) setStep(s, 'ref', { failToll: (ref.failToll ?? 0) + 1 });
  },
  // only in a referendum another Methuselah called
  possible: (s, _pr, c) => !!s.ref && s.ref.step === 'polling' && s.ref.seat !== c.seat,
  text: () => plain('prim.failToll'),
  // a pool or more burned by the caller if it fails
  botValue: () => 1,
};
