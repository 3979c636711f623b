/**
 * Blood stolen from a minion by another (vtes-es 6.4.5 "robar sangre", 6.1 actions that steal blood; vtes-pl
 * "Kradzież krwi"): the victim loses what it has up to n (an ally's life, which becomes the thief's blood),
 * the thief keeps it up to its capacity (the rest returns to the blood bank, 1.2), and an ally left with no
 * life is burned (6.4.6). One helper for the strikes that steal blood and the actions that do (`stealBlood`).
 */
import { bloodLost, capOverflow, cardToCard, outOfLife } from './ops';
import { cardName, isRedList } from './queries';
import { redListBurned } from './redlist';
import { type Ev, isVampire, type VtesState } from './state';

/** Minion `thief` steals up to `n` blood or life from `victim`; returns how much left the victim. */
export function stealBlood(s: VtesState, victim: string, thief: string, n: number, ev: Ev, rule: string): number {
  const k = Math.max(0, Math.min(n, s.cards[victim].blood));
  cardToCard(s, victim, thief, k);
  bloodLost(s, victim, k); // 9.2: stolen blood is lost blood
  capOverflow(s, thief);
  ev.push({ type: 'vtes.stealBlood', params: { name: cardName(s, thief), n: k }, rule });
  if (!isVampire(s, victim) && s.cards[victim].blood <= 0) {
    const red = isRedList(s, victim);
    outOfLife(s, victim, ev, rule);
    if (red) redListBurned(s, victim, ev);
  }
  return k;
}
