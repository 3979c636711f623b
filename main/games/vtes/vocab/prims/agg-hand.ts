/**
 * `aggHand { for }`: the damage of the minion's hand strikes is aggravated this round or for the rest
 * of the combat (vtes-es 6.4.3 "golpe con la mano", 6.4.6), whatever card the hand strike is made with;
 * read as the strikes resolve (rules/strikes.ts, core/queries.ts `aggHandStrikes`).
 */
import { setStep } from '../../core/ops';
import { stampNow } from '../../core/params/duration';
import { cardName } from '../../core/queries';
import { combatOf, minionOf, type PrimDef } from './def';

export const aggHandPrim: PrimDef<'aggHand'> = {
  run(s, pr, c, ev) {
    const u = minionOf(c, pr.p);
    const combat = combatOf(s, pr.p);
    setStep(s, 'combat', { aggHand: [...(combat.aggHand ?? []), { uid: u, n: 1, for: pr.for, at: stampNow(s, c.seat) }] });
    ev.push({
      type: pr.for === 'round' ? 'vtes.aggHandRound' : 'vtes.aggHandCombat',
      params: { name: cardName(s, u) },
      rule: 'vtes-es:6.4.6',
    });
  },
  text: (pr) => ({ key: `prim.aggHand_${pr.for}`, params: {} }),
  botValue: (pr) => (pr.for === 'round' ? 1 : 2),
};
