import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENGINE_V8_FLAGS } from './runtime-flags';

/** The entries built by scripts/build.mjs whose processes run the rules engines. */
const ENTRIES = ['main/shell/index.ts', 'main/web/index.ts', 'main/bench/index.ts', 'main/services/bot-worker.ts'];

const root = path.resolve(__dirname, '../..');

describe('the V8 settings the engines run with', () => {
  it('every entry that runs an engine imports them before anything else', () => {
    for (const entry of ENTRIES) {
      const src = fs.readFileSync(path.join(root, entry), 'utf8');
      const first = /^import\s+[^;]*;/m.exec(src)?.[0];
      expect(first, entry).toBe("import '../engine/runtime-flags';");
    }
  });

  it('every built entry is one of them', () => {
    const build = fs.readFileSync(path.join(root, 'scripts/build.mjs'), 'utf8');
    const built = [...build.matchAll(/\['(main\/[^']+\.ts)'/g)].map((m) => m[1]);
    expect(built.length).toBeGreaterThan(0);
    expect(new Set(built)).toEqual(new Set(ENTRIES));
  });

  it('are flags this V8 knows (node refuses an unknown one on its command line)', () => {
    expect(ENGINE_V8_FLAGS.length).toBeGreaterThan(0);
    const run = spawnSync(process.execPath, [...ENGINE_V8_FLAGS, '-e', '0'], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});
