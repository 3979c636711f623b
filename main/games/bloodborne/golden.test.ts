/**
 * Golden games (issue 14 item 2): 300 seeded random-bot games for 3 to 5 hunters and every final
 * boss, and 45 games of the heuristic bot against random bots, give the same decisions, events and
 * final states as recorded in fixtures/golden.txt. Any speed work on the rules must leave this
 * file unchanged; regenerate it only for a deliberate rules change
 * (VITAE_GOLDEN_RECORD, main/testing/golden.ts).
 */
import path from 'node:path';
import { describeGolden, type GoldenCase } from '../../testing/golden';
import { bloodborneModule as m } from './module';

const BOSSES = ['random', 'F1', 'F2', 'F3', 'F4', 'F5'];

function cases(): GoldenCase[] {
  const out: GoldenCase[] = [];
  for (let g = 0; g < 300; g++) {
    const players = 3 + (g % 3);
    out.push({
      config: { players, finalBoss: BOSSES[Math.floor(g / 3) % BOSSES.length] },
      seed: `golden-bloodborne-${g}`,
      bots: Array.from({ length: players }, () => 'random'),
    });
  }
  for (let g = 0; g < 45; g++) {
    const players = 3 + (g % 3);
    const hero = g % players;
    out.push({
      config: { players },
      seed: `golden-bloodborne-h-${g}`,
      bots: Array.from({ length: players }, (_, i) => (i === hero || g % 5 === 0 ? 'heuristic' : 'random')),
    });
  }
  return out;
}

describeGolden('bloodborne golden games', { module: m }, cases, path.join(__dirname, 'fixtures', 'golden.txt'), { freeze: true });
