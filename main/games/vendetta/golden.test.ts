/**
 * Golden games (issue 14 item 2): 300 seeded random-bot games over every player count and
 * variant, and 40 games of the heuristic bot against random bots, give the same decisions, events and
 * final states as recorded in fixtures/golden.txt. Any speed work on the rules must leave this
 * file unchanged; regenerate it only for a deliberate rules change
 * (VITAE_GOLDEN_RECORD, main/testing/golden.ts).
 */
import path from 'node:path';
import { describeGolden, type GoldenCase } from '../../testing/golden';
import { vendettaModule as m } from './module';

const CONFIGS: object[] = [
  { players: 3 },
  { players: 4 },
  { players: 5 },
  { players: 4, locationCards: true },
  { players: 4, relics: true },
  { players: 4, teams: true },
  { players: 6, teams: true, relics: true, locationCards: true },
  { players: 5, relics: true, locationCards: true },
  { players: 3, relics: true, locationCards: true },
  { players: 4 },
];

function cases(): GoldenCase[] {
  const out: GoldenCase[] = [];
  for (let g = 0; g < 300; g++) {
    const config = CONFIGS[g % CONFIGS.length] as { players: number };
    out.push({ config, seed: `golden-vendetta-${g}`, bots: Array.from({ length: config.players }, () => 'random') });
  }
  for (let g = 0; g < 40; g++) {
    const players = 3 + (g % 3);
    const hero = g % players;
    out.push({
      config: { players },
      seed: `golden-vendetta-h-${g}`,
      bots: Array.from({ length: players }, (_, i) => (i === hero ? 'heuristic' : 'random')),
    });
  }
  return out;
}

describeGolden('vendetta golden games', { module: m }, cases, path.join(__dirname, 'fixtures', 'golden.txt'), { freeze: true });
