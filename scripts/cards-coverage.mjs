// `npm run cards:coverage [-- --data <dir>] [-- --catalog <catalog.sqlite>] [-- --json]` (issue 27 item 11):
// how many V:TES cards play themselves and how much of the TWD decks they cover. Bundles the report
// (main/bench/card-coverage.ts) with esbuild beside the other main bundles, then runs it.
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const out = path.join(root, 'out', 'main', 'cards-coverage.cjs');
const require = createRequire(import.meta.url);
fs.mkdirSync(path.dirname(out), { recursive: true });
await build({
  stdin: {
    contents:
      "import { coverageCli } from './main/bench/card-coverage';\ncoverageCli(process.argv.slice(2)).catch((e) => { console.error(e); process.exit(1); });\n",
    resolveDir: root,
    loader: 'ts',
  },
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  logLevel: 'warning',
  outfile: out,
});
// the catalog reader (sql.js) looks for its wasm beside the bundle
const wasm = path.join(path.dirname(out), 'sql-wasm.wasm');
if (!fs.existsSync(wasm)) fs.copyFileSync(require.resolve('sql.js/dist/sql-wasm.wasm'), wasm);
const r = spawnSync(process.execPath, [out, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(r.status ?? 1);
