/**
 * `endCombatHurt { n }`: the combat under way ends now, before range is determined (vtes-es 6.4.2, 6.4), and just after it
 * has ended (RTR 19970630) each combatant and each retainer either has takes n unpreventable damage from the card of the
 * use (Mariel, Lady Thunder). The combat ends as with `endCombat` (the round still ends: cards of the end of a round may
 * be played); the damage waits in the combat's `afterCombat` riders (rules/after-combat.ts), so a minion gone by then
 * takes none.
 */
import { setStep } from '../../core/ops';
import { defOf } from '../../core/state';
import { endCombatPrim } from './end-combat';
import type { PrimDef } from './def';

export const endCombatHurtPrim: PrimDef<'endCombatHurt'> = {
  run(s, pr, c, ev) {
    const combat = s.combat;
    if (!combat || combat.finalRound) return;
    const hurt = [combat.a, combat.b].flatMap((u) => [
      u,
      ...(s.cards[u]?.attached ?? []).filter((x) => defOf(s, x).types.includes('Retainer')),
    ]);
    setStep(s, 'combat', { afterCombat: [...(combat.afterCombat ?? []), ...hurt.map((to) => ({ from: c.source, to, n: pr.n }))] });
    endCombatPrim.run(s, { p: 'endCombat' }, c, ev);
  },
  possible: (s) => !!s.combat && !s.combat.finalRound,
  text: (pr) => ({ key: 'prim.endCombatHurt', params: { n: pr.n } }),
  // a combat stopped (little by itself) and damage to both sides: the bot's reader decides when (bot/bots.ts `bystander`)
  botValue: () => 0.5,
};
