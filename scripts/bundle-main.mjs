// Bundles a piece of main's TypeScript with esbuild for the card scripts (cards:coverage, cards:draft,
// cards:vampires) and runs it with node: `runMain(name, code, args)` writes out/main/<name>.cjs from
// `code` (imports resolved from the repository root) and returns the finished process.
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const require = createRequire(import.meta.url);

/** Bundles `code` as out/main/<name>.cjs and runs it with `args`; `inherit` shows its output as it runs. */
export async function runMain(name, code, args, { inherit = false } = {}) {
  const out = path.join(root, 'out', 'main', `${name}.cjs`);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  await build({
    stdin: { contents: code, resolveDir: root, loader: 'ts' },
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
  return spawnSync(process.execPath, [out, ...args], inherit ? { stdio: 'inherit' } : { encoding: 'utf8', maxBuffer: 1 << 28 });
}
