/** `strikeOnly { kind: 'hand' }`: only hand strikes may be used this round, by both combatants (vtes-es 6.4.3). */
import { setStep } from '../../core/ops';
import { combatOf, minionOf, type PrimDef, plain } from './def';

export const strikeOnlyPrim: PrimDef<'strikeOnly'> = {
  run(s, pr, c) {
    minionOf(c, pr.p);
    combatOf(s, pr.p);
    setStep(s, 'combat', { handOnly: true });
  },
  text: (pr) => plain(`prim.strikeOnly_${pr.kind}`),
  botValue: () => 0.5,
};
