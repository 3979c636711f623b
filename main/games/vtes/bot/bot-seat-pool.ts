/**
 * The heuristic bot's reading of a referendum that burns the pool of the Methuselahs its caller chooses
 * (the primitives `chooseSeats` and `seatPool` from `chosenSeats`, vtes-es 6.3; Neonate Breach): the
 * caller chooses its prey (chooseTerms), who burns `n`, and `plus.n` more when one of its ready vampires
 * meets the filter. Scored on the action scale of bots.ts: a bleed for k scores 10 + 2k.
 */
import type { Prim } from '../schema/records';
import type { VtesCardView, VtesSeatView } from '../view/view';
import { primOf, vampires, type Ctx } from './bot-knowledge';

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
