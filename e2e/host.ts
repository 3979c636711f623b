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
  /** Kills the host at once (SIGKILL: no shutdown, no last save), as a crash or a pulled plug would. */
  kill(): Promise<void>;
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
    // generous: two e2e workers on a loaded 2-core machine took over 30 s to start a host
    const timer = setTimeout(() => reject(new Error(`host did not start:\n${out}`)), 90_000);
    child.stderr?.on('data', (d) => (out += String(d)));
    child.stdout?.on('data', (d) => {
      out += String(d);
      const m = /(http:\/\/127\.0\.0\.1:\d+\/\?token=[a-f0-9]+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({
          url: m[1],
          dataDir,
          kill: () =>
            new Promise<void>((r) => {
              if (child.exitCode !== null || child.signalCode !== null) return r();
              child.once('exit', () => r());
              child.kill('SIGKILL');
            }),
          stop: () =>
            new Promise<void>((r) => {
              // a host that ended by a signal has signalCode set and exitCode null: waiting for
              // its 'exit' again would never end
              if (child.exitCode !== null || child.signalCode !== null) return r();
              const t0 = Date.now();
              const kill = setTimeout(() => {
                console.error(`e2e host ${child.pid} ignored SIGTERM for 10 s: SIGKILL\n${out.slice(-2000)}`);
                child.kill('SIGKILL');
              }, 10_000);
              child.once('exit', (code, signal) => {
                clearTimeout(kill);
                if (process.env.VITAE_E2E_DEBUG) console.log(`e2e host ${child.pid} stopped in ${Date.now() - t0} ms (${signal ?? code})`);
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
