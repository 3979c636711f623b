/**
 * `burnPoolOrHand { n }`: the user burns n (an Amount) split between pool and cards at random from the hand, as it
 * chooses (a pick: how many cards, from none to what the hand holds, the rest pool). The cards are burned all at
 * once and not replaced; no more cards than the hand holds, the rest must be pool (Constant Revolution, in each
 * other Methuselah's unlock phase: LSJ 20090618). With an empty hand all of it is pool, asked of nobody.
 */
import { PICK_OPTIONS } from '../../../../common/vtes-options';
import { RngCursor } from '../../../../engine/rng';
import type { SeatId } from '../../../../engine/types';
import { burnCard, burnPool, setGame } from '../../core/ops';
import { amountGuess, amountOf, amountRef } from '../../core/params/amount';
import { setPick } from '../../core/steps';
import type { Ev, VtesState } from '../../core/state';
import { type PrimDef } from './def';

/** `k` cards at random from `seat`'s hand burned at once (the game's seeded generator), then `n - k` pool. */
export function burnSplit(s: VtesState, seat: SeatId, n: number, k: number, ev: Ev): void {
  const hand = [...s.seats[seat].zones.hand];
  const cards = Math.max(0, Math.min(k, n, hand.length));
  const cur = new RngCursor(s.rng);
  const chosen: string[] = [];
  for (let i = 0; i < cards; i++) chosen.push(...hand.splice(cur.int(hand.length), 1));
  if (cards) setGame(s, { rng: cur.state });
  for (const h of chosen) burnCard(s, h, ev, 'vtes-es:1.1.2');
  const left = n - cards;
  if (left > 0) ev.push({ type: 'vtes.poolBurned', params: { seat, n: burnPool(s, seat, left) } });
}

export const burnPoolOrHandPrim: PrimDef<'burnPoolOrHand'> = {
  run(s, pr, c, ev) {
    const n = amountOf(s, pr.n, c);
    const most = Math.min(n, s.seats[c.seat].zones.hand.length);
    if (n <= 0) return;
    if (most === 0) return burnSplit(s, c.seat, n, 0, ev);
    const options = [];
    for (let k = 0; k <= most; k++)
      options.push({ id: PICK_OPTIONS.encode('k', { pool: String(k) }), label: 'poolOrHand', params: { label: { n: n - k, k } } });
    setPick(s, c.seat, 'poolOrHand', options, { then: 'burnPoolOrHand', data: { n } });
  },
  possible: (s, pr, c) => amountOf(s, pr.n, c) > 0,
  text: (pr) =>
    typeof pr.n === 'number'
      ? { key: 'prim.burnPoolOrHand', params: { n: pr.n } }
      : { key: 'prim.burnPoolOrHand_amount', params: { n: amountRef(pr.n) } },
  // pool or cards lost by whoever burns them
  botValue: (pr) => -Math.max(1, amountGuess(pr.n)),
};
