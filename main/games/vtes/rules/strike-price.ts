/**
 * "Strikes against this vampire cost an additional blood or life" (vtes-es 6.4.3; the stat `strikePrice` of the
 * opposing minion: Lucian, the Perfect): each strike a minion chooses in a combat with such a vampire, a dodge or
 * "combat ends" included, costs it that much blood (a vampire) or life (an ally); a minion that cannot pay may only
 * choose not to strike (the engine always offers "no strike"). Read only in the strike step: nothing runs elsewhere.
 */
import type { Ev, Strike, VtesState } from '../core/state';
import { burnBlood } from '../core/ops';
import { cardName, other, statBonus } from '../core/queries';

/** What minion `u` pays for each strike in its combat now (0 with no such vampire opposing it). */
export function strikePrice(s: VtesState, u: string): number {
  const combat = s.combat;
  if (!combat) return 0;
  return Math.max(0, statBonus(s, 'strikePrice', other(combat, u)));
}

/** Whether minion `u` can pay for a strike now. */
export const strikeAffordable = (s: VtesState, u: string): boolean => s.cards[u].blood >= strikePrice(s, u);

/** Minion `u` pays for the strike it chose (none: nothing). */
export function payStrikePrice(s: VtesState, u: string, st: Strike, ev: Ev): void {
  if (st.kind === 'none') return;
  const n = strikePrice(s, u);
  if (n <= 0) return;
  burnBlood(s, u, n);
  ev.push({ type: 'vtes.strikePrice', params: { name: cardName(s, u), n }, rule: 'vtes-es:6.4.3' });
}
