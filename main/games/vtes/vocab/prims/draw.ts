/** `draw { n }`: the user draws n cards from the top of the library, beyond the hand size (vtes-es 1.6.1.2). */
import { drawCards } from '../../core/ops';
import { type PrimDef } from './def';

export const drawPrim: PrimDef<'draw'> = {
  run: (s, pr, c, ev) => drawCards(s, c.seat, pr.n, ev),
  text: (pr) => ({ key: 'prim.draw', params: { n: pr.n } }),
  botValue: (pr) => 0.5 * pr.n,
};
