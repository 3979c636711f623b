import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..');
export const SHARED_DATA = path.resolve(ROOT, '..', 'shared', 'data');

export interface RunningHost {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

/** Hosts still running: killed when the test worker exits, so none outlives a failed spec. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const c of running) c.kill('SIGKILL');
});

export function tempDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-e2e-'));
}

/** Starts `node out/main/web.cjs --data-dir DIR` and resolves with the URL it prints. */
export function startHost(dataDir: string, env: Record<string, string> = {}): Promise<RunningHost> {
  return new Promise((resolve, reject) => {
    const child: ChildProcess = spawn(process.execPath, [path.join(ROOT, 'out/main/web.cjs'), '--data-dir', dataDir], {
      cwd: ROOT,
      env: { ...process.env, LANG: 'es_ES.UTF-8', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running.add(child);
    let out = '';
    const timer = setTimeout(() => reject(new Error(`host did not start:\n${out}`)), 30_000);
    child.stderr?.on('data', (d) => (out += String(d)));
    child.stdout?.on('data', (d) => {
      out += String(d);
      const m = /(http:\/\/127\.0\.0\.1:\d+\/\?token=[a-f0-9]+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({
          url: m[1],
          dataDir,
          stop: () =>
            new Promise<void>((r) => {
              if (child.exitCode !== null) return r();
              const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
              child.once('exit', () => {
                clearTimeout(kill);
                r();
              });
              child.kill('SIGTERM');
            }),
        });
      }
    });
    child.once('exit', (code) => {
      running.delete(child);
      clearTimeout(timer);
      if (!/token=/.test(out)) reject(new Error(`host exited (${code}):\n${out}`));
    });
  });
}
