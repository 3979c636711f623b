/**
 * The Electron shell cannot start here (no Electron binary), so this test replaces the
 * 'electron' module with recording fakes and checks the security settings and wiring.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { load as loadYaml } from 'js-yaml';
import { fake, startShell } from './testing/fake-electron';

const userData = fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-shell-'));
const rec = fake.rec;
Object.assign(rec.config, { userData, appData: userData, documents: userData, isPackaged: true });
// Windows: the shell must name the same AppUserModelID as the installer's shortcuts
const realPlatform = process.platform;
Object.defineProperty(process, 'platform', { value: 'win32' });
afterAll(() => Object.defineProperty(process, 'platform', { value: realPlatform }));

vi.mock('electron', async () => (await import('./testing/fake-electron')).fake.electron);

const started = async () => (await startShell())!;
const fromApp = { senderFrame: { url: 'app://vitae/index.html' } };

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
    rec.config.messageBoxAnswer = 1; // stay
    w.wcHandlers['will-prevent-unload']({ preventDefault: () => left++ });
    expect(left).toBe(0);
    rec.config.messageBoxAnswer = 0; // leave
    w.wcHandlers['will-prevent-unload']({ preventDefault: () => left++ });
    expect(left).toBe(1);
  });

  it('serves IPC only to frames of the app origin', async () => {
    await started();
    const handler = rec.ipc['vitae:call'];
    const ok = (await handler({ senderFrame: { url: 'app://vitae/index.html' } }, 'settings.get', {})) as {
      ok: boolean;
      value: { language: string };
    };
    expect(ok, JSON.stringify(ok)).toMatchObject({ ok: true, value: { language: 'pl' } });
    const evil = await handler({ senderFrame: { url: 'https://evil.example/' } }, 'settings.get', {});
    expect(evil).toMatchObject({ ok: false, error: { code: 'unauthorized' } });
    const none = await handler({ senderFrame: null }, 'settings.get', {});
    expect(none).toMatchObject({ ok: false, error: { code: 'unauthorized' } });
  });

  it('answers a call whose operation is not text with an error envelope (issue 26, item 10)', async () => {
    await started();
    const handler = rec.ipc['vitae:call'];
    // what structured clone lets a page send: an array naming a real operation, an object whose
    // toString is data (String() of it throws), a number
    for (const op of [['settings.get'], { toString: 1 }, 7]) {
      const r = await Promise.resolve(handler(fromApp, op, {}));
      expect(r, JSON.stringify(op)).toMatchObject({ ok: false, error: { code: 'unknown_operation', key: 'operation_not_text' } });
    }
  });

  it('builds the native menu in the current language and rebuilds it on change', async () => {
    await started();
    const first = JSON.stringify(rec.menus[0]);
    expect(first).toContain('Plik');
    await rec.ipc['vitae:call']({ senderFrame: { url: 'app://vitae/' } }, 'settings.set', { language: 'es' });
    expect(JSON.stringify(rec.menus.at(-1))).toContain('Archivo');
  });

  it('pushes table.changed {table, step} to the window over IPC after an answer (issue 31)', async () => {
    await started();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of several operations, read field by field
    const call = async (op: string, input: unknown) => (await rec.ipc['vitae:call'](fromApp, op, input)) as { ok: boolean; value: any };
    const seats = ['Ana', 'Jan', 'Ola'].map((name) => ({ name, kind: 'human' }));
    const id = (await call('games.create', { game: 'vendetta', seats, seed: 'ipc-push' })).value.id as string;
    const opened = (await call('table.open', { id })).value as { grants: { seat: number; token: string }[] };
    const turn = (await call('table.turn', { table: id, tokens: opened.grants.map((g) => g.token) })).value as { seat: number };
    const token = opened.grants.find((g) => g.seat === turn.seat)!.token;
    const view = (await call('table.view', { table: id, token })).value as { step: number; decision: { options: { id: string }[] } };
    rec.sent.length = 0;
    const r = await call('table.choose', { table: id, token, step: view.step, option: view.decision.options[0].id });
    expect(r.ok).toBe(true);
    expect(rec.sent).toContainEqual({ channel: 'vitae:event', msg: { name: 'table.changed', payload: { table: id, step: r.value.step } } });
    expect(JSON.stringify(rec.sent)).not.toContain(token);
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
    const s = new SettingsService(
      Store.open(await loadSqlJs(), { file: path.join(userData, 'user.sqlite'), migrations: userMigrations }),
      [],
    );
    expect(s.getValue('window')).toEqual({ x: 10, y: 20, width: 1300, height: 820, maximized: false });
  });

  it('refuses protocol requests outside the renderer folder', async () => {
    await started();
    const r = await rec.protocolHandler!({ url: 'app://vitae/../../package.json' });
    expect(r.status).toBe(404);
    const other = await rec.protocolHandler!({ url: 'app://other/index.html' });
    expect(other.status).toBe(404);
  });

  it('answers malformed app:// paths with 404 instead of throwing', async () => {
    await started();
    for (const url of ['app://vitae/%E0%A4%A.js', 'app://vitae/%', 'app://vitae/assets/%00.js']) {
      expect((await rec.protocolHandler!({ url })).status, url).toBe(404);
    }
  });

  it('names the installer appId as the Windows AppUserModelID', async () => {
    await started();
    const builder = loadYaml(fs.readFileSync(path.join(__dirname, '../../electron-builder.yml'), 'utf8')) as { appId: string };
    expect(rec.userModelId).toBe(builder.appId);
    // a packaged app keeps the standard user-data folder
    expect(rec.setPaths.userData).toBeUndefined();
  });

  it('opens only allowlisted https links in the system browser', async () => {
    const w = await started();
    rec.externalOpened.length = 0;
    const urls = [
      'https://vdb.im/decks/deck#100=1',
      'http://vdb.im/',
      'https://evil.example/',
      'file:///etc/passwd',
      'smb://host/share',
      'https://vdb.im.evil.example/',
    ];
    for (const url of urls) expect(w.openHandler?.({ url })).toEqual({ action: 'deny' });
    w.wcHandlers['will-navigate']({ preventDefault: () => {}, url: 'https://www.vekn.net/card-lists' });
    w.wcHandlers['will-navigate']({ preventDefault: () => {}, url: 'https://example.org/' });
    expect(rec.externalOpened).toEqual(['https://vdb.im/decks/deck#100=1', 'https://www.vekn.net/card-lists']);
  });

  it('has a Help menu that shows the log file, which records the start', async () => {
    await started();
    const menu = rec.menus.at(-1) as { label: string; submenu?: { label: string; click?: () => void }[] }[];
    const help = menu.find((m) => m.label === 'Pomoc' || m.label === 'Ayuda');
    expect(help, JSON.stringify(menu)).toBeDefined();
    help!.submenu![0].click!();
    const logFile = rec.shownInFolder.at(-1)!;
    expect(logFile).toBe(path.join(userData, 'logs', 'vitae.log'));
    expect(fs.readFileSync(logFile, 'utf8')).toMatch(/INFO Vitae .* starting \(packaged\)/);
    // a dead or blank page leaves a trace in the log
    const w = rec.windows[0];
    w.wcHandlers['did-fail-load']({}, -6, 'ERR_FILE_NOT_FOUND', 'app://vitae/index.html');
    w.wcHandlers['render-process-gone']({}, { reason: 'crashed', exitCode: 139 });
    const text = fs.readFileSync(logFile, 'utf8');
    expect(text).toContain('ERROR page failed to load (-6 ERR_FILE_NOT_FOUND): app://vitae/index.html');
    expect(text).toContain('ERROR page process gone: crashed (exit code 139)');
  });

  it('saves an export through the native dialog and reports a cancel as not saved', async () => {
    await started();
    const save = rec.ipc['vitae:save-file'];
    const req = { text: 'Crypt (12 cards)\nŁódź ñ', fileName: 'Mi mazo.txt', mimeType: 'text/plain' };
    rec.config.saveDialog = { canceled: true };
    expect(await save(fromApp, req)).toEqual({ ok: true, value: { saved: false, fileName: 'Mi mazo.txt' } });
    expect(rec.saveDialogs.at(-1)).toMatchObject({ defaultPath: path.join(userData, 'Mi mazo.txt') });
    const target = path.join(userData, 'elegido.txt');
    rec.config.saveDialog = { canceled: false, filePath: target };
    expect(await save(fromApp, req)).toEqual({ ok: true, value: { saved: true, fileName: 'elegido.txt' } });
    expect(fs.readFileSync(target, 'utf8')).toBe(req.text);
    // a folder that cannot be written: a localized error, no success
    rec.config.saveDialog = { canceled: false, filePath: path.join(userData, 'no-such-dir', 'x.txt') };
    expect(await save(fromApp, req)).toMatchObject({
      ok: false,
      error: { code: 'io_failed', key: 'file_save_failed', params: { name: 'x.txt' } },
    });
    // other origins get nothing, malformed requests are refused before any dialog
    const before = rec.saveDialogs.length;
    expect(await save({ senderFrame: { url: 'https://evil.example/' } }, req)).toMatchObject({
      ok: false,
      error: { code: 'unauthorized' },
    });
    expect(await save(fromApp, { text: 1 })).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
    expect(rec.saveDialogs.length).toBe(before);
  });

  it('picks the image folder with the native folder dialog', async () => {
    await started();
    const pick = rec.ipc['vitae:pick-folder'];
    rec.config.openDialog = { canceled: true, filePaths: [] };
    expect(await pick(fromApp, { current: null })).toEqual({ ok: true, value: { folder: null } });
    rec.config.openDialog = { canceled: false, filePaths: [userData] };
    expect(await pick(fromApp, { current: userData })).toEqual({ ok: true, value: { folder: userData } });
    expect(rec.openDialogs.at(-1)).toMatchObject({ defaultPath: userData, properties: ['openDirectory', 'createDirectory'] });
    expect(await pick({ senderFrame: null }, { current: null })).toMatchObject({ ok: false, error: { code: 'unauthorized' } });
  });

  it('saves the proxy sheet as a PDF of the chosen paper through the native dialog', async () => {
    await started();
    const savePdf = rec.ipc['vitae:save-pdf'];
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Pages /Count 2 >>\n2 0 obj << /Type /Page >>\n3 0 obj << /Type/Page >>\n%%EOF');
    const asked: Record<string, unknown>[] = [];
    const sender = { printToPDF: async (o: Record<string, unknown>) => (asked.push(o), pdf) };
    const from = { ...fromApp, sender };
    // cancelled: not saved, but the page was printed at the size asked for, without margins
    rec.config.saveDialog = { canceled: true };
    expect(await savePdf(from, { fileName: '../Proxies: Malk Madness', paper: 'letter', pages: 2 })).toEqual({
      ok: true,
      value: { saved: false, fileName: 'Proxies Malk Madness.pdf', pages: 2 },
    });
    expect(asked.at(-1)).toMatchObject({ pageSize: 'Letter', preferCSSPageSize: true, margins: { top: 0, bottom: 0, left: 0, right: 0 } });
    expect(rec.saveDialogs.at(-1)).toMatchObject({
      defaultPath: path.join(userData, 'Proxies Malk Madness.pdf'),
      filters: [{ name: 'Documentos PDF', extensions: ['pdf'] }, { extensions: ['*'] }],
    });
    // saved: the bytes on disk are the page's PDF
    const target = path.join(userData, 'proxies.pdf');
    rec.config.saveDialog = { canceled: false, filePath: target };
    expect(await savePdf(from, { fileName: 'Mi mazo', paper: 'a4', pages: 2 })).toEqual({
      ok: true,
      value: { saved: true, fileName: 'proxies.pdf', pages: 2 },
    });
    expect(asked.at(-1)).toMatchObject({ pageSize: 'A4' });
    expect(fs.readFileSync(target)).toEqual(pdf);
    // a folder that cannot be written: the localized save error
    rec.config.saveDialog = { canceled: false, filePath: path.join(userData, 'no-such-dir', 'p.pdf') };
    expect(await savePdf(from, { fileName: 'x', paper: 'a4', pages: 2 })).toMatchObject({
      ok: false,
      error: { code: 'io_failed', key: 'file_save_failed', params: { name: 'p.pdf' } },
    });
    // the page could not be printed (or printed nothing): a localized error, and no dialog
    const dialogs = rec.saveDialogs.length;
    const broken = { ...fromApp, sender: { printToPDF: async () => Promise.reject(new Error('Printing failed')) } };
    expect(await savePdf(broken, { fileName: 'x', paper: 'a4', pages: 2 })).toMatchObject({
      ok: false,
      error: { code: 'io_failed', key: 'pdf_failed' },
    });
    const empty = { ...fromApp, sender: { printToPDF: async () => Buffer.from('%PDF-1.4\n%%EOF') } };
    expect(await savePdf(empty, { fileName: 'x', paper: 'a4', pages: 2 })).toMatchObject({ ok: false, error: { key: 'pdf_failed' } });
    // a PDF of another page count than the sheet's (the layout spilled over): refused, no dialog
    expect(await savePdf(from, { fileName: 'x', paper: 'a4', pages: 3 })).toMatchObject({
      ok: false,
      error: { key: 'pdf_pages_mismatch', params: { expected: '3', pages: '2' } },
    });
    // other origins and malformed requests: refused before printing
    expect(
      await savePdf({ senderFrame: { url: 'https://evil.example/' }, sender }, { fileName: 'x', paper: 'a4', pages: 2 }),
    ).toMatchObject({
      ok: false,
      error: { code: 'unauthorized' },
    });
    const printed = asked.length;
    expect(await savePdf(from, { fileName: 'x', paper: 'a3', pages: 2 })).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
    expect(await savePdf(from, { fileName: 'x', paper: 'a4', pages: 0 })).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
    expect(asked.length).toBe(printed);
    expect(rec.saveDialogs.length).toBe(dialogs);
  });
});
