// One build producing out/: main entries and preload with esbuild (CommonJS for Node/Electron),
// the renderer with Vite, the sql.js wasm copied next to the main bundles, and the app icon
// rendered into assets/build/ (installers) with one size beside the shell (window icon on Linux).
import { build as esbuild } from 'esbuild';
import { build as viteBuild } from 'vite';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { generateIcons } from './icons.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const require = createRequire(import.meta.url);
const out = path.join(root, 'out');
fs.mkdirSync(path.join(out, 'main'), { recursive: true });

const common = {
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  define: { __VITAE_VERSION__: JSON.stringify(pkg.version) },
  // electron: the desktop runtime; @playwright/test: the bench's Chromium driver (never in the app)
  external: ['electron', '@playwright/test'],
};

const entries = [
  ['main/shell/index.ts', 'out/main/shell.cjs'],
  ['main/web/index.ts', 'out/main/web.cjs'],
  ['main/bench/index.ts', 'out/main/bench.cjs'],
  // the thread the table service runs thinking bots in (main/services/bot-thinker.ts)
  ['main/services/bot-worker.ts', 'out/main/bot-worker.cjs'],
  ['preload/index.ts', 'out/preload/index.cjs'],
];
await Promise.all(
  entries
    .filter(([src]) => fs.existsSync(path.join(root, src)))
    .map(([src, dst]) => esbuild({ ...common, entryPoints: [path.join(root, src)], outfile: path.join(root, dst) })),
);
fs.copyFileSync(require.resolve('sql.js/dist/sql-wasm.wasm'), path.join(out, 'main', 'sql-wasm.wasm'));
const icons = await generateIcons(root);
fs.copyFileSync(path.join(icons, 'icons', '256x256.png'), path.join(out, 'main', 'icon.png'));
await viteBuild({ configFile: path.join(root, 'vite.config.mts'), logLevel: 'warn' });
console.log('built out/');
