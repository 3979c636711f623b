/**
 * The retainer chosen for the primitive `employFromHand` (vocab/prims/employ-from-hand.ts; vtes-es 6.4, 1.6.1.3, 6.1.4):
 * played from the hand (and replaced), its cost paid as normal by the minion and its Methuselah, put on the minion
 * with its life, where it enters play (its `vtes.enters` triggers).
 */
import type { SeatId } from '../../../engine/types';
import { attach, bankToCard, markCard, shuffleZone } from '../core/ops';
import { cardName, payCost, playableModes, playFromHand } from '../core/queries';
import { defOf, type Ev, type VtesState } from '../core/state';
import { isEffect } from '../schema/effect-query';
import { runEnterTriggers } from '../vocab/triggers';
import { retainerModes } from '../vocab/prims/seek-retainer';

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

/**
 * The retainer of name `cid` found by the primitive `seekRetainer` (vocab/prims/seek-retainer.ts): a copy leaves the
 * library of `seat`, its cost is paid by minion `minion` and its Methuselah and it is put on the minion with its life
 * and `life` more (1.6.1.3, 6.1.4), where it enters play; the library is shuffled.
 */
export function retainerSought(s: VtesState, seat: SeatId, p: { minion: string; disc: string; life: number }, cid: string, ev: Ev): void {
  const u = p.minion;
  if (s.cards[u]?.zone !== 'ready') return;
  const h = s.seats[seat].zones.library.find((x) => s.cards[x].cid === cid);
  const mode = h === undefined ? undefined : retainerModes(s, p, u, h).at(-1);
  if (h === undefined || mode === undefined) return;
  const d = defOf(s, h);
  payCost(s, d, u, seat, ev);
  attach(s, h, u);
  markCard(s, h, { mode });
  bankToCard(s, h, (d.modes[mode]?.effects.find(isEffect('retainer'))?.life ?? 1) + p.life);
  ev.push({ type: 'vtes.retainerSought', params: { name: cardName(s, u), card: d.name }, rule: 'vtes-es:1.6.1.3' });
  runEnterTriggers(s, h, ev);
  shuffleZone(s, seat, 'library');
  ev.push({ type: 'vtes.shuffle', params: { seat }, reveals: true });
}
