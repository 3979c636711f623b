/**
 * A coin flipped for each strike made against a minion (`combat.coinStrikes`, vocab/prims/coin-strikes.ts; vtes-es 6.4.5:
 * Gemini's Mirror [OBF]): as a strike that reaches the minion resolves, the game's seeded generator flips a coin; tails, the
 * strike has no effect on the minion; heads, it resolves as usual and no coin is flipped for that minion again this
 * combat. A dodge, a strike ending combat and a strike at the minion's equipment or retainers flip nothing (the card
 * protects the minion and its blood only, LSJ 20031118). Read only when the combat holds such a minion.
 */
import { RngCursor } from '../../../engine/rng';
import { setGame, setStep } from '../core/ops';
import { cardName } from '../core/queries';
import type { Ev, Strike, VtesState } from '../core/state';

/** Whether strike `st` made against minion `to` is spared by the coin (tails); heads ends the flips for `to`. */
export function coinSpares(s: VtesState, to: string, st: Strike, ev: Ev): boolean {
  const combat = s.combat;
  if (!combat?.coinStrikes?.includes(to)) return false;
  // a strike at a retainer or at the minion's equipment does not reach the minion itself (6.4.5, 6.4.7; LSJ 20031118)
  const noHit = st.kind === 'dodge' || st.kind === 'none' || st.kind === 'combatEnds';
  if (noHit || st.kind === 'burnEquipment' || st.kind === 'stealEquipment' || st.target) return false;
  const cur = new RngCursor(s.rng);
  const heads = cur.int(2) === 1;
  setGame(s, { rng: cur.state });
  ev.push({ type: heads ? 'vtes.coinHeads' : 'vtes.coinTails', params: { name: cardName(s, to) }, rule: 'vtes-es:6.4.5' });
  if (heads) setStep(s, 'combat', { coinStrikes: combat.coinStrikes.filter((x) => x !== to) });
  return !heads;
}
