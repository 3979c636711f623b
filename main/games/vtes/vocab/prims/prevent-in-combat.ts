/**
 * `preventInCombat { n, ifBlocks }`: played during an action, the minion of the use can prevent n damage in all
 * during the combat of the block (vtes-es 6.4.6; Beast Meld [ani][pro]): kept on the action (`act.guardsCombat`),
 * given to the combat of each block as it starts (rules/resolution.ts: only that combat, LSJ 20010813; again for a
 * second block of the same action, LSJ 20010814-2) and offered in the prevention step one point at a time in any
 * round, after the prevention of the round (vocab/prims-combat.ts `guardLeft`, `useGuard`).
 */
import { setStep } from '../../core/ops';
import { minionOf, type PrimDef } from './def';

export const preventInCombatPrim: PrimDef<'preventInCombat'> = {
  run(s, pr, c) {
    const u = minionOf(c, pr.p);
    if (s.act && !s.combat)
      setStep(s, 'act', { guardsCombat: { ...(s.act.guardsCombat ?? {}), [u]: (s.act.guardsCombat?.[u] ?? 0) + pr.n } });
  },
  possible: (s) => !!s.act && !s.combat,
  text: (pr) => ({ key: 'prim.preventInCombat_ifBlocks', params: { n: pr.n } }),
  botValue: (pr) => pr.n,
};
