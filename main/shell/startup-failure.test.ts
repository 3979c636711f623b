/**
 * A start-up that fails (here: the data folder is refused with an AppError, as the data-folder
 * lock or a failed migration would) must not leave a process without a window holding the
 * single-instance lock: it is logged, explained in the user's language, and the app exits.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { fake, startShell } from './testing/fake-electron';
import pl from '../../locales/pl/errors.json';
import plMenu from '../../locales/pl/menu.json';

const userData = fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-shell-fail-'));
const rec = fake.rec;
Object.assign(rec.config, { userData, appData: userData, documents: userData, isPackaged: true, locales: ['pl-PL', 'en-US'] });

vi.mock('electron', async () => (await import('./testing/fake-electron')).fake.electron);
vi.mock('../services/host', async () => {
  const { AppError } = await import('../common/errors');
  return {
    createHost: () => Promise.reject(new AppError('io_failed', 'import.empty_file', { file: 'user.sqlite' })),
  };
});

describe('start-up failure', () => {
  it('shows a localized dialog, logs the error, releases the lock and exits non-zero', async () => {
    const w = await startShell();
    expect(w).toBeUndefined();
    expect(rec.exitCode).toBe(1);
    expect(rec.lockRequested).toBe(true);
    expect(rec.lockReleased).toBe(true);
    expect(rec.errorBoxes).toHaveLength(1);
    const box = rec.errorBoxes[0];
    expect(box.title).toBe(plMenu.startupErrorTitle);
    // the AppError's own message (errors namespace), in the OS language, with its params
    expect(box.content).toContain(pl.import.empty_file.replace('{{file}}', 'user.sqlite'));
    // what to do, and where the log is
    const logFile = path.join(userData, 'logs', 'vitae.log');
    expect(box.content).toContain(logFile);
    expect(box.content).toContain(userData);
    const logged = fs.readFileSync(logFile, 'utf8');
    expect(logged).toMatch(/ERROR start-up failed: AppError: io_failed: import\.empty_file/);
  });
});
