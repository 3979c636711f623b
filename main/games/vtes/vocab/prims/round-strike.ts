/**
 * `roundStrike { steal }`: this round the minion can strike, ranged: steal `steal` blood or life, the life
 * becoming blood (vtes-es 6.4.3 "Ataque", 6.4.5 "robar sangre"; vtes-pl "Cios"): one more option of its strike
 * choices this round, its initial strike or an additional one (rules/combat.ts), made like a strike card's
 * `stealBlood` strike (rules/strikes.ts). Played before range is determined (Hunger of Marduk).
 */
import { setStep } from '../../core/ops';
import type { VtesState } from '../../core/state';
import { combatOf, minionOf, type PrimDef } from './def';

export const roundStrikePrim: PrimDef<'roundStrike'> = {
  run(s, pr, c) {
    const u = minionOf(c, pr.p);
    const combat = combatOf(s, pr.p);
    setStep(s, 'combat', { roundStrikes: [...(combat.roundStrikes ?? []), { uid: u, n: pr.steal, round: combat.round }] });
  },
  text: (pr) => ({ key: 'prim.roundStrike', params: { n: pr.steal } }),
  botValue: (pr) => pr.steal,
};

/** The blood minion `u` can steal with a strike this round by `roundStrike` (the most of them), 0 if none. */
export function roundStrikeOf(s: VtesState, u: string): number {
  const combat = s.combat;
  if (!combat) return 0;
  return Math.max(0, ...(combat.roundStrikes ?? []).filter((x) => x.uid === u && x.round === combat.round).map((x) => x.n));
}
