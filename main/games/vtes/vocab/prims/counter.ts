/** `counter { burnAt }`: a counter on the card itself; with `burnAt` counters it burns (vtes-es 1.1.2). */
import { bankToCard, burnCard } from '../../core/ops';
import { type PrimDef } from './def';

export const counterPrim: PrimDef<'counter'> = {
  run(s, pr, c, ev) {
    bankToCard(s, c.source, 1);
    if (s.cards[c.source].blood >= pr.burnAt) burnCard(s, c.source, ev);
  },
  text: (pr) => ({ key: 'prim.counter', params: { n: pr.burnAt } }),
  // the card's remaining uses: a small cost
  botValue: (pr) => -1 / Math.max(1, pr.burnAt),
};
