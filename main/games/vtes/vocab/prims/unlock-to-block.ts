/**
 * `unlockToBlock { intercept }`: the minion of the use, locked, unlocks and at once attempts to block the action under
 * way with `intercept` more intercept, even if intercept is not yet needed (vtes-es 6.2.2.1, 6.2.2.2: Under Siege's
 * counter, Eternal Vigilance's blood). The primitive unlocks it and leaves the attempt on the action (`blockNow`), which
 * the block step makes as the use is done (rules/action.ts), as it does for a reaction's `unlockSelf { blockWith }`.
 * Possible only in an action's block step, for a locked minion that could block it once unlocked (LSJ 20010714-2).
 */
import { setStep, unlock } from '../../core/ops';
import { cardName } from '../../core/queries';
import { blockBarred } from '../../core/marks';
import { isVampire, type VtesState } from '../../core/state';
import { blockRestricted } from './not-blocked-by';
import { type PrimDef, type TextRef, whoUid } from './def';

/** Whether locked minion `b` could block the action under way once unlocked (no use to unlock it otherwise: LSJ 20010714-2). */
function mayBlock(s: VtesState, b: string): boolean {
  const a = s.act;
  if (a?.step !== 'block' || !s.cards[b]?.locked || a.barred?.includes(b)) return false;
  return !((a.noVampireBlock && isVampire(s, b)) || blockBarred(s, b, a.actor) || blockRestricted(s, b));
}

export const unlockToBlockPrim: PrimDef<'unlockToBlock'> = {
  run(s, pr, c, ev) {
    const u = whoUid(c, 'minion');
    unlock(s, u);
    ev.push({ type: 'vtes.unlocked', params: { name: cardName(s, u) } });
    if (s.act) setStep(s, 'act', { blockNow: { uid: u, extra: pr.intercept } });
  },
  possible: (s, _pr, c) => c.minion !== undefined && mayBlock(s, c.minion),
  text: (pr): TextRef =>
    pr.intercept > 0 ? { key: 'prim.unlockToBlock_intercept', params: { n: pr.intercept } } : { key: 'prim.unlockToBlock', params: {} },
  // a block made possible: as much as an unlock and an intercept
  botValue: (pr) => 2 + pr.intercept,
};
