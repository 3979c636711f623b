import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openLog } from './log';

const quiet = { echo: () => {}, now: () => new Date('2026-01-02T03:04:05Z') };

describe('log file', () => {
  it('appends timestamped lines with error stacks, in a private folder', () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-log-')), 'logs');
    const log = openLog(dir, quiet);
    log.info('started');
    log.error('start-up failed', new Error('disk full'));
    const text = fs.readFileSync(log.file, 'utf8');
    expect(text).toMatch(
      /^2026-01-02T03:04:05.000Z INFO started\n2026-01-02T03:04:05.000Z ERROR start-up failed: Error: disk full\n {4}at /,
    );
    if (process.platform !== 'win32') {
      expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
      expect(fs.statSync(log.file).mode & 0o777).toBe(0o600);
    }
  });

  it('rotates at the size limit and keeps a bounded number of old files', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-log-'));
    const log = openLog(dir, { ...quiet, maxBytes: 200, keep: 2 });
    for (let i = 0; i < 40; i++) log.info(`line ${i} ${'x'.repeat(20)}`);
    expect(fs.readdirSync(dir).sort()).toEqual(['vitae.1.log', 'vitae.2.log', 'vitae.log']);
    for (const f of fs.readdirSync(dir)) expect(fs.statSync(path.join(dir, f)).size).toBeLessThanOrEqual(200);
    expect(fs.readFileSync(log.file, 'utf8')).toContain('line 39');
  });

  it('never throws when the folder cannot be written; the line still reaches the echo', () => {
    const blocker = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-log-')), 'file');
    fs.writeFileSync(blocker, '');
    const echoed: string[] = [];
    const log = openLog(path.join(blocker, 'logs'), { echo: (l) => echoed.push(l) });
    expect(() => log.error('cannot write', 'reason')).not.toThrow();
    expect(echoed.join('')).toContain('ERROR cannot write: reason');
  });
});
