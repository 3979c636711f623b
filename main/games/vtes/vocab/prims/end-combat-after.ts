/**
 * `endCombatAfter {}`: a strike card's rider, the combat ends once this strike has resolved (vtes-es
 * 6.4.5). Run as the strike is chosen, it waits in the combat's record until the minion's strike resolves
 * (rules/strikes.ts); its damage is then prevented and healed as normal, and a dodge does not stop it
 * (LSJ 20011210).
 */
import { setStep } from '../../core/ops';
import { combatOf, minionOf, type PrimDef, plain } from './def';

export const endCombatAfterPrim: PrimDef<'endCombatAfter'> = {
  run(s, pr, c) {
    const u = minionOf(c, pr.p);
    const combat = combatOf(s, pr.p);
    setStep(s, 'combat', { endAfter: [...(combat.endAfter ?? []), u] });
  },
  possible: (s) => !!s.combat,
  text: () => plain('prim.endCombatAfter'),
  botValue: () => 1,
};
