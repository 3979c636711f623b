import { configDefaults, defineConfig } from 'vitest/config';

/** Every unit test file: main (Node), renderer (React rendered to markup), locales, scripts. */
export const ALL = ['main/**/*.test.ts', 'renderer/**/*.test.{ts,tsx}', 'locales/**/*.test.ts', 'scripts/**/*.test.ts'];

/**
 * The slow files: seeded playouts and golden games of the four games, whole games played through
 * the tables, the kill loop, the fuzzers, the sweep of the 903 tournament decks, the lint/format
 * checks and the desktop package's layout (electron-builder). Together they take more than half of the unit run; `npm run test:fast`
 * leaves them out, `npm test` and `npm run test:unit` run them (project 'slow'). A new file of
 * that kind is added here.
 */
export const SLOW = [
  'main/games/*/playout.test.ts',
  'main/games/*/golden.test.ts',
  'main/games/vtes/bot/bots-games.test.ts',
  'main/games/vtes/rules/imbued-twd.test.ts',
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
  // bundles and runs the card data migration twice on a copy
  'scripts/cards-migrate-params.test.ts',
  // electron-builder lays out the whole desktop package: a release check, not a unit test
  'scripts/package.test.ts',
  'main/bench/card-coverage.test.ts',
];

/**
 * Files that replace modules (vi.mock of electron and the host) or the process's platform: they
 * must have modules of their own, so they run apart (project 'fast-isolated') from the other fast
 * files, which share the loaded modules.
 */
export const ISOLATED = [
  'main/shell/shell.test.ts',
  'main/shell/shell-development.test.ts',
  'main/shell/startup-failure.test.ts',
  'main/services/games-card-data-archive.test.ts',
];

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
    // `vitest run` (npm test) runs the three projects; npm run test:fast the two fast ones
    // (vitest.fast.config.mts), npm run test:slow the slow one.
    //
    // The fast files run with the modules loaded once per worker and shared by the files it runs
    // (isolate: false): importing the rules, the locales and the catalog again for each file was
    // about half of their time, in the inner loop and on CI alike (issue 28, items 3 and 4). So a
    // test file leaves no global state behind (a registered bot, a changed language, a mocked
    // module); the files that replace modules are ISOLATED. The slow files stay isolated: each is
    // long, so loading its modules is a small part of it.
    projects: [
      {
        extends: true,
        test: { name: 'fast', include: ALL, exclude: [...configDefaults.exclude, ...SLOW, ...ISOLATED], isolate: false },
      },
      { extends: true, test: { name: 'fast-isolated', include: ISOLATED } },
      { extends: true, test: { name: 'slow', include: SLOW } },
    ],
  },
});
