/**
 * `strength { n, set?, for? }`: the minion's strength is n (`set`) for the rest of the combat, or +n
 * for a Duration, this round or the rest of the combat (vtes-es 6.4.3; core/params/duration.ts).
 */
import { setStep } from '../../core/ops';
import { stampNow } from '../../core/params/duration';
import { combatOf, minionOf, type PrimDef } from './def';

export const strengthPrim: PrimDef<'strength'> = {
  run(s, pr, c) {
    const u = minionOf(c, pr.p);
    const combat = combatOf(s, pr.p);
    if (pr.set) setStep(s, 'combat', { strengthSet: { ...combat.strengthSet, [u]: pr.n } });
    else
      setStep(s, 'combat', { lasting: [...(combat.lasting ?? []), { uid: u, n: pr.n, for: pr.for ?? 'combat', at: stampNow(s, c.seat) }] });
  },
  text: (pr) => ({ key: `prim.strength${pr.set ? '_set' : pr.for === 'round' ? '_round' : ''}`, params: { n: pr.n } }),
  botValue: (pr) => (pr.set ? pr.n - 1 : pr.for === 'round' ? 0.5 * pr.n : pr.n),
};
