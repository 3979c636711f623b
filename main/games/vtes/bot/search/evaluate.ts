/**
 * The depth-cut evaluation of the V:TES search bot (issue 33 item 2). V:TES games are long (some
 * thirty turns and four hundred decisions at four seats), so a rollout stops after a few dozen
 * decisions and the state is valued here: each seat's standing is a weighted sum of what wins the
 * game (vtes-es 1.3, 5: victory points; pool, whose loss ousts; blood and capacity of its ready
 * vampires, which act, bleed and block; torpid vampires a little) less its prey's pool (the next
 * victory point is the prey's ousting); the standings become win chances by a softmax over the
 * seats still in the game. An ousted or withdrawn seat has no chance left.
 */
import { defsOf } from '../../core/card-tables';
import { isCryptCard, isVampire, preyOf, capacityOf, type VtesState } from '../../core/state';
import { convertsBlood, inPlayValue } from './in-play-value';

/** Weights of the standing (in pool units). */
export const WEIGHTS = {
  vp: 6,
  pool: 1,
  readyBlood: 0.5,
  readyCapacity: 0.4,
  torporCapacity: 0.15,
  ally: 1.5,
  preyPool: -0.3,
  /** Softmax temperature: this many pool units of lead make a seat e times likelier to win. */
  temperature: 6,
};

/** What a level's budget adds to the evaluation (search-bot.ts VtesBudget); none by default. */
export interface EvalOptions {
  /** Pool units for each card the seat controls in play that is no minion (a flat value). */
  inPlay?: number;
  /**
   * Each such card valued from its record (in-play-value.ts: its cost and what it gives a turn), and
   * the blood of a ready vampire bearing a card that moves its blood to the pool valued as pool.
   */
  cards?: boolean;
  /** With `cards`, whether blood its bearer can move to the pool is worth pool (default: yes). */
  convert?: boolean;
}

/**
 * The standing of `seat` (pool units, higher is better); -Infinity once it is out of the game.
 * `inPlay` or `cards` (a level's budget, off by default): a value for each card the seat controls in
 * play that is no minion (master cards in its play region, cards it put on its ready minions):
 * without it a rollout sees a master card's or an equipment's cost at once and its use only past its
 * horizon, so the search refused to play them (docs/bots-vtes.md).
 */
export function standing(s: VtesState, seat: number, opts: EvalOptions = {}): number {
  const st = s.seats[seat];
  if (st.ousted || st.withdrawn) return -Infinity;
  const { inPlay = 0, cards = false, convert = true } = opts;
  let r = WEIGHTS.vp * st.vp + WEIGHTS.pool * st.pool;
  for (const u of st.zones.ready) {
    if (!isVampire(s, u)) r += WEIGHTS.ally;
    else {
      // blood its bearer can move to the pool is worth pool
      const blood =
        cards && convert && s.cards[u].attached.some((a) => convertsBlood(defsOf(s)[s.cards[a].cid])) ? WEIGHTS.pool : WEIGHTS.readyBlood;
      r += blood * s.cards[u].blood + WEIGHTS.readyCapacity * capacityOf(s, u);
    }
  }
  for (const u of st.zones.torpor) if (isVampire(s, u)) r += WEIGHTS.torporCapacity * capacityOf(s, u);
  if (inPlay || cards) {
    const value = (u: string): number => (cards ? inPlayValue(defsOf(s)[s.cards[u].cid], s.cards[u].mode) : 0) + inPlay;
    for (const u of st.zones.play) if (s.cards[u].controller === seat) r += value(u);
    for (const m of st.zones.ready)
      for (const a of s.cards[m].attached) if (s.cards[a].controller === seat && !isCryptCard(s, a)) r += value(a);
  }
  const prey = preyOf(s, seat);
  if (prey !== seat) r += WEIGHTS.preyPool * s.seats[prey].pool;
  return r;
}

/** Estimated win chance of every seat, summing to 1 over the seats still in the game. */
export function evaluate(s: VtesState, opts: EvalOptions = {}): number[] {
  const r = s.seats.map((_, i) => standing(s, i, opts));
  const top = Math.max(...r.filter((x) => x > -Infinity));
  const e = r.map((x) => (x === -Infinity ? 0 : Math.exp((x - top) / WEIGHTS.temperature)));
  const sum = e.reduce((a, b) => a + b, 0);
  return e.map((x) => (sum > 0 ? x / sum : 0));
}
