/**
 * `draw { n, discard? }`: the user draws n cards from the top of the library, beyond the hand size (vtes-es
 * 1.6.1.2); with `discard`, then discards down to the hand size, the cards of their choice ("discard afterward").
 */
import { drawCards } from '../../core/ops';
import { fixHand } from '../../core/steps';
import { type PrimDef } from './def';

export const drawPrim: PrimDef<'draw'> = {
  run: (s, pr, c, ev) => {
    drawCards(s, c.seat, pr.n, ev);
    if (pr.discard) fixHand(s, c.seat, ev);
  },
  text: (pr) => ({ key: pr.discard ? 'prim.drawDiscard' : 'prim.draw', params: { n: pr.n } }),
  botValue: (pr) => 0.5 * pr.n,
};
