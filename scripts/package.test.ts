/**
 * Offline packaging check (design.md §8): electron-builder `--linux dir` with a stand-in Electron
 * executable validates electron-builder.yml and lays out resources exactly as a release would.
 * Needs `out/` (npm test builds before running unit tests).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '..');

/** Lists the files of an asar archive (header: pickle-encoded JSON after 16 bytes). */
function asarFiles(file: string): string[] {
  const buf = fs.readFileSync(file);
  const len = buf.readUInt32LE(12);
  const header = JSON.parse(buf.subarray(16, 16 + len).toString('utf8'));
  const out: string[] = [];
  const walk = (node: { files?: Record<string, unknown> }, prefix: string) => {
    for (const [name, child] of Object.entries(node.files ?? {})) {
      const p = prefix ? `${prefix}/${name}` : name;
      if ((child as { files?: unknown }).files) walk(child as { files: Record<string, unknown> }, p);
      else out.push(p);
    }
  };
  walk(header, '');
  return out;
}

describe('desktop package layout', () => {
  it.skipIf(!fs.existsSync(path.join(ROOT, 'out/main/shell.cjs')))(
    'contains the bundled shell, preload, renderer, the sql.js wasm and the locales',
    () => {
      const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-electron-'));
      fs.writeFileSync(path.join(dist, 'electron'), '#!/bin/sh\necho stand-in\n', { mode: 0o755 });
      const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-pack-'));
      execFileSync(
        process.execPath,
        [
          path.join(ROOT, 'node_modules/electron-builder/cli.js'),
          '--linux',
          'dir',
          `-c.electronDist=${dist}`,
          `-c.directories.output=${outDir}`,
        ],
        { cwd: ROOT, stdio: 'pipe', env: { ...process.env, ELECTRON_BUILDER_OFFLINE: '1' } },
      );
      const res = path.join(outDir, 'linux-unpacked', 'resources');
      const files = asarFiles(path.join(res, 'app.asar'));
      for (const f of ['package.json', 'out/main/shell.cjs', 'out/preload/index.cjs', 'out/renderer/index.html']) {
        expect(files, f).toContain(f);
      }
      expect(files.some((f) => f.endsWith('.map'))).toBe(false);
      // main, preload and renderer are bundled: no node_modules ship inside the archive
      expect(files.filter((f) => f.startsWith('node_modules/'))).toEqual([]);
      expect(fs.existsSync(path.join(res, 'sql-wasm.wasm'))).toBe(true);
      expect(fs.existsSync(path.join(res, 'app.asar.unpacked', 'out', 'main', 'sql-wasm.wasm'))).toBe(true);
      expect(fs.existsSync(path.join(res, 'locales', 'pl', 'errors.json'))).toBe(true);
    },
  );
});
