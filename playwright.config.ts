import { defineConfig } from '@playwright/test';

/**
 * The longest specs (whole games played through the UI, the LAN tables, the archive's 903 decks),
 * longest first: they are handed to the workers before the short ones, so a long spec never starts
 * last and leaves one worker waiting for it (Playwright otherwise takes files in alphabetical
 * order). A spec that grows long is added here.
 */
const LONG = [
  'vtes.spec.ts',
  'nights-of-blood.spec.ts',
  'bloodborne.spec.ts',
  'vendetta.spec.ts',
  'lan-vtes.spec.ts',
  'lan-table.spec.ts',
  'lookup-archive.spec.ts',
  'decks.spec.ts',
  'archive.spec.ts',
  'vtes-manual.spec.ts',
];

// e2e specs drive Debian's Chromium against the browser host (out/main/web.cjs), which each
// test starts itself with a fresh data folder (tempDataDir) on a port of its own (see e2e/host.ts).
//
// Two workers, every test on its own (fullyParallel): a test may run beside any other test, of
// its own file too, in another worker process. So each test starts its own host on its own
// tempDataDir(), shares no module-level state with the other tests of its file (each worker loads
// the file again), writes files only into its data folder or under test-results/<its game> with
// names of its own, and listens only on port 0 (the LAN table too). VITAE_E2E_WORKERS=1 runs
// them one at a time.
export default defineConfig({
  testDir: 'e2e',
  timeout: 180_000,
  // a stuck spec fails instead of hanging CI
  globalTimeout: 40 * 60_000,
  expect: { timeout: 20_000 },
  workers: Number(process.env.VITAE_E2E_WORKERS ?? 2),
  fullyParallel: true,
  // the long specs first, in LONG's order (one project each: a project's files go in alphabetical
  // order), then the others
  projects: [
    ...LONG.map((f) => ({ name: f.replace('.spec.ts', ''), testMatch: `**/${f}` })),
    { name: 'short', testIgnore: LONG.map((f) => `**/${f}`) },
  ],
  // On CI a spec that fails is run once more and reported as flaky when the second run passes, so a
  // timing race on a loaded machine shows in the report without blocking; a spec that fails twice
  // fails the run. (The V:TES hotseat spec failed once in a full run on 2026-12-06 with a second
  // answer refused as "nothing to decide" after the first went through, and passed alone.)
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    viewport: { width: 1280, height: 800 },
    // the player's "reduce motion" setting (prefers-reduced-motion), which the app honours: the pulse
    // on what an answer changed (table-common.css, 2 × 1.6 s after every answer) becomes a steady
    // outline. Chromium here paints without a GPU, and that pulse repainted the board at every frame:
    // much of the browser's CPU in a hotseat game, on a 2-core machine running two of them (issue 28).
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    // A trace (DOM snapshots at every action, a screencast of the page) is recorded on the retry of
    // a failed test (CI retries once), not for every test and thrown away when it passes: recording
    // it took about a fifth of the e2e's time (issue 28, item 3: play.spec.ts alone, 32 s of CPU and
    // 180-196 s with it, 25-30 s and 143-147 s without, on the loaded machine). Locally,
    // `npx playwright test e2e/<spec> --trace on` records one.
    trace: 'on-first-retry',
    // no locator call waits forever (e.g. when the host died): fail with a clear error instead
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
  },
});
