/**
 * `seatPool { n, from, to, per? }`: what a passed referendum does to pools (vtes-es 6.3.2): n pool burned
 * by every Methuselah (`per: 'minion'`: n for each minion it controls, `'lockedMinion'`: for each locked
 * one), by the chosen one, or by each point's Methuselah once per point; n pool moved from the chosen
 * Methuselah to each point's Methuselah in turn; or n pool gained by every Methuselah (per minion) or by
 * the chosen one.
 */
import type { SeatId } from '../../../../engine/types';
import { bankToPool, burnPool, poolToPool } from '../../core/ops';
import { readyMinions } from '../../core/queries';
import { defOf, isVampire, living, type VtesState } from '../../core/state';
import { filterKey, filterParams, selects } from '../../core/selectors';
import type { VampireFilter } from '../../schema/schema-prims';
import type { PrimOf } from '../../schema/prim-records';
import type { RefTerms } from '../../schema/records-politics';
import { type PrimDef } from './def';

/**
 * The minions a Methuselah controls (ready and in torpor: 1.1.3), only the locked ones (torpor's are
 * not), or only the vampires a filter selects.
 */
function minionsOf(s: VtesState, x: SeatId, per: 'minion' | 'lockedMinion' | 'readyClan', of?: VampireFilter): number {
  const ready = readyMinions(s, x);
  if (per === 'readyClan') return new Set(ready.filter((u) => isVampire(s, u)).flatMap((u) => defOf(s, u).clan)).size;
  if (per === 'lockedMinion') return ready.filter((u) => s.cards[u].locked).length;
  const all = [...ready, ...s.seats[x].zones.torpor];
  return of ? all.filter((u) => selects(s, u, of)).length : all.length;
}

/** The vampire filter of a per-minion gain: its own, with the clan chosen in the terms when it says `clan: 'chosen'`. */
function filterOf(pr: PrimOf<'seatPool'>, terms: RefTerms | undefined): VampireFilter | undefined {
  const of = 'of' in pr ? pr.of : undefined;
  if (!('clan' in pr) || pr.clan !== 'chosen') return of;
  if (terms?.clan === undefined) throw new Error('vtes: no clan chosen in the terms');
  return { ...of, clan: terms.clan };
}

export const seatPoolPrim: PrimDef<'seatPool'> = {
  run(s, pr, c, ev) {
    const terms = c.terms;
    if (pr.from === 'richer') {
      const richer = living(s).filter((y) => s.seats[y].pool > s.seats[c.seat].pool);
      for (const x of richer) poolToPool(s, x, c.seat, pr.n);
      ev.push({ type: 'vtes.poolGained', params: { seat: c.seat, n: pr.n * richer.length } });
      return;
    }
    if (pr.from === 'each' || pr.to === 'each') {
      for (const x of living(s)) {
        const k = pr.per ? pr.n * minionsOf(s, x, pr.per, filterOf(pr, terms)) : pr.n;
        if (pr.to === 'each') {
          if (k > 0) bankToPool(s, x, k);
          ev.push({ type: 'vtes.poolGained', params: { seat: x, n: k } });
          continue;
        }
        burnPool(s, x, k);
        ev.push({ type: 'vtes.poolBurned', params: { seat: x, n: k } });
      }
      return;
    }
    if (!terms) throw new Error('vtes: pool of the Methuselahs a referendum names, outside a referendum');
    if (pr.from === 'chosenSeats' || pr.to === 'notChosenSeats') {
      const chosen = terms.seats ?? [];
      for (const x of living(s)) {
        if (pr.to === 'notChosenSeats') {
          if (chosen.includes(x)) continue;
          bankToPool(s, x, pr.n);
          ev.push({ type: 'vtes.poolGained', params: { seat: x, n: pr.n } });
          continue;
        }
        if (!chosen.includes(x)) continue;
        const plus = 'plus' in pr && pr.plus && readyMinions(s, x).some((u) => selects(s, u, pr.plus!.if)) ? pr.plus.n : 0;
        const k = burnPool(s, x, pr.n + plus);
        ev.push({ type: 'vtes.poolBurned', params: { seat: x, n: k } });
      }
      return;
    }
    if (pr.from === 'bank') {
      if (terms.seat === undefined) throw new Error('vtes: no Methuselah chosen in the terms');
      bankToPool(s, terms.seat, pr.n);
      ev.push({ type: 'vtes.poolGained', params: { seat: terms.seat, n: pr.n } });
      return;
    }
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
  text: (pr) => {
    const of = 'of' in pr ? pr.of : undefined;
    const plus = 'plus' in pr ? pr.plus : undefined;
    return {
      key: `prim.seatPool_${pr.from}_${pr.to}${'per' in pr && pr.per ? `_per_${pr.per}` : ''}${'clan' in pr && pr.clan ? '_chosenClan' : filterKey(of)}${plus ? `_plus${filterKey(plus.if)}` : ''}`,
      params: { n: pr.n, ...filterParams(of), ...(plus ? { plus: plus.n, ...filterParams(plus.if) } : {}) },
    };
  },
  // pool others lose (the caller's own share is the bots' referendum score, bots.ts); pool everybody gains: none
  botValue: (pr) => (pr.from === 'bank' ? 0 : pr.n),
};
