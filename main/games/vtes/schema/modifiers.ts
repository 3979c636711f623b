/**
 * Static modifiers as data (issue 11 item 5.2): a card's lasting "+N stat" is one record
 * `{ e: 'mod', stat, n, who, if?, per? }` instead of one effect kind per card. `who` says whom it
 * modifies: `self` the vampire whose ability it is (crypt card), `employer` the minion a retainer
 * works for, `bearer` the minion a card is put on, `controller` the Methuselah controlling the card
 * in play, `every` each minion (a card in play whose Condition, read with the minion as `minion`, picks them). `if` is a shared Condition (schema-params.ts, issue 27 item 4) that must hold where the
 * stat is asked for: "the action is directed / undirected" (the action the minion takes or tries to
 * block), "a bleed directed at you" (a bleed against the Methuselah controlling the blocker), the
 * vampire's own situation (issue 30: its opponent's clan, the target Methuselah's vampires), or any
 * other; read by one function, `modHolds`. `per` is a shared Amount: `n` for each of it ("each counter
 * on this card").
 * `modSum` sums the records of one stat and subject; the stat query of queries.ts (`statBonus`) and
 * the hand size of state.ts gather the cards and call it. Pure: no state, no imports but types.
 */
import type { Effect, ModWho, Stat } from './effects';
import type { Amount, Cond } from './schema-params';
import { isKind } from './effect-query';

export type { Stat };

/**
 * The conditions that hold where a stat is asked for. The asker states the ones it knows cheaply
 * (the action's direction, a bleed, its target, the counters); any other leaf of a Condition or part
 * of an Amount is answered by `param` (core/params, with the game state), and without it a leaf does
 * not hold and an amount counts 0.
 */
export interface ModCtx {
  /** The action is directed (true) or undirected (false); undefined outside an action. */
  directed?: boolean;
  /** The action is a bleed (a function: asked only when a modifier needs it, which keeps the blockers' intercept cheap). */
  bleed?: boolean | (() => boolean);
  /** The action is directed at the Methuselah controlling the subject. */
  targetsYou?: boolean;
  /** The equipment on the minion is not summed (an offered bleed no other equipment increases: `noEquipBleed`). */
  noEquipment?: boolean;
  /** The counters on the card whose records are summed (a `per` "counters on this card" counts them). */
  counters?: number;
  /**
   * Every other Condition leaf and Amount, read from the game state (core/queries.ts `statBonus`: the
   * action under way or the one being announced, its actor, blocker and target Methuselah).
   */
  param?: { holds(c: Cond): boolean; amount(a: Amount): number };
}

/** Whether a modifier's Condition holds in the context (its leaves the context states, the others through `param`). */
function modHolds(w: Cond, c: ModCtx): boolean {
  switch (w.c) {
    case 'all':
      return w.of.every((x) => modHolds(x, c));
    case 'any':
      return w.of.some((x) => modHolds(x, c));
    case 'not':
      return !modHolds(w.of, c);
    case 'action':
      if ((w.kind === 'directed' || w.kind === 'undirected') && c.directed !== undefined) return c.directed === (w.kind === 'directed');
      if (w.kind === 'bleed' && c.bleed !== undefined) return typeof c.bleed === 'function' ? c.bleed() : c.bleed;
      break;
    case 'targetsYou':
      if (c.targetsYou !== undefined) return c.targetsYou;
      break;
  }
  return c.param?.holds(w) ?? false;
}

/** How many the Amount counts in the context ("counters on this card": the context's; the others through `param`). */
function modAmount(a: Amount, c: ModCtx): number {
  if (typeof a === 'number') return a;
  if (a.a === 'counters' && a.who === 'self' && c.counters !== undefined) return c.counters;
  return c.param?.amount(a) ?? 0;
}

/** The subjects a stat is gathered for (shared lists: no allocation on the hot path). */
export const SELF: readonly ModWho[] = ['self'];
export const ON_MINION: readonly ModWho[] = ['employer', 'bearer'];
export const CONTROLLER: readonly ModWho[] = ['controller'];
/** A card in play changing every minion's stat (its Condition says which: "allies get +1 intercept against vampires"). */
export const EVERY: readonly ModWho[] = ['every'];

/** The sum of the modifiers of `stat` among `effects` that apply to a subject reached as `who`. */
export function modSum(effects: readonly Effect[], stat: Stat, who: readonly ModWho[], c: ModCtx = {}): number {
  let n = 0;
  for (const e of effects)
    if (isKind(e, 'mod') && e.stat === stat && who.includes(e.who) && (e.if === undefined || modHolds(e.if, c)))
      n += e.per === undefined ? e.n : e.n * modAmount(e.per, c);
  return n;
}
