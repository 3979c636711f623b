/** `strength { n, set? }`: the minion's strength is n (`set`) or +n for the rest of the combat (vtes-es 6.4.3). */
import { setStep } from '../../core/ops';
import { combatOf, minionOf, type PrimDef, schemaOf } from './def';

export const strengthPrim: PrimDef<'strength'> = {
  schema: schemaOf('strength'),
  run(s, pr, c) {
    const u = minionOf(c, pr.p);
    const combat = combatOf(s, pr.p);
    if (pr.set) setStep(s, 'combat', { strengthSet: { ...combat.strengthSet, [u]: pr.n } });
    else setStep(s, 'combat', { strengthBonus: { ...(combat.strengthBonus ?? {}), [u]: (combat.strengthBonus?.[u] ?? 0) + pr.n } });
  },
  text: (pr) => ({ key: `prim.strength${pr.set ? '_set' : ''}`, params: { n: pr.n } }),
  botValue: (pr) => (pr.set ? pr.n - 1 : pr.n),
};
