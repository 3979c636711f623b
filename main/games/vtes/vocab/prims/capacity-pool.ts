/**
 * `capacityPool { gain, burn }`: what a passed referendum does with the vampire each Methuselah chose as it
 * passed (vtes-es 6.3.2; the choice is asked in turn from the caller by rules/politics.ts, step `outcome`,
 * and kept in the terms' `picked`): each Methuselah still in the game gains `gain` pool, then burns `burn`
 * pool, each a number or the capacity of the vampire they chose (`own`) or their predator chose
 * (`predator`); a Methuselah who chose none (or whose vampire left the ready region) counts 0. The gain and
 * the loss are two events (Ancient Influence, Reins of Power: ANK 20180813).
 */
import { bankToPool, burnPool } from '../../core/ops';
import { capacityOf, living, predatorOf, type VtesState } from '../../core/state';
import type { RefTerms } from '../../schema/records-politics';
import { type PrimDef } from './def';

type Amount = number | 'own' | 'predator';

/** The capacity of the ready vampire `seat` chose in the terms, or 0 (none chosen, or no longer ready). */
function chosenCapacity(s: VtesState, terms: RefTerms | undefined, seat: number): number {
  const u = terms?.picked?.[seat];
  return u && s.cards[u]?.zone === 'ready' ? capacityOf(s, u) : 0;
}

/** The pool an amount of the record is worth for `seat`. */
function amountFor(s: VtesState, a: Amount, terms: RefTerms | undefined, seat: number): number {
  if (typeof a === 'number') return a;
  return chosenCapacity(s, terms, a === 'own' ? seat : predatorOf(s, seat));
}

export const capacityPoolPrim: PrimDef<'capacityPool'> = {
  run(s, pr, c, ev) {
    const seats = living(s);
    // the amounts are read before any pool moves (a Methuselah ousted by the loss still counts for its prey)
    const gains = seats.map((x) => amountFor(s, pr.gain, c.terms, x));
    const burns = seats.map((x) => amountFor(s, pr.burn, c.terms, x));
    seats.forEach((x, i) => {
      if (gains[i] > 0) bankToPool(s, x, gains[i]);
      ev.push({ type: 'vtes.poolGained', params: { seat: x, n: gains[i] } });
      const k = burnPool(s, x, burns[i]);
      ev.push({ type: 'vtes.poolBurned', params: { seat: x, n: k } });
    });
  },
  text: (pr) =>
    typeof pr.burn === 'number'
      ? { key: 'prim.capacityPool_own_n', params: { n: pr.burn } }
      : { key: 'prim.capacityPool_n_predator', params: { n: typeof pr.gain === 'number' ? pr.gain : 0 } },
  // everybody gains and burns alike: what the caller makes of it is the bots' referendum score (bots.ts)
  botValue: () => 0,
};
