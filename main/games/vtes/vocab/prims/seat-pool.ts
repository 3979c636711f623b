/**
 * `seatPool { n, from, to, per? }`: what a passed referendum does to pools (vtes-es 6.3.2): n pool burned
 * by every Methuselah (`per: 'minion'`: n for each minion it controls), by the chosen one, or by each
 * point's Methuselah once per point; or n pool moved from the chosen Methuselah to each point's
 * Methuselah in turn.
 */
import { burnPool, poolToPool } from '../../core/ops';
import { readyMinions } from '../../core/queries';
import { living } from '../../core/state';
import { type PrimDef } from './def';

export const seatPoolPrim: PrimDef<'seatPool'> = {
  run(s, pr, c, ev) {
    const terms = c.terms;
    if (pr.from === 'each') {
      for (const x of living(s)) {
        const k = pr.per === 'minion' ? pr.n * (readyMinions(s, x).length + s.seats[x].zones.torpor.length) : pr.n;
        burnPool(s, x, k);
        ev.push({ type: 'vtes.poolBurned', params: { seat: x, n: k } });
      }
      return;
    }
    if (!terms) throw new Error('vtes: pool of the Methuselahs a referendum names, outside a referendum');
    if (pr.from === 'points' && pr.to === 'bank') {
      for (const x of terms.alloc) burnPool(s, x, pr.n);
      ev.push({ type: 'vtes.allocBurn', params: { seats: [...terms.alloc] } });
      return;
    }
    const from = terms.seat;
    if (from === undefined) throw new Error('vtes: no Methuselah chosen in the terms');
    if (pr.to === 'bank') {
      const k = burnPool(s, from, pr.n);
      ev.push({ type: 'vtes.poolBurned', params: { seat: from, n: k } });
      return;
    }
    for (const x of terms.alloc) {
      if (s.seats[from].pool <= 0) break;
      poolToPool(s, from, x, pr.n);
    }
    ev.push({ type: 'vtes.parity', params: { from, toSeats: [...terms.alloc] } });
  },
  text: (pr) => ({ key: `prim.seatPool_${pr.from}_${pr.to}${'per' in pr && pr.per ? `_per_${pr.per}` : ''}`, params: { n: pr.n } }),
  // pool others lose (the caller's own share is the bots' referendum score, bots.ts)
  botValue: (pr) => pr.n,
};
