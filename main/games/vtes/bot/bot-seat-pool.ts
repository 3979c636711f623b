/**
 * The heuristic bot's reading of a referendum that burns the pool of the Methuselahs its caller chooses
 * (the primitives `chooseSeats` and `seatPool` from `chosenSeats`, vtes-es 6.3; Neonate Breach): the
 * caller chooses its prey (chooseTerms), who burns `n`, and `plus.n` more when one of its ready vampires
 * meets the filter. Scored on the action scale of bots.ts: a bleed for k scores 10 + 2k.
 */
import type { Prim } from '../schema/records';
import type { VtesCardView, VtesSeatView } from '../view/view';
import { POOL_FLOOR, primOf, vampires, type Ctx } from './bot-knowledge';

type Filter = NonNullable<Extract<Prim, { p: 'seatPool'; from: 'chosenSeats' }>['plus']>['if'];

/** The ready vampire meets the filter, as far as the bot's view tells (its Disciplines at any level). */
export function meetsFilter(x: VtesCardView, f: Filter): boolean {
  if (f.capacity?.min !== undefined && (x.capacity ?? 0) < f.capacity.min) return false;
  if (f.capacity?.max !== undefined && (x.capacity ?? 0) > f.capacity.max) return false;
  if (f.clan !== undefined && x.clan !== f.clan) return false;
  if (f.sect !== undefined && x.sect !== f.sect) return false;
  if (f.titled && !x.title) return false;
  if (f.disc !== undefined && !x.disciplines?.[f.disc]) return false;
  if (f.trait !== undefined && !(x.traits ?? []).includes(f.trait)) return false;
  return true;
}

/** The score of calling such a referendum against the prey, or undefined when the card says something else. */
export function chosenSeatsScore(c: Ctx, cid: string, mode: number): number | undefined {
  const p = primOf(cid, mode, 'seatPool', (x) => x.from === 'chosenSeats');
  if (!p || p.from !== 'chosenSeats' || !primOf(cid, mode, 'chooseSeats')) return undefined;
  const burn = (s: VtesSeatView) => p.n + (p.plus && vampires(s.ready).some((x) => meetsFilter(x, p.plus!.if)) ? p.plus.n : 0);
  const n = burn(c.prey);
  if (c.prey.pool <= n) return 100;
  // the card spent and the referendum its votes may still lose: half a point under a bleed of the same amount
  return 9.5 + 2 * n;
}

type EachPool = Extract<Prim, { p: 'seatPool' }> & ({ from: 'each' } | { to: 'each' });

const isEachPool = (x: Extract<Prim, { p: 'seatPool' }>): x is EachPool => x.from === 'each' || x.to === 'each';

/**
 * What a Methuselah's pool changes by when a referendum whose `seatPool` acts on every Methuselah passes
 * (gained from the bank or burned, once or per minion it controls: the vampires a filter or the chosen clan
 * selects, the locked ones, or per clan of its ready vampires), as far as its minions in the bot's view tell.
 * The acting minion (`actor`) is locked by then (vtes-es 6.1.1: an action locks its minion).
 */
export function eachPoolDelta(s: VtesSeatView, p: EachPool, clan?: string, actor?: string): number {
  const minions = [...s.ready, ...s.torpor];
  let k = 1;
  if (p.per === 'minion') {
    const of = 'of' in p ? p.of : undefined;
    k = minions.filter((x) => (!of || meetsFilter(x, of)) && (clan === undefined || x.clan === clan)).length;
  } else if (p.per === 'lockedMinion') k = s.ready.filter((x) => x.locked || x.uid === actor).length;
  else if (p.per === 'readyClan') k = new Set(vampires(s.ready).map((x) => x.clan)).size;
  return (p.to === 'each' ? 1 : -1) * p.n * k;
}

/** Our gain against the others' when such a referendum passes: against the prey's and the table's average, halved. */
function eachPoolNet(c: Ctx, p: EachPool, clan?: string, actor?: string): number {
  const others = c.v.seats.filter((s) => !s.ousted && s.seat !== c.me);
  if (!others.length) return 0;
  const avg = others.reduce((t, s) => t + eachPoolDelta(s, p, clan, actor), 0) / others.length;
  return eachPoolDelta(c.st, p, clan, actor) - (eachPoolDelta(c.prey, p, clan, actor) + avg) / 2;
}

/** The clan to name in the terms of such a referendum (`clan: 'chosen'`): the one giving us the most against the others. */
export function bestClan(c: Ctx, p: EachPool, clans: readonly string[]): string | undefined {
  let best: string | undefined;
  let top = -Infinity;
  for (const clan of clans) {
    const net = eachPoolNet(c, p, clan);
    if (net > top) [best, top] = [clan, net];
  }
  return best;
}

/** The `seatPool` acting on every Methuselah of a card's mode, if it has one. */
export function eachPoolPrim(cid: string, mode: number): EachPool | undefined {
  const p = primOf(cid, mode, 'seatPool', isEachPool);
  return p && isEachPool(p) ? p : undefined;
}

/**
 * The score of calling a referendum whose terms act on every Methuselah's pool (Consanguineous Boon, Domain
 * Challenge...), on the action scale of bots.ts (a bleed for k: 10 + 2k): ousting the prey first; never when our
 * own pool would fall under the floor; else what we gain against the others, or 0 when they gain as much. Undefined when the card says something else.
 */
export function eachPoolScore(c: Ctx, cid: string, mode: number, actor?: string): number | undefined {
  const p = eachPoolPrim(cid, mode);
  if (!p) return undefined;
  const clans = [...new Set(c.v.seats.flatMap((s) => [...s.ready, ...s.torpor].map((x) => x.clan ?? '')).filter(Boolean))];
  const clan = 'clan' in p && p.clan === 'chosen' ? bestClan(c, p, clans) : undefined;
  if ('clan' in p && p.clan === 'chosen' && clan === undefined) return 0;
  if (c.st.pool + eachPoolDelta(c.st, p, clan, actor) < POOL_FLOOR + 1) return 0;
  if (c.prey.pool + eachPoolDelta(c.prey, p, clan, actor) <= 0) return 100;
  const net = eachPoolNet(c, p, clan, actor);
  // a net gain of k weighed as a bleed for k is, half a point under it (the card spent, the votes may still fail)
  return net > 0 ? 9.5 + 2 * Math.min(net, 5) : 0;
}
