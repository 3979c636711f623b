/**
 * Golden games (issue 11 "behaviour is kept"): seeded games of the four starter decks, 4 seats,
 * both editions, random and heuristic bots, played through a GameSession as the app plays them,
 * each recorded as its decisions, its events and its final state (main/testing/golden.ts, the
 * harness of the four games). Card instance ids are written in one normal form (`k12` as `1011`,
 * the form since rules version vekn.3) so that the records compare games, not the spelling of ids.
 * The records are committed in fixtures/golden.txt (hashes only, no card text): a reshaping of the
 * rules code must leave every game identical. A commit that changes behaviour on purpose
 * re-records them (VITAE_GOLDEN_RECORD, main/testing/golden.ts) and says why.
 */
import path from 'node:path';
import { describeGolden, type GoldenCase } from '../../testing/golden';
import { vtesModule } from './module';
import { STARTER_IDS } from './data/starters';
import type { Edition } from './core/state';

/** Card instance ids in their normal form: the old `k<n>` spelling is written as the number 999 + n. */
const OLD_UID = /\bk(\d+)\b/g;
const normText = (t: string) => t.replace(OLD_UID, (_, n: string) => String(999 + Number(n)));

/** 240 games: 120 with random bots only, 120 with two heuristic bots; seats rotate the starters. */
function cases(): GoldenCase[] {
  const out: GoldenCase[] = [];
  for (let g = 0; g < 120; g++) {
    const edition: Edition = g % 2 ? 'es-2018' : 'vekn-current';
    const decks = Array.from({ length: 4 }, (_, i) => ({ starter: STARTER_IDS[(i + g) % 4] }));
    for (const heuristic of [false, true]) {
      const key = `${heuristic ? 'heuristic' : 'random'}-${g}`;
      out.push({
        key,
        config: { decks, edition, maxTurns: (heuristic ? 20 : 24) + (g % 9), deckCheck: false },
        seed: `golden-${key}`,
        botSeed: `golden-${key}/drive`,
        bots: Array.from({ length: 4 }, (_, i) => (heuristic && i % 2 === 0 ? 'heuristic' : 'random')),
      });
    }
  }
  return out;
}

describeGolden(
  'V:TES golden games (behaviour kept across reshaping, issue 11)',
  {
    module: vtesModule,
    via: 'session',
    normText,
    // the games reach the rules a reshaping could break
    mustMeet: ['vtes.bleed', 'vtes.blocked', 'vtes.combat', 'vtes.influenced', 'vtes.referendum', 'vtes.ousted'],
  },
  cases,
  path.join(__dirname, 'fixtures', 'golden.txt'),
);
