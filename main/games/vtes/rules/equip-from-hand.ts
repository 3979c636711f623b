/**
 * The weapon chosen for the primitive `equipFromHand` (vocab/prims/equip-from-hand.ts; vtes-es 6.4, 1.6.1.3):
 * played from the hand (and replaced), its cost paid as normal by the minion and its Methuselah, put on the
 * minion, where it enters play (its `vtes.enters` triggers, a unique one's contest, 4.1).
 */
import type { SeatId } from '../../../engine/types';
import { attach, markCard, shuffleZone } from '../core/ops';
import { checkCardContest } from '../core/contests';
import { cardName, payCost, playableModes, playFromHand } from '../core/queries';
import { defOf, type Ev, type VtesState } from '../core/state';
import { runEnterTriggers } from '../vocab/triggers';

/** Equipment `h` of `seat` is paid by minion `u` and its Methuselah and put on it with `mode`, where it enters play (1.6.1.3, 4.1). */
function equipWith(s: VtesState, seat: SeatId, u: string, h: string, mode: number, type: string, rule: string, ev: Ev, half = false): void {
  const d = defOf(s, h);
  payCost(s, d, u, seat, ev, 0, half);
  attach(s, h, u);
  markCard(s, h, { mode });
  ev.push({ type, params: { name: cardName(s, u), card: d.name }, rule });
  runEnterTriggers(s, h, ev);
  checkCardContest(s, h, ev);
}

/**
 * The equipment of name `cid` found by the primitive `seekEquip` (vocab/prims/seek-equip.ts): a copy leaves the library
 * of `seat`, its cost is paid by minion `u` and its Methuselah and it is put on `u` (1.6.1.3); the library is shuffled.
 */
export function equipSought(s: VtesState, seat: SeatId, u: string, cid: string, ev: Ev, how: { anyReq?: true; half?: true } = {}): void {
  const h = s.seats[seat].zones.library.find((x) => s.cards[x].cid === cid);
  if (h === undefined || s.cards[u]?.zone !== 'ready') return;
  // requirements ignored (Alastor): the card's first equipment mode
  const mode = how.anyReq ? defOf(s, h).modes.findIndex((m) => m.kind === 'equip') : playableModes(s, h, u, seat, ['equip'])[0];
  if (mode === undefined || mode < 0) return;
  equipWith(s, seat, u, h, mode, 'vtes.equipSought', 'vtes-es:1.6.1.3', ev, !!how.half);
  shuffleZone(s, seat, 'library');
  ev.push({ type: 'vtes.shuffle', params: { seat }, reveals: true });
}

/** The chosen weapon `h` is played from the hand, paid and put on minion `u` (1.6.1.3, 6.4). */
export function equipChosen(s: VtesState, seat: SeatId, u: string, h: string, ev: Ev): void {
  if (s.seats[seat].zones.hand.indexOf(h) < 0 || s.cards[u]?.zone !== 'ready') return;
  const mode = playableModes(s, h, u, seat, ['equip'])[0] ?? 0;
  playFromHand(s, h, seat, ev);
  equipWith(s, seat, u, h, mode, 'vtes.equipFromHand', 'vtes-es:6.4', ev);
}
