/**
 * A development run (`npm start`, not packaged) on Linux with one small display: its own data
 * folder (never the installed app's data or lock), and a window saved on a monitor that is gone
 * opens whole on the display that is there.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { fake, startShell } from './testing/fake-electron';
import { loadSqlJs } from '../db/sqljs';
import { Store } from '../db/store';
import { userMigrations } from '../db/migrations/user';
import { SettingsService } from '../services/settings';

const appData = fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-appdata-'));
const installed = path.join(appData, 'Vitae');
const devData = path.join(appData, 'Vitae (development)');
const rec = fake.rec;
Object.assign(rec.config, {
  userData: installed,
  appData,
  documents: appData,
  isPackaged: false,
  locales: ['es-ES'],
  workAreas: [{ x: 0, y: 0, width: 1366, height: 728 }],
});
const realPlatform = process.platform;
Object.defineProperty(process, 'platform', { value: 'linux' });
afterAll(() => Object.defineProperty(process, 'platform', { value: realPlatform }));

vi.mock('electron', async () => (await import('./testing/fake-electron')).fake.electron);

describe('development run', () => {
  it('uses its own data folder, and clamps a window saved off-screen to the current display', async () => {
    // the window was last closed on a second monitor to the right, larger than this laptop
    fs.mkdirSync(devData, { recursive: true });
    const store = Store.open(await loadSqlJs(), { file: path.join(devData, 'user.sqlite'), migrations: userMigrations });
    new SettingsService(store, []).setValue('window', { x: 2200, y: 150, width: 1900, height: 1100, maximized: false });
    store.close();

    const w = (await startShell())!;
    expect(rec.setPaths.userData).toBe(devData);
    expect(fs.existsSync(path.join(devData, 'logs', 'vitae.log'))).toBe(true);
    expect(fs.existsSync(installed)).toBe(false);
    // no AppUserModelID outside Windows
    expect(rec.userModelId).toBeUndefined();
    const o = w.opts;
    expect(o.x).toBeUndefined();
    expect(o.y).toBeUndefined();
    expect({ width: o.width, height: o.height }).toEqual({ width: 1366, height: 728 });
    expect(Number(o.minHeight)).toBeLessThanOrEqual(680);
    // Linux window managers get the app icon from the window
    expect(String(o.icon)).toMatch(/icon\.png$/);
  });
});
