/**
 * `strikeGuard { burn, for: 'combat' }`: each round of the rest of the combat, the minion may burn `burn`
 * blood to prevent all the damage of the opposing minion's initial strike of that round (vtes-es 6.4.6),
 * once a round: offered in the prevention step while that strike's damage waits on it (rules/combat.ts,
 * vocab/prims-combat.ts `strikeGuardCost`).
 */
import { setStep } from '../../core/ops';
import { stampNow } from '../../core/params/duration';
import { combatOf, minionOf, type PrimDef } from './def';

export const strikeGuardPrim: PrimDef<'strikeGuard'> = {
  run(s, pr, c) {
    const u = minionOf(c, pr.p);
    const combat = combatOf(s, pr.p);
    setStep(s, 'combat', { strikeGuard: [...(combat.strikeGuard ?? []), { uid: u, n: pr.burn, for: pr.for, at: stampNow(s, c.seat) }] });
  },
  possible: (s) => !!s.combat,
  text: (pr) => ({ key: 'prim.strikeGuard', params: { n: pr.burn } }),
  botValue: () => 2,
};
