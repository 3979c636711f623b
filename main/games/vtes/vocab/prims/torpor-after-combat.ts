/**
 * `torporAfterCombat { who }`: once the combat under way ends, the vampire of the use (still ready) is locked, sent to
 * torpor and does not unlock as normal in its next unlock phase (vtes-es 6.4 "Fin del combate", 6.5.1, 4): Rötschreck,
 * whose combat ends with both minions still ready (LSJ 20070709-2). Kept by the combat (`afterCombat`, rules/after-combat.ts):
 * the torpor is lost if the combat goes on or another combat between them follows (vocab/prims/continue-combat.ts,
 * RTR 20020501), the missed unlock is not.
 */
import { markCard, setStep } from '../../core/ops';
import { type PrimDef, plain, theirs, whoUid } from './def';

export const torporAfterCombatPrim: PrimDef<'torporAfterCombat'> = {
  run(s, pr, c) {
    const combat = s.combat;
    if (!combat) return;
    const u = whoUid(c, pr.who);
    // it does not unlock as normal even if the combat goes on (RTR 20020501): marked now, the torpor waits for the end
    markCard(s, u, { skipUnlock: true });
    setStep(s, 'combat', { afterCombat: [...(combat.afterCombat ?? []), { from: u, to: u, n: 0, torpor: true }] });
  },
  possible: (s) => !!s.combat,
  text: (pr) => plain(`prim.torporAfterCombat_${pr.who}`),
  // a vampire out of play until rescued, and locked: nearly a burn for another's, a loss for one's own
  botValue: (pr) => (theirs(pr.who) ? 4 : -4),
};
