/** `counter { burnAt?, n? }`: a counter (`n` counters) on the card itself; with `burnAt` counters it burns (vtes-es 1.1.2). */
import { bankToCard, burnCard } from '../../core/ops';
import { type PrimDef, plain } from './def';

export const counterPrim: PrimDef<'counter'> = {
  run(s, pr, c, ev) {
    bankToCard(s, c.source, pr.n ?? 1);
    if (pr.burnAt !== undefined && s.cards[c.source].blood >= pr.burnAt) burnCard(s, c.source, ev);
  },
  text: (pr) =>
    pr.n !== undefined
      ? { key: 'prim.counter_put', params: { n: pr.n } }
      : pr.burnAt === undefined
        ? plain('prim.counter_kept')
        : { key: 'prim.counter', params: { n: pr.burnAt } },
  // the card's remaining uses: a small cost; a counter the card keeps is what its text counts (a small gain)
  botValue: (pr) => (pr.burnAt === undefined ? 0.5 : -1 / Math.max(1, pr.burnAt)),
};
