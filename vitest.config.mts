import { configDefaults, defineConfig } from 'vitest/config';

/** Every unit test file: main (Node), renderer (React rendered to markup), locales, scripts. */
export const ALL = ['main/**/*.test.ts', 'renderer/**/*.test.{ts,tsx}', 'locales/**/*.test.ts', 'scripts/**/*.test.ts'];

/**
 * The slow files: seeded playouts and golden games of the four games, whole games played through
 * the tables, the kill loop, the fuzzers, the sweep of the 903 tournament decks, and the
 * lint/format checks. Together they take more than half of the unit run; `npm run test:fast`
 * leaves them out, `npm test` and `npm run test:unit` run them (project 'slow'). A new file of
 * that kind is added here.
 */
export const SLOW = [
  'main/games/*/playout.test.ts',
  'main/games/*/golden.test.ts',
  'main/games/vtes/bots-games.test.ts',
  'main/games/vtes/imbued-twd.test.ts',
  'main/web/kill-loop.test.ts',
  'main/services/games-kill-undo.test.ts',
  'main/services/startup-matrix.test.ts',
  'main/web/connections.test.ts',
  'main/web/server-fuzz.test.ts',
  'main/api/contract-fuzz.test.ts',
  'main/decks/analysis-fuzz.test.ts',
  'renderer/table/**/*.playout.test.tsx',
  'renderer/table/nights-of-blood/NightsTable.test.tsx',
  'renderer/table/bloodborne/BloodborneTable.test.tsx',
  'main/decks/twd-corpus.test.ts',
  'scripts/checks.test.ts',
  'main/bench/card-coverage.test.ts',
];

/**
 * Files that replace modules (vi.mock of electron and the host) or the process's platform: they
 * must have modules of their own, so `npm run test:fast`, which shares the loaded modules between
 * files (vitest.fast.config.mts), runs them apart.
 */
export const ISOLATED = ['main/shell/shell.test.ts', 'main/shell/shell-development.test.ts', 'main/shell/startup-failure.test.ts'];

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
    // `vitest run` runs both projects; `vitest run --project fast` the inner loop (npm run test:fast)
    projects: [
      { extends: true, test: { name: 'fast', include: ALL, exclude: [...configDefaults.exclude, ...SLOW] } },
      { extends: true, test: { name: 'slow', include: SLOW } },
    ],
  },
});
