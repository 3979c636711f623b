/**
 * The weapon chosen for the primitive `equipFromHand` (vocab/prims/equip-from-hand.ts; vtes-es 6.4, 1.6.1.3):
 * played from the hand (and replaced), its cost paid as normal by the minion and its Methuselah, put on the
 * minion, where it enters play (its `vtes.enters` triggers, a unique one's contest, 4.1).
 */
import type { SeatId } from '../../../engine/types';
import { attach, markCard } from '../core/ops';
import { checkCardContest } from '../core/contests';
import { cardName, payCost, playableModes, playFromHand } from '../core/queries';
import { defOf, type Ev, type VtesState } from '../core/state';
import { runEnterTriggers } from '../vocab/triggers';

/** The chosen weapon `h` is played from the hand, paid and put on minion `u` (1.6.1.3, 6.4). */
export function equipChosen(s: VtesState, seat: SeatId, u: string, h: string, ev: Ev): void {
  if (s.seats[seat].zones.hand.indexOf(h) < 0 || s.cards[u]?.zone !== 'ready') return;
  const d = defOf(s, h);
  const mode = playableModes(s, h, u, seat, ['equip'])[0] ?? 0;
  playFromHand(s, h, seat, ev);
  payCost(s, d, u, seat, ev);
  attach(s, h, u);
  markCard(s, h, { mode });
  ev.push({ type: 'vtes.equipFromHand', params: { name: cardName(s, u), card: d.name }, rule: 'vtes-es:6.4' });
  runEnterTriggers(s, h, ev);
  checkCardContest(s, h, ev);
}
