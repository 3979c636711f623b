/**
 * The retainer chosen for the primitive `employFromHand` (vocab/prims/employ-from-hand.ts; vtes-es 6.4, 1.6.1.3, 6.1.4):
 * played from the hand (and replaced), its cost paid as normal by the minion and its Methuselah, put on the minion
 * with its life, where it enters play (its `vtes.enters` triggers).
 */
import type { SeatId } from '../../../engine/types';
import { attach, bankToCard, markCard } from '../core/ops';
import { cardName, payCost, playableModes, playFromHand } from '../core/queries';
import { defOf, type Ev, type VtesState } from '../core/state';
import { isEffect } from '../schema/effect-query';
import { runEnterTriggers } from '../vocab/triggers';

/** The chosen retainer `h` is played from the hand, paid and put on minion `u` with its life (1.6.1.3, 6.1.4). */
export function employChosen(s: VtesState, seat: SeatId, u: string, h: string, ev: Ev): void {
  if (s.seats[seat].zones.hand.indexOf(h) < 0 || s.cards[u]?.zone !== 'ready') return;
  const mode = playableModes(s, h, u, seat, ['retainer'])[0] ?? 0;
  const d = defOf(s, h);
  playFromHand(s, h, seat, ev);
  payCost(s, d, u, seat, ev);
  attach(s, h, u);
  markCard(s, h, { mode });
  bankToCard(s, h, d.modes[mode]?.effects.find(isEffect('retainer'))?.life ?? 1);
  ev.push({ type: 'vtes.employFromHand', params: { name: cardName(s, u), card: d.name }, rule: 'vtes-es:6.4' });
  runEnterTriggers(s, h, ev);
}
