/**
 * Decision.confirm: a single-option decision marked `confirm` is left to its seat (the curtain
 * and the prompt look the same whether or not the seat held an answer); unmarked ones are still
 * answered automatically.
 */
import { describe, expect, it } from 'vitest';
import { GameSession } from './session';
import type { Decision, GameModule } from './types';

interface S {
  step: number;
  confirm: boolean;
}

function oneOption(): GameModule<S, { confirm: boolean }> {
  return {
    id: 'vtes',
    rulesVersion: 'test',
    parseConfig: (raw) => raw as { confirm: boolean },
    seatCount: () => 2,
    setup: (c) => ({ state: { step: 0, confirm: c.confirm }, events: [] }),
    decisions(s): Decision[] {
      if (s.step >= 2) return [];
      const d: Decision = {
        seat: s.step % 2,
        kind: 'test.window',
        prompt: { key: 'x' },
        options: [{ id: 'take', label: { key: 'take' } }],
      };
      if (s.confirm) d.confirm = true;
      return [d];
    },
    apply: (s) => ({ state: { ...s, step: s.step + 1 }, events: [] }),
    view: (s) => s,
    result: (s) => (s.step >= 2 ? { ranking: [[0, 1]], scores: [0, 0] } : null),
    progress: () => ({ key: 'x' }),
  };
}

const seats = [
  { name: 'A', kind: 'human' as const },
  { name: 'B', kind: 'human' as const },
];

describe('Decision.confirm', () => {
  it('a single option without confirm is answered by the engine', () => {
    const s = GameSession.create(oneOption(), { confirm: false }, seats, 'seed');
    expect(s.decisions()).toEqual([]);
  });

  it('a single option with confirm waits for its seat', () => {
    const s = GameSession.create(oneOption(), { confirm: true }, seats, 'seed');
    expect(s.decisions()).toHaveLength(1);
    expect(s.decisions()[0].seat).toBe(0);
    s.choose(0, 'take');
    expect(s.decisions()[0].seat).toBe(1);
  });
});
