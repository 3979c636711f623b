/**
 * The heuristic bot and the seating changes (`reseat`: Dramatic Upheaval, Kindred Restructure; vtes-es 2.1), read from
 * the card's primitives: a seating is worth calling when it gives the bot a poorer prey (its ousting closer, a victory
 * point sooner); in the terms, the Methuselah to switch places with that gives the poorest prey, or an order putting
 * the poorest Methuselah right after the bot.
 */
import type { Decision } from '../../../engine/types';
import type { VtesView } from '../view/view';

/** The bot's prey in seating `order` (the next seat clockwise still in the game). */
function preyIn(v: VtesView, order: readonly number[], me: number): number {
  const i = order.indexOf(me);
  for (let k = 1; k <= order.length; k++) {
    const x = order[(i + k) % order.length];
    if (!v.seats[x].ousted) return x;
  }
  return me;
}

const seatingOf = (v: VtesView): number[] => v.seating ?? v.seats.map((x) => x.seat);

/** The pool of the prey the bot `me` would have after switching places with `other`. */
function poolAfterSwap(v: VtesView, me: number, other: number): number {
  const order = seatingOf(v);
  const [i, j] = [order.indexOf(me), order.indexOf(other)];
  [order[i], order[j]] = [order[j], order[i]];
  return v.seats[preyIn(v, order, me)].pool;
}

/** The poorest other Methuselah still in the game. */
function poorest(v: VtesView, me: number): number | undefined {
  const others = v.seats.filter((x) => !x.ousted && x.seat !== me);
  return others.length ? others.reduce((a, b) => (b.pool < a.pool ? b : a)).seat : undefined;
}

/** How much poorer the bot's best prey after the seating change would be than its prey now (0: no gain). */
export function reseatGain(v: VtesView, me: number, how: 'swap' | 'order'): number {
  const now = v.seats[v.seats[me].prey].pool;
  if (how === 'order') {
    const p = poorest(v, me);
    return p === undefined ? 0 : Math.max(0, now - v.seats[p].pool);
  }
  const best = v.seats.filter((x) => !x.ousted && x.seat !== me).map((x) => poolAfterSwap(v, me, x.seat));
  return best.length ? Math.max(0, now - Math.min(...best)) : 0;
}

/** A referendum changing the seating: worth calling for a prey poorer by 3 or more (one that the ousting is near). */
export function reseatScore(v: VtesView, me: number, how: 'swap' | 'order'): number {
  const gain = reseatGain(v, me, how);
  if (gain < 3) return 1;
  return v.seats[v.seats[me].prey].pool - gain <= 3 ? 30 : 10 + gain / 2;
}

/** The terms of a seating change: the seat to switch with, or the next Methuselah of the new order (the bot first). */
export function reseatTerm(v: VtesView, me: number, d: Decision): string | undefined {
  const seatOf = (o: Decision['options'][number]) => (o.params?.seat === undefined ? undefined : Number(o.params.seat));
  const seats = d.options.filter((o) => seatOf(o) !== undefined);
  if (!seats.length) return undefined;
  if (d.prompt.key.endsWith('termsSeat'))
    return seats.reduce((a, b) => (poolAfterSwap(v, me, seatOf(b)!) < poolAfterSwap(v, me, seatOf(a)!) ? b : a)).id;
  // the order: the bot, then the others from the poorest (its prey) to the richest (its predator)
  const self = seats.find((o) => seatOf(o) === me);
  if (self) return self.id;
  return seats.reduce((a, b) => (v.seats[seatOf(b)!].pool < v.seats[seatOf(a)!].pool ? b : a)).id;
}
