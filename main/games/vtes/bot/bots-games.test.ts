/**
 * The V:TES heuristic bot over whole seeded 4-seat games (issue #5 item 18): its strength against
 * random bots, and games between heuristic bots that end by ousting. Whole games: a slow-tier file
 * (SLOW in vitest.config.mts); the bot's answers to single table states are in bots.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { getBot } from '../../../engine/bots';
import { RngCursor, seedRng } from '../../../engine/rng';
import { vtesModule } from '../module';

describe('V:TES heuristic bot: whole games', () => {
  const play = (seed: string, bots: string[], maxTurns = 120) => {
    const cfg = vtesModule.parseConfig({ players: 4, maxTurns });
    let s = vtesModule.setup(cfg, seed).state;
    const rng = new RngCursor(seedRng(seed));
    for (let step = 0; !s.result; step++) {
      if (step > 40000) throw new Error(`${seed}: no end`);
      const d = vtesModule.decisions(s)[0];
      const choice = getBot(vtesModule, bots[d.seat])!.choose(vtesModule.view(s, d.seat), d, rng);
      s = vtesModule.apply(s, d.seat, choice).state;
    }
    return s;
  };

  it('over 20 seeded 4-seat games against three random bots it wins clearly more often than the 25% chance rate', () => {
    let wins = 0;
    for (let g = 0; g < 20; g++) {
      const hero = g % 4;
      const s = play(
        `bot-vs-random-${g}`,
        [0, 1, 2, 3].map((i) => (i === hero ? 'heuristic' : 'random')),
      );
      const top = s.result!.ranking[0];
      if (top.length === 1 && top[0] === hero) wins++;
    }
    // measured 19-20 of 20; 12 is far above the 5 expected by chance
    expect(wins).toBeGreaterThanOrEqual(12);
  }, 60_000);

  it('heuristic against heuristic: games end by ousting, with bleeds, blocks and vampires brought out', () => {
    for (let g = 0; g < 2; g++) {
      const s = play(`bot-vs-bot-${g}`, ['heuristic', 'heuristic', 'heuristic', 'heuristic']);
      expect(s.turn).toBeLessThan(120);
      expect(s.seats.filter((x) => x.ousted).length).toBeGreaterThanOrEqual(2);
    }
  }, 60_000);
});
