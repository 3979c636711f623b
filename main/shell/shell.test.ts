/**
 * The Electron shell cannot start here (no Electron binary), so this test replaces the
 * 'electron' module with recording fakes and checks the security settings and wiring.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';

const userData = fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-shell-'));
const rec = vi.hoisted(() => ({
  windows: [] as { opts: Record<string, unknown>; handlers: Record<string, (...a: unknown[]) => unknown>; wcHandlers: Record<string, (...a: unknown[]) => unknown>; openHandler?: (d: { url: string }) => unknown; loaded?: string }[],
  ipc: {} as Record<string, (...a: unknown[]) => unknown>,
  permission: undefined as undefined | ((...a: unknown[]) => void),
  permissionCheck: undefined as undefined | ((...a: unknown[]) => boolean),
  menus: [] as unknown[],
  schemes: [] as unknown[],
  protocolHandler: undefined as undefined | ((req: { url: string }) => Promise<Response>),
  lockRequested: false,
  dialogAnswer: 0,
}));

vi.mock('electron', () => {
  class BrowserWindow {
    webContents: Record<string, unknown>;
    constructor(opts: Record<string, unknown>) {
      const entry = { opts, handlers: {}, wcHandlers: {} } as (typeof rec.windows)[number];
      rec.windows.push(entry);
      this.webContents = {
        on: (ev: string, fn: (...a: unknown[]) => unknown) => (entry.wcHandlers[ev] = fn),
        setWindowOpenHandler: (fn: (d: { url: string }) => unknown) => (entry.openHandler = fn),
        send: () => {},
      };
      (this as unknown as { entry: unknown }).entry = entry;
    }
    once(ev: string, fn: (...a: unknown[]) => unknown) {
      (this as unknown as { entry: (typeof rec.windows)[number] }).entry.handlers[ev] = fn;
    }
    on(ev: string, fn: (...a: unknown[]) => unknown) {
      (this as unknown as { entry: (typeof rec.windows)[number] }).entry.handlers[ev] = fn;
    }
    loadURL(u: string) {
      (this as unknown as { entry: (typeof rec.windows)[number] }).entry.loaded = u;
      return Promise.resolve();
    }
    maximize() {}
    show() {}
    isDestroyed() {
      return false;
    }
    isMaximized() {
      return false;
    }
    getNormalBounds() {
      return { x: 10, y: 20, width: 1300, height: 820 };
    }
  }
  return {
    app: {
      requestSingleInstanceLock: () => ((rec.lockRequested = true), true),
      on: () => {},
      quit: () => {},
      whenReady: () => Promise.resolve(),
      getPath: () => userData,
      getPreferredSystemLanguages: () => ['pl-PL'],
    },
    BrowserWindow,
    ipcMain: { handle: (ch: string, fn: (...a: unknown[]) => unknown) => (rec.ipc[ch] = fn) },
    Menu: { buildFromTemplate: (t: unknown) => t, setApplicationMenu: (m: unknown) => rec.menus.push(m) },
    protocol: {
      registerSchemesAsPrivileged: (s: unknown) => rec.schemes.push(s),
      handle: (_s: string, fn: (req: { url: string }) => Promise<Response>) => (rec.protocolHandler = fn),
    },
    session: {
      defaultSession: {
        setPermissionRequestHandler: (fn: (...a: unknown[]) => void) => (rec.permission = fn),
        setPermissionCheckHandler: (fn: (...a: unknown[]) => boolean) => (rec.permissionCheck = fn),
      },
    },
    shell: { openExternal: () => Promise.resolve() },
    dialog: { showMessageBoxSync: () => rec.dialogAnswer },
  };
});

async function started() {
  await import('./index');
  for (let i = 0; i < 200 && rec.windows.length === 0; i++) await new Promise((r) => setTimeout(r, 10));
  return rec.windows[0];
}

describe('Electron shell', () => {
  it('opens one hardened window loaded from the app protocol', async () => {
    const w = await started();
    expect(rec.lockRequested).toBe(true);
    const prefs = w.opts.webPreferences as Record<string, unknown>;
    expect(prefs).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false, webSecurity: true });
    expect(String(prefs.preload)).toMatch(/preload[\\/]index\.cjs$/);
    expect(w.loaded).toBe('app://vitae/index.html');
  });

  it('denies navigation, redirects, new windows and permissions', async () => {
    const w = await started();
    let prevented = 0;
    w.wcHandlers['will-navigate']({ preventDefault: () => prevented++ });
    w.wcHandlers['will-redirect']({ preventDefault: () => prevented++ });
    expect(prevented).toBe(2);
    expect(w.openHandler?.({ url: 'https://example.org' })).toEqual({ action: 'deny' });
    let granted: boolean | undefined;
    rec.permission?.(null, 'media', (g: boolean) => (granted = g));
    expect(granted).toBe(false);
    expect(rec.permissionCheck?.(null, 'geolocation')).toBe(false);
    // the one exception: writing text to the clipboard (deck export)
    rec.permission?.(null, 'clipboard-sanitized-write', (g: boolean) => (granted = g));
    expect(granted).toBe(true);
    expect(rec.permissionCheck?.(null, 'clipboard-read')).toBe(false);
  });

  it('asks natively before closing over unsaved changes, and only leaves when told to', async () => {
    const w = await started();
    let left = 0;
    rec.dialogAnswer = 1; // stay
    w.wcHandlers['will-prevent-unload']({ preventDefault: () => left++ });
    expect(left).toBe(0);
    rec.dialogAnswer = 0; // leave
    w.wcHandlers['will-prevent-unload']({ preventDefault: () => left++ });
    expect(left).toBe(1);
  });

  it('serves IPC only to frames of the app origin', async () => {
    await started();
    const handler = rec.ipc['vitae:call'];
    const ok = (await handler({ senderFrame: { url: 'app://vitae/index.html' } }, 'settings.get', {})) as { ok: boolean; value: { language: string } };
    expect(ok, JSON.stringify(ok)).toMatchObject({ ok: true, value: { language: 'pl' } });
    const evil = await handler({ senderFrame: { url: 'https://evil.example/' } }, 'settings.get', {});
    expect(evil).toMatchObject({ ok: false, error: { code: 'unauthorized' } });
    const none = await handler({ senderFrame: null }, 'settings.get', {});
    expect(none).toMatchObject({ ok: false, error: { code: 'unauthorized' } });
  });

  it('builds the native menu in the current language and rebuilds it on change', async () => {
    await started();
    const first = JSON.stringify(rec.menus[0]);
    expect(first).toContain('Plik');
    await rec.ipc['vitae:call']({ senderFrame: { url: 'app://vitae/' } }, 'settings.set', { language: 'es' });
    expect(JSON.stringify(rec.menus.at(-1))).toContain('Archivo');
  });

  it('remembers the window bounds', async () => {
    const w = await started();
    w.handlers['close']();
    const again = (await rec.ipc['vitae:call']({ senderFrame: { url: 'app://vitae/' } }, 'app.info', {})) as { ok: boolean };
    expect(again.ok).toBe(true);
    const { SettingsService } = await import('../services/settings');
    const { loadSqlJs } = await import('../db/sqljs');
    const { Store } = await import('../db/store');
    const { userMigrations } = await import('../db/migrations/user');
    const s = new SettingsService(Store.open(await loadSqlJs(), { file: path.join(userData, 'user.sqlite'), migrations: userMigrations }), []);
    expect(s.getValue('window')).toEqual({ x: 10, y: 20, width: 1300, height: 820, maximized: false });
  });

  it('refuses protocol requests outside the renderer folder', async () => {
    await started();
    const r = await rec.protocolHandler!({ url: 'app://vitae/../../package.json' });
    expect(r.status).toBe(404);
    const other = await rec.protocolHandler!({ url: 'app://other/index.html' });
    expect(other.status).toBe(404);
  });
});
