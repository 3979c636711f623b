/**
 * Golden games (issue 14 item 2): 300 seeded random-bot games for 5 to 8 players (some chained,
 * 3 games in a row), and 48 games with heuristic bots (everywhere, or one seat among random
 * bots), give the same decision counts, final state hashes and event hashes as recorded in
 * fixtures/golden.txt. Any speed work on the rules must leave this file unchanged; regenerate it
 * only for a deliberate rules change (VITAE_GOLDEN_RECORD, main/testing/golden.ts).
 */
import path from 'node:path';
import { describeGolden, type GoldenCase } from '../../testing/golden';
import { nightsModule as m } from './module';
import type { NightsState } from './state';

function cases(): GoldenCase[] {
  const out: GoldenCase[] = [];
  for (let g = 0; g < 300; g++) {
    const players = 5 + (g % 4);
    out.push({
      config: g % 10 === 9 ? { players, games: 3 } : { players },
      seed: `golden-nights-${g}`,
      bots: Array.from({ length: players }, () => 'random'),
    });
  }
  for (let g = 0; g < 48; g++) {
    const players = 5 + (g % 4);
    out.push({
      config: { players },
      seed: `golden-nights-h-${g}`,
      bots: (s) => (s as NightsState).players.map((_, i) => (g % 3 === 0 || i === g % players ? 'heuristic' : 'random')),
    });
  }
  return out;
}

describeGolden('nights of blood golden games', { module: m }, cases, path.join(__dirname, 'fixtures', 'golden.txt'), { freeze: true });
