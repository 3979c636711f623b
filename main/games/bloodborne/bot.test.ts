/** The heuristic bot answers every decision with an offered option and beats random bots clearly. */
import { describe, expect, it } from 'vitest';
import { heuristicWinRate, playGame } from './simulate';

describe('bloodborne heuristic bot', () => {
  it('plays whole games with heuristic bots in every seat (3, 4, 5 hunters)', () => {
    for (const players of [3, 4, 5]) {
      const { result } = playGame(
        { players },
        `bot-all-${players}`,
        Array.from({ length: players }, () => 'heuristic'),
      );
      expect(result.ranking.flat()).toHaveLength(players);
    }
  });
  it('wins clearly more often than chance against random bots', () => {
    for (const players of [3, 5]) {
      const rate = heuristicWinRate(players, 60, 'bot-test');
      expect(rate).toBeGreaterThan(1.6 / players);
    }
  });
});
