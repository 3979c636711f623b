/**
 * `npm run smoke` needs the real Electron binary. Where it is missing (CI, this machine) the
 * script must fail at once with a clear message and its own exit code, not hang or half-run.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

describe('npm run smoke without the Electron binary', () => {
  it('exits with code 2 and says how to install the binary', () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-no-electron-'));
    const r = spawnSync(process.execPath, [path.join(__dirname, 'smoke.mjs')], {
      encoding: 'utf8',
      env: { ...process.env, ELECTRON_OVERRIDE_DIST_PATH: empty },
      timeout: 60_000,
    });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('Electron binary is not installed');
    expect(r.stderr).toContain('npx install-electron');
  });
});
