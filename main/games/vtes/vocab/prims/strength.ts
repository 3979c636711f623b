/**
 * `strength { n, set?, for? }`: the minion's strength is n (`set`) for the rest of the combat, or +n
 * for a Duration, this round or the rest of the combat (vtes-es 6.4.3; core/params/duration.ts); `to:
 * 'opponent'`: the opposing minion's strength changes instead ("the opposing minion gets -1 strength").
 */
import { setStep } from '../../core/ops';
import { stampNow } from '../../core/params/duration';
import { combatOf, minionOf, type PrimDef, whoUid } from './def';

export const strengthPrim: PrimDef<'strength'> = {
  run(s, pr, c) {
    const u = pr.to ? whoUid(c, pr.to) : minionOf(c, pr.p);
    const combat = combatOf(s, pr.p);
    if (pr.set) setStep(s, 'combat', { strengthSet: { ...combat.strengthSet, [u]: pr.n } });
    else
      setStep(s, 'combat', { lasting: [...(combat.lasting ?? []), { uid: u, n: pr.n, for: pr.for ?? 'combat', at: stampNow(s, c.seat) }] });
  },
  text: (pr) => ({
    // the opposing minion made stronger (Drawing Out the Beast's +1) reads with a plus
    key: `prim.strength${pr.to ? (pr.n > 0 ? '_opponent_plus' : '_opponent') : ''}${pr.set ? '_set' : pr.for === 'round' ? '_round' : ''}`,
    params: { n: pr.to ? Math.abs(pr.n) : pr.n },
  }),
  // the opposing minion's loss is the user's gain
  botValue: (pr) => (pr.to ? -1 : 1) * (pr.set ? pr.n - 1 : pr.for === 'round' ? 0.5 * pr.n : pr.n),
};
