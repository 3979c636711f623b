/**
 * Paired root sampling (issue 33 item 2): a second way for a search bot to weigh the options of its
 * decision against the heuristic's choice, with common random numbers. Each sample is one
 * determinization (game.determinize: the seat's view only) and one policy seed; every root option
 * is applied to that same state and played on by the policy with that same seed for `rolloutDepth`
 * decisions with a choice, then valued (the result, or game.evaluate). An option's score is its
 * mean difference from the prior's value over the samples: the hidden cards and the dice, which
 * make most of a rollout's noise, are the same on both sides of each difference, so far fewer
 * samples tell a real gap from noise than independent visits (ISMCTS on V:TES overruled the
 * heuristic in 40-70 % of its decisions on gaps of 0.04 win chance, three visits an option: noise).
 *
 * The prior stands unless the best option's mean difference exceeds `margin` and `z` standard errors
 * (the sample standard deviation of its differences over the square root of n). Deterministic: the samples are
 * bounded by `samples`, by `steps` (rule applications) once `minSamples` are done and by `maxSteps`
 * always; no clock.
 */
import { RngCursor, seedRng } from '../rng';
import type { BotRng, Decision } from '../types';
import { freshRng, resultValues, type SearchGame } from './ismcts';

export interface PairedBudget {
  /** Samples (determinization and seed) at most. */
  samples: number;
  /** Samples always taken before `steps` may stop the search. */
  minSamples: number;
  /** Rule applications at most (checked before each sample once `minSamples` are done). */
  steps: number;
  /**
   * A ceiling on rule applications even under `minSamples`: no sample starts when the mean cost of
   * the samples so far would take the search past it, and a sample that reaches it is dropped and
   * ends the search. It bounds the time of a decision with many options or long rollouts, where
   * `minSamples` alone would not.
   */
  maxSteps?: number;
  /** Decisions with a choice the policy plays after the root option. */
  rolloutDepth: number;
  /** Standard errors the best mean difference must exceed. */
  z: number;
  /** Least mean difference (win-chance units) that overrules the prior. */
  margin: number;
  /**
   * Drop an option from the later samples once its mean difference is below zero by this many
   * standard errors (after 3 samples): the budget goes to the options that may still beat the prior.
   */
  drop?: number;
  /**
   * Scale `z` by Student's t for the samples taken (t at 97.5 % for n - 1 degrees of freedom over
   * 1.96): with the few samples a step ceiling leaves, a standard error from 3-5 differences is itself
   * a guess, and `z` alone lets an option no better than the prior through (about one in six over 3).
   */
  studentT?: boolean;
}

export interface PairedStats {
  samples: number;
  steps: number;
  /** Per option: mean difference from the prior's value and its standard error. */
  diffs: Record<string, { mean: number; se: number }>;
}

/** The option to play: `prior` unless another one is better by the margin and `z` standard errors. */
export function pairedChoice<S>(
  game: SearchGame<S>,
  view: unknown,
  decision: Decision,
  botRng: BotRng,
  prior: string,
  budget: PairedBudget,
): { choice: string; stats: PairedStats } {
  const rng = new RngCursor(freshRng(botRng));
  const me = decision.seat;
  const ids = decision.options.map((o) => o.id);
  const diffs = new Map<string, number[]>(ids.map((id) => [id, []]));
  const stats: PairedStats = { samples: 0, steps: 0, diffs: {} };
  const { rules } = game;
  const cap = budget.maxSteps ?? Infinity;
  const dropped = new Set<string>();
  // set when a sample reaches `maxSteps`: it is dropped whole (its differences would pair with nothing) and the search ends
  let over = false;
  for (let j = 0; j < budget.samples && !over; j++) {
    if (j >= budget.minSamples && stats.steps >= budget.steps) break;
    if (j > 0 && stats.steps + stats.steps / j > cap) break;
    const s0 = game.determinize(view, decision, rng);
    const seed = `paired/${rng.int(0x100000000)}`;
    if (!s0) continue;
    const value = (id: string): number | null => {
      const prng = new RngCursor(seedRng(seed));
      let s: S;
      try {
        s = rules.apply(s0, me, id).state;
      } catch {
        return null; // an option this sample does not offer
      }
      stats.steps++;
      for (let played = 0; ;) {
        const r = rules.result(s);
        if (r) return resultValues(r, game.evaluate(s).length)[me];
        const ds = rules.decisions(s);
        if (!ds.length) break;
        const d = ds.find((x) => x.options.length > 1) ?? ds[0];
        if (d.options.length > 1 && played++ >= budget.rolloutDepth) break;
        if (stats.steps >= cap) {
          over = true;
          return null;
        }
        s = rules.apply(s, d.seat, d.options.length > 1 ? game.policy(s, d, prng) : d.options[0].id).state;
        stats.steps++;
      }
      return game.evaluate(s)[me];
    };
    const base = value(prior);
    if (base === null) continue;
    const sample: [string, number][] = [];
    for (const id of ids) {
      if (id === prior || over || dropped.has(id)) continue;
      const v = value(id);
      if (v !== null) sample.push([id, v - base]);
    }
    if (over) break;
    stats.samples++;
    for (const [id, x] of sample) diffs.get(id)!.push(x);
    if (budget.drop === undefined || stats.samples < 3) continue;
    for (const [id] of sample) {
      const { mean, se } = meanSe(diffs.get(id)!);
      if (mean + budget.drop * se < 0) dropped.add(id);
    }
  }
  let choice = prior;
  let best = budget.margin;
  for (const [id, xs] of diffs) {
    if (id === prior || xs.length < 2) continue;
    const { mean, se } = meanSe(xs);
    stats.diffs[id] = { mean, se };
    const z = budget.studentT ? (budget.z * tQuantile(xs.length - 1)) / 1.96 : budget.z;
    if (mean > best && mean > z * se) {
      best = mean;
      choice = id;
    }
  }
  return { choice, stats };
}

/** Mean of `xs` (two or more) and its standard error. */
function meanSe(xs: number[]): { mean: number; se: number } {
  const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
  const sd = Math.sqrt(xs.reduce((a, b) => a + (b - mean) ** 2, 0) / (xs.length - 1));
  return { mean, se: sd / Math.sqrt(xs.length) };
}

/** Student's t at 97.5 % for `df` degrees of freedom (a table; 1.96 from 120 on). */
export function tQuantile(df: number): number {
  const T = [12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.16, 2.145, 2.131];
  if (df <= T.length) return T[Math.max(1, df) - 1];
  if (df < 20) return 2.131 - ((df - 15) * (2.131 - 2.086)) / 5;
  if (df < 30) return 2.086 - ((df - 20) * (2.086 - 2.042)) / 10;
  if (df < 60) return 2.042 - ((df - 30) * (2.042 - 2.0)) / 30;
  if (df < 120) return 2.0 - ((df - 60) * (2.0 - 1.98)) / 60;
  return 1.96;
}
