/**
 * The answer to the primitive `seekAlly` (vocab/prims/seek-ally.ts; vtes-es 6.1.5, 1.6.1.3): the ally found in the
 * library or the hand enters play, paid by the minion of the use and its Methuselah (Antonio d'Erlette).
 */
import type { SeatId } from '../../../engine/types';
import { bankToCard, drawUp, markCard, moveTo, shuffleZone } from '../core/ops';
import { cardName, payCost } from '../core/queries';
import { checkCardContest } from '../core/contests';
import { defOf, type Ev, type VtesState } from '../core/state';
import { cardEffect } from '../schema/effect-query';
import { runEnterTriggers } from '../vocab/triggers';

/**
 * The answer to `seekAlly` (rules/picks.ts): the ally (a library card by id, or the hand card) is paid by minion `u`
 * and its Methuselah and enters the ready region with its starting life (6.1.5); the library is shuffled, or the hand
 * refilled.
 */
export function allySought(s: VtesState, seat: SeatId, u: string, answer: { lib?: string; card?: string }, ev: Ev): void {
  const card = answer.lib ? s.seats[seat].zones.library.find((x) => s.cards[x].cid === answer.lib) : answer.card;
  if (card === undefined || s.cards[u]?.zone !== 'ready') return;
  const from = s.cards[card].zone;
  if (from !== 'library' && from !== 'hand') return;
  const d = defOf(s, card);
  payCost(s, d, u, seat, ev);
  moveTo(s, card, 'ready', seat);
  markCard(s, card, { actFrom: s.turn + 1 });
  bankToCard(s, card, cardEffect(d, 'ally')?.life ?? 1);
  ev.push({ type: 'vtes.allySought', params: { name: cardName(s, u), card: d.name }, rule: 'vtes-es:6.1.5', reveals: true });
  if (from === 'library') {
    shuffleZone(s, seat, 'library');
    ev.push({ type: 'vtes.shuffle', params: { seat }, reveals: true });
  } else drawUp(s, seat, ev);
  runEnterTriggers(s, card, ev);
  checkCardContest(s, card, ev);
}
