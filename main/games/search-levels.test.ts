/**
 * The search levels of every game (issue 33): what stops a search is deterministic, so a bot's
 * answer is a function of its view, the decision and the seed on any machine and under any load.
 * Every level is bounded by its iterations and its rule applications (`steps`, the measure of its
 * time) and sets no clock cap (wall or CPU time), which would make the answer depend on the load.
 */
import { describe, expect, it } from 'vitest';
import { BOT_LEVELS } from '../engine/search/search-bot';
import type { SearchBudget } from '../engine/search/ismcts';
import type { PairedBudget } from '../engine/search/paired';
import type { AnyModule } from '../engine/session';
import { gameRegistry } from './registry';

/** The budget of a game's bot of that level, if it has one. */
function budgetOf(m: AnyModule, level: 'normal' | 'hard'): SearchBudget | undefined {
  const bot = (m.bots ?? []).find((b) => b.id === BOT_LEVELS[level]) as unknown as { budget?: SearchBudget } | undefined;
  return bot?.budget;
}

describe('search levels', () => {
  const games = gameRegistry().list();
  it('exist for the four games', () => {
    expect(games.map((m) => m.id).sort()).toEqual(['bloodborne', 'nights', 'vendetta', 'vtes']);
  });
  for (const m of games)
    for (const level of ['normal', 'hard'] as const)
      it(`${m.id} ${level}: bounded by iterations and steps, no clock cap`, () => {
        const budget = budgetOf(m, level);
        expect(budget).toBeDefined();
        expect(budget!.iterations).toBeGreaterThan(0);
        expect(budget!.steps).toBeGreaterThan(0);
        expect(budget!.minIterations ?? 1).toBeLessThanOrEqual(budget!.iterations);
        expect(budget!.timeCapMs).toBeUndefined();
        expect(budget!.cpuCapMs).toBeUndefined();
        // V:TES weighs its root by paired samples: bounded by samples and steps as well
        const paired = (budget as SearchBudget & { paired?: PairedBudget }).paired;
        if (paired) {
          expect(paired.steps).toBeGreaterThan(0);
          expect(paired.minSamples).toBeLessThanOrEqual(paired.samples);
          expect(paired.maxSteps ?? Infinity).toBeGreaterThanOrEqual(paired.steps);
        }
      });
  it('give hard a larger budget than normal', () => {
    for (const m of games) {
      const [normal, hard] = [budgetOf(m, 'normal')!, budgetOf(m, 'hard')!];
      expect(hard.steps!).toBeGreaterThan(normal.steps!);
      expect(hard.iterations).toBeGreaterThan(normal.iterations);
    }
  });
});
