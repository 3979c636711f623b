/**
 * Paired root sampling (paired.ts) on a toy with one hidden number: the seat picks a, b or c and wins
 * when the hidden number 0-9 is below 3, 6 or 5. It leaves the prior for a better option only when
 * the paired differences show it, never sees the hidden number, and stops at its deterministic bounds.
 */
import { describe, expect, it } from 'vitest';
import { RngCursor, seedRng, type RngState } from '../rng';
import type { Decision, GameResult } from '../types';
import { freshRng, type SearchGame } from './ismcts';
import { pairedChoice, tQuantile, type PairedBudget } from './paired';

interface Toy {
  hidden: number;
  picked: string | null;
  rng: RngState;
}
const BELOW: Record<string, number> = { a: 3, b: 6, c: 5 };
const decision: Decision = {
  seat: 0,
  kind: 'toy.pick',
  prompt: { key: 'toy' },
  options: ['a', 'b', 'c'].map((id) => ({ id, label: { key: 'toy' } })),
};

const toy: SearchGame<Toy> = {
  rules: {
    decisions: (s) => (s.picked ? [] : [decision]),
    apply: (s, _seat, id) => ({ state: { ...s, picked: id } }),
    result: (s): GameResult | null =>
      s.picked ? (s.hidden < BELOW[s.picked] ? { ranking: [[0], [1]], scores: [1, 0] } : { ranking: [[1], [0]], scores: [0, 1] }) : null,
  },
  // the view is nothing but the decision: the hidden number is drawn
  determinize: (_v, _d, rng) => ({ hidden: rng.int(10), picked: null, rng: freshRng(rng) }),
  policy: (_s, d) => d.options[0].id,
  evaluate: () => [0.5, 0.5],
};

const budget: PairedBudget = { samples: 40, minSamples: 40, steps: 1000, rolloutDepth: 4, z: 2, margin: 0.01 };
const rng = (seed: string) => new RngCursor(seedRng(seed));

describe('paired root sampling (issue 33)', () => {
  it('leaves the prior for an option whose paired differences are clearly better', () => {
    const r = pairedChoice(toy, {}, decision, rng('x'), 'a', budget);
    expect(r.choice).toBe('b');
    expect(r.stats.samples).toBe(40);
    expect(r.stats.diffs.b.mean).toBeGreaterThan(0.15);
    // each sample plays every option on the same hidden number: c never beats a there
    expect(r.stats.diffs.c.mean).toBeGreaterThanOrEqual(0);
  });

  it('keeps the prior when it is the best, or when the gap does not pass the margin', () => {
    expect(pairedChoice(toy, {}, decision, rng('y'), 'b', budget).choice).toBe('b');
    expect(pairedChoice(toy, {}, decision, rng('y'), 'a', { ...budget, margin: 0.9 }).choice).toBe('a');
  });

  it('answers the same for the same view and seed, and stops at the step bound after the floor', () => {
    const a = pairedChoice(toy, {}, decision, rng('z'), 'a', budget);
    expect(pairedChoice(toy, {}, decision, rng('z'), 'a', budget)).toEqual(a);
    const short = pairedChoice(toy, {}, decision, rng('z'), 'a', { ...budget, minSamples: 3, steps: 6 });
    // three applications a sample (one per option): two samples reach 6 steps, the floor asks for three
    expect(short.stats.samples).toBe(3);
    expect(short.stats.steps).toBe(9);
  });

  it('never starts a sample that would take it past maxSteps, even under the floor', () => {
    const capped = pairedChoice(toy, {}, decision, rng('z'), 'a', { ...budget, maxSteps: 10 });
    // three applications a sample: a fourth would reach 12
    expect(capped.stats.samples).toBe(3);
    expect(capped.stats.steps).toBe(9);
    expect(pairedChoice(toy, {}, decision, rng('z'), 'a', { ...budget, maxSteps: 12 }).stats.samples).toBe(4);
  });

  it('drops from the later samples an option clearly worse than the prior, the others weighed as before', () => {
    const full = pairedChoice(toy, {}, decision, rng('x'), 'c', budget);
    const pruned = pairedChoice(toy, {}, decision, rng('x'), 'c', { ...budget, drop: 1 });
    // a (wins below 3) loses to c (below 5) on every hidden number where they differ: it stops being played
    expect(full.stats.steps).toBe(120);
    expect(pruned.stats.steps).toBeLessThan(110);
    expect(pruned.stats.diffs.a.mean).toBeLessThan(0);
    // b (below 6) never loses to c: it is played on every sample, with the same differences
    expect(pruned.stats.diffs.b).toEqual(full.stats.diffs.b);
    expect(pruned.choice).toBe(full.choice);
  });

  it('drops a sample that reaches maxSteps in a rollout, and keeps the prior with no sample', () => {
    // a game whose rollouts last: every option leads to ten decisions of the policy before the end
    const long: SearchGame<Toy & { left: number }> = {
      ...(toy as unknown as SearchGame<Toy & { left: number }>),
      rules: {
        decisions: (s) => (s.picked && s.left === 0 ? [] : [decision]),
        apply: (s, _seat, id) => ({ state: s.picked ? { ...s, left: s.left - 1 } : { ...s, picked: id, left: 10 } }),
        result: (s) => (s.picked && s.left === 0 ? toy.rules.result(s) : null),
      },
      determinize: (v, d, r) => ({ ...toy.determinize(v, d, r)!, left: 0 }),
    };
    const r = pairedChoice(long, {}, decision, rng('x'), 'a', { ...budget, rolloutDepth: 20, maxSteps: 25 });
    // one sample costs 33 applications: the first is cut in its third rollout and dropped
    expect(r.stats.samples).toBe(0);
    expect(r.stats.steps).toBe(25);
    expect(r.choice).toBe('a');
  });

  it("with studentT, asks a gap shown by few samples for Student's t standard errors instead of z", () => {
    const four = { ...budget, samples: 4, minSamples: 4 };
    // b beats a on three of the four hidden numbers: mean 0.75, standard error 0.25, so 3 of them
    const plain = pairedChoice(toy, {}, decision, rng('t14'), 'a', four);
    expect(plain.stats.diffs.b).toEqual({ mean: 0.75, se: 0.25 });
    expect(plain.choice).toBe('b');
    // t for 3 degrees of freedom is 3.18: 2 x 3.18 / 1.96 = 3.25 standard errors are asked
    expect(pairedChoice(toy, {}, decision, rng('t14'), 'a', { ...four, studentT: true }).choice).toBe('a');
    // with the 40 samples of the other cases the gap is clear either way
    expect(pairedChoice(toy, {}, decision, rng('x'), 'a', { ...budget, studentT: true }).choice).toBe('b');
    expect(tQuantile(1)).toBeCloseTo(12.706, 3);
    expect(tQuantile(3)).toBeCloseTo(3.182, 3);
    expect(tQuantile(500)).toBe(1.96);
  });
});
