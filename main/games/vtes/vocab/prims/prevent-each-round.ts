/**
 * `preventEachRound { n, for, ifBlocks? }`: the minion can prevent n damage in each round, this round or
 * each round of the rest of the combat (vtes-es 6.4.6): offered in the prevention step one point at a
 * time while some is left this round (rules/combat.ts, vocab/prims-combat.ts `guardLeft`); `ifBlocks`
 * (a reaction): in the first round of the combat that follows the minion's block.
 */
import { setStep } from '../../core/ops';
import { stampNow } from '../../core/params/duration';
import { combatOf, minionOf, type PrimDef } from './def';

export const preventEachRoundPrim: PrimDef<'preventEachRound'> = {
  run(s, pr, c) {
    const u = minionOf(c, pr.p);
    // a reaction's: kept for the first round of the combat that follows the block (rules/resolution.ts)
    if (pr.ifBlocks) {
      if (s.act) setStep(s, 'act', { guards: { ...(s.act.guards ?? {}), [u]: (s.act.guards?.[u] ?? 0) + pr.n } });
      return;
    }
    const combat = combatOf(s, pr.p);
    setStep(s, 'combat', { guard: [...(combat.guard ?? []), { uid: u, n: pr.n, for: pr.for, at: stampNow(s, c.seat) }] });
  },
  text: (pr) => ({ key: `prim.preventEachRound_${pr.ifBlocks ? 'ifBlocks' : pr.for}`, params: { n: pr.n } }),
  botValue: (pr) => (pr.for === 'combat' ? 2 * pr.n : pr.n),
};
