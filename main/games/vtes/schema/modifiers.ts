/**
 * Static modifiers as data (issue 11 item 5.2): a card's lasting "+N stat" is one record
 * `{ e: 'mod', stat, n, who, while?, if? }` instead of one effect kind per card. `who` says whom it
 * modifies: `self` the vampire whose ability it is (crypt card), `employer` the minion a retainer
 * works for, `bearer` the minion a card is put on, `controller` the Methuselah controlling the card
 * in play. `while` is the condition it needs: `directed` / `undirected` (the action the minion takes
 * or tries to block), `bleedAtYou` (a bleed against the Methuselah controlling the blocker); `if`: a
 * Condition (schema-params.ts), asked of the caller's `cond` (issue 30: a vampire's conditional stats). `per:
 * 'counter'`: `n` for each counter on the card whose record it is (`ModCtx.counters`; none if not given).
 * `modSum` sums the records of one stat and subject; the stat query of queries.ts (`statBonus`) and
 * the hand size of state.ts gather the cards and call it. Pure: no state, no imports but types.
 */
import type { Effect, ModWhile, ModWho, Stat } from './effects';
import type { Cond } from './schema-params';
import { isKind } from './effect-query';

export type { Stat };

/** The conditions that hold where a stat is asked for (a missing one does not hold). */
export interface ModCtx {
  /** The action is directed (true) or undirected (false); undefined outside an action. */
  directed?: boolean;
  /** The action is a bleed against the Methuselah controlling the subject (a function: asked only when a
   * modifier needs it, which keeps the blockers' intercept cheap). */
  bleedAtYou?: boolean | (() => boolean);
  /** The counters on the card whose records are summed (a `per: 'counter'` modifier counts them). */
  counters?: number;
  /** Whether a modifier's Condition (`if`) holds where the stat is asked for (core/params/cond.ts); none: it does not. */
  cond?: (c: Cond) => boolean;
}

function holds(w: ModWhile | undefined, c: ModCtx): boolean {
  if (w === undefined) return true;
  if (w === 'directed') return c.directed === true;
  if (w === 'undirected') return c.directed === false;
  return typeof c.bleedAtYou === 'function' ? c.bleedAtYou() : c.bleedAtYou === true;
}

/** The subjects a stat is gathered for (shared lists: no allocation on the hot path). */
export const SELF: readonly ModWho[] = ['self'];
export const ON_MINION: readonly ModWho[] = ['employer', 'bearer'];
export const CONTROLLER: readonly ModWho[] = ['controller'];

/** The sum of the modifiers of `stat` among `effects` that apply to a subject reached as `who`. */
export function modSum(effects: readonly Effect[], stat: Stat, who: readonly ModWho[], c: ModCtx = {}): number {
  let n = 0;
  for (const e of effects)
    if (isKind(e, 'mod') && e.stat === stat && who.includes(e.who) && holds(e.while, c) && (!e.if || !!c.cond?.(e.if)))
      n += e.per === 'counter' ? e.n * (c.counters ?? 0) : e.n;
  return n;
}
