/**
 * `burnForPool { n }`: the controller of the card of the use may burn it to gain n pool from the bank (a pick of theirs:
 * burn it or not; vtes-es 1.1.2, 1.2). Priority Contract, as the minion it is on leaves the ready region: a trigger on
 * its bearer's burn or torpor with `seat: 'cardCtl'`; a card burned
 * with the minion it was on (core/bearer-watch.ts) still gives the pool, its burn having been the first thing to happen.
 */
import { PICK_OPTIONS } from '../../../../common/vtes-options';
import type { SeatId } from '../../../../engine/types';
import { bankToPool, burnCard } from '../../core/ops';
import { cardName } from '../../core/queries';
import { setPick } from '../../core/steps';
import type { Ev, VtesState } from '../../core/state';
import { type PrimDef } from './def';

/** Whether the card is still in play (on a minion or in a region): burning it is part of the choice. */
const inPlay = (s: VtesState, card: string): boolean => ['attached', 'play', 'ready', 'torpor'].includes(s.cards[card]?.zone ?? '');

/** The answer (the pick's continuation, rules/picks.ts): the card burned, if still in play, and n pool gained; or nothing. */
export function burnedForPool(s: VtesState, seat: SeatId, yes: boolean, data: { readonly card: string; readonly n: number }, ev: Ev): void {
  if (!yes || s.seats[seat].ousted || !s.cards[data.card]) return;
  if (inPlay(s, data.card)) burnCard(s, data.card, ev);
  bankToPool(s, seat, data.n);
  ev.push({ type: 'vtes.poolGained', params: { seat, n: data.n }, rule: 'vtes-es:1.2' });
}

export const burnForPoolPrim: PrimDef<'burnForPool'> = {
  run(s, pr, c) {
    const card = c.source;
    if (!s.cards[card] || s.seats[c.seat].ousted) return;
    const label = { n: pr.n, card: cardName(s, card) };
    setPick(
      s,
      c.seat,
      'burnForPool',
      [
        { id: PICK_OPTIONS.encode('goOn', {}), label: inPlay(s, card) ? 'burnForPoolYes' : 'burnForPoolGain', params: { label } },
        { id: PICK_OPTIONS.encode('pass', {}), label: 'burnForPoolNo' },
      ],
      { then: 'burnForPool', data: { card, n: pr.n } },
    );
  },
  text: (pr) => ({ key: 'prim.burnForPool', params: { n: pr.n } }),
  // n pool for a card about to be lost with its minion
  botValue: (pr) => pr.n,
};
