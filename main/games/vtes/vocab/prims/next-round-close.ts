/** `nextRoundClose`: if the combat goes on, the next round is at close range without determining range (vtes-es 6.4.2). */
import { setStep } from '../../core/ops';
import { combatOf, minionOf, type PrimDef, plain } from './def';

export const nextRoundClosePrim: PrimDef<'nextRoundClose'> = {
  run(s, pr, c) {
    minionOf(c, pr.p);
    combatOf(s, pr.p);
    setStep(s, 'combat', { nextClose: true });
  },
  text: () => plain('prim.nextRoundClose'),
  botValue: () => 0.5,
};
