// `npm run smoke`: starts the real desktop app once and checks that it works end to end —
// the window opens, the page renders without console errors, one service call goes through the
// preload and IPC to the services, the native capabilities are exposed — then quits.
// Exit code 0 when everything passed, 1 on any failure, 2 when the Electron binary is missing.
//
// It needs the Electron binary, which `npm install` does not download: run `npx install-electron`
// first (network, Node >= 22.12). On Linux without a display: `xvfb-run -a npm run smoke`.
// It runs the development build (`electron .`) with a fresh data folder (VITAE_DEV_DATA_DIR);
// a packaged app cannot be driven this way since its fuses refuse the inspector (docs/release.md).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TIMEOUT_MS = 90_000;

/** The Electron executable `npm start` would run, without triggering its download. */
function electronBinary() {
  const pkg = path.join(ROOT, 'node_modules', 'electron');
  const pathFile = path.join(pkg, 'path.txt');
  if (!fs.existsSync(pathFile)) return null;
  const rel = fs.readFileSync(pathFile, 'utf8').trim();
  const bin = process.env.ELECTRON_OVERRIDE_DIST_PATH
    ? path.join(process.env.ELECTRON_OVERRIDE_DIST_PATH, rel || 'electron')
    : path.join(pkg, 'dist', rel);
  return fs.existsSync(bin) ? bin : null;
}

function fail(message) {
  console.error(`smoke: FAILED: ${message}`);
  process.exit(1);
}

const binary = electronBinary();
if (!binary) {
  console.error(
    [
      'smoke: the Electron binary is not installed (node_modules/electron has no dist/ executable).',
      'The smoke test starts the real desktop app, so it needs that binary:',
      '  npx install-electron    # downloads it; needs network access and Node >= 22.12',
      '  npm run smoke           # on Linux without a display: xvfb-run -a npm run smoke',
      'Machines that cannot download Electron (CI here) rely on the unit tests with the fake',
      "'electron' module and the offline package test instead (docs/release.md).",
    ].join('\n'),
  );
  process.exit(2);
}

const build = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'build.mjs')], { cwd: ROOT, stdio: 'inherit' });
if (build.status !== 0) fail('the build failed');

const { _electron } = await import('@playwright/test');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-smoke-'));
const problems = [];
const timer = setTimeout(() => fail(`no result after ${TIMEOUT_MS / 1000} s`), TIMEOUT_MS);

let app;
try {
  app = await _electron.launch({
    executablePath: binary,
    args: [ROOT],
    cwd: ROOT,
    env: { ...process.env, VITAE_DEV_DATA_DIR: dataDir, ELECTRON_ENABLE_LOGGING: '1' },
    timeout: 60_000,
  });
  const page = await app.firstWindow();
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console error: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));

  // the page rendered: the app's navigation and main area are there
  await page.waitForSelector('nav.app-nav', { timeout: 30_000 });
  await page.waitForSelector('main.app-main', { timeout: 30_000 });
  const title = await page.title();

  // one service call through the preload and IPC
  const info = await page.evaluate(() => window.vitae?.call('app.info', {}));
  if (!info?.ok) problems.push(`app.info through IPC failed: ${JSON.stringify(info)}`);
  else if (info.value.mode !== 'electron') problems.push(`app.info answered mode ${info.value.mode}, expected electron`);
  else if (info.value.dataDir && path.resolve(info.value.dataDir) !== path.resolve(dataDir)) {
    problems.push(`data folder ${info.value.dataDir}, expected ${dataDir}`);
  }

  // the desktop-only capabilities are exposed, and nothing else leaks from the preload
  const exposed = await page.evaluate(() => ({
    native:
      typeof window.vitae?.native?.saveTextFile === 'function' &&
      typeof window.vitae?.native?.savePdf === 'function' &&
      typeof window.vitae?.native?.pickFolder === 'function',
    ipc: 'ipcRenderer' in window || 'require' in window,
  }));
  if (!exposed.native) problems.push('window.vitae.native is missing');
  if (exposed.ipc) problems.push('ipcRenderer or require leaked into the page');

  // the log file was written in the data folder
  if (!fs.existsSync(path.join(dataDir, 'logs', 'vitae.log'))) problems.push('no log file in the data folder');

  await page.waitForTimeout(500); // late console errors from the first render
  await app.close();
  app = null;
  clearTimeout(timer);
  if (problems.length) fail(problems.join('\n  '));
  console.log(JSON.stringify({ smoke: 'ok', title, version: info.value.version, dataDir }));
  process.exit(0);
} catch (e) {
  if (app) await app.close().catch(() => {});
  fail(e instanceof Error ? e.message : String(e));
}
