/**
 * `counter { burnAt?, gain?, n? }`: a counter (`n` counters) on the card itself; with `burnAt` counters it burns
 * (vtes-es 1.1.2), and with `gain` the user then gains that pool from the bank (Open War: 4 counters, then 4 pool).
 */
import { bankToCard, bankToPool, burnCard } from '../../core/ops';
import { type PrimDef, plain } from './def';

export const counterPrim: PrimDef<'counter'> = {
  run(s, pr, c, ev) {
    bankToCard(s, c.source, pr.n ?? 1);
    if (pr.burnAt === undefined || s.cards[c.source].blood < pr.burnAt) return;
    burnCard(s, c.source, ev);
    if (pr.gain) {
      bankToPool(s, c.seat, pr.gain);
      ev.push({ type: 'vtes.poolGained', params: { seat: c.seat, n: pr.gain }, rule: 'vtes-es:1.1.2' });
    }
  },
  text: (pr) =>
    pr.n !== undefined
      ? { key: 'prim.counter_put', params: { n: pr.n } }
      : pr.burnAt === undefined
        ? plain('prim.counter_kept')
        : { key: `prim.counter${pr.gain ? '_gain' : ''}`, params: { n: pr.burnAt, ...(pr.gain ? { m: pr.gain } : {}) } },
  // the card's remaining uses: a small cost; a counter the card keeps is what its text counts (a small gain)
  // a payout as it burns: its share of the pool gained for each counter
  botValue: (pr) => (pr.burnAt === undefined ? 0.5 : (pr.gain ?? 0) / Math.max(1, pr.burnAt) - 1 / Math.max(1, pr.burnAt)),
};
