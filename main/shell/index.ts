/**
 * The Electron shell: the only code that imports 'electron'. It opens one window, wires the
 * service dispatcher to ipcMain, and keeps the native menu in the current language.
 * Security follows the Electron checklist: contextIsolation, sandbox, no nodeIntegration, a
 * strict CSP, the app loaded from a custom protocol, navigation/new windows/permissions denied,
 * and every IPC call's sender frame checked.
 */
import path from 'node:path';
import fs from 'node:fs';
import { app, BrowserWindow, dialog, ipcMain, Menu, protocol, session, shell, type MenuItemConstructorOptions } from 'electron';
import { createHost, type Host } from '../services/host';
import { SettingsService } from '../services/settings';
import { APP_VERSION } from '../version';
import { menuLabels } from './menu-labels';
import { IPC_CALL, IPC_EVENT } from '../../preload/channels';

const SCHEME = 'app';
const ORIGIN = `${SCHEME}://vitae`;
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'none'",
].join('; ');

protocol.registerSchemesAsPrivileged([{ scheme: SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } }]);

interface Bounds {
  x?: number;
  y?: number;
  width: number;
  height: number;
  maximized?: boolean;
}

let host: Host | null = null;
let win: BrowserWindow | null = null;

function rendererDir(): string {
  return path.join(__dirname, '..', 'renderer');
}

function registerProtocol(): void {
  const root = rendererDir();
  protocol.handle(SCHEME, async (req) => {
    const url = new URL(req.url);
    let rel = decodeURIComponent(url.pathname);
    if (rel === '/' || !path.extname(rel)) rel = '/index.html';
    const file = path.resolve(root, '.' + rel);
    if (url.host !== 'vitae' || !file.startsWith(root + path.sep) || !fs.existsSync(file)) {
      return new Response('not found', { status: 404 });
    }
    const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.png': 'image/png' };
    return new Response(fs.readFileSync(file), {
      headers: { 'content-type': types[path.extname(file)] ?? 'application/octet-stream', 'content-security-policy': CSP },
    });
  });
}

function senderAllowed(frameUrl: string | undefined): boolean {
  if (!frameUrl) return false;
  try {
    // Node's URL reports origin "null" for custom schemes: compare scheme and host instead.
    const u = new URL(frameUrl);
    return u.protocol === `${SCHEME}:` && u.host === 'vitae';
  } catch {
    return false;
  }
}

function buildMenu(language: 'es' | 'pl'): void {
  const l = menuLabels(language);
  const template: MenuItemConstructorOptions[] = [
    ...(process.platform === 'darwin' ? [{ role: 'appMenu' as const }] : []),
    { label: l.file, submenu: [{ role: 'quit', label: l.quit }] },
    {
      label: l.edit,
      submenu: [
        { role: 'undo', label: l.undo },
        { role: 'redo', label: l.redo },
        { type: 'separator' },
        { role: 'cut', label: l.cut },
        { role: 'copy', label: l.copy },
        { role: 'paste', label: l.paste },
        { role: 'selectAll', label: l.selectAll },
      ],
    },
    {
      label: l.view,
      submenu: [
        { role: 'reload', label: l.reload },
        { role: 'resetZoom', label: l.resetZoom },
        { role: 'zoomIn', label: l.zoomIn },
        { role: 'zoomOut', label: l.zoomOut },
        { type: 'separator' },
        { role: 'togglefullscreen', label: l.fullscreen },
      ],
    },
    { label: l.window, submenu: [{ role: 'minimize', label: l.minimize }, { role: 'close', label: l.close }] },
  ];
  Menu.setApplicationMenu(Menu.buildFromTemplate(template));
}

function createWindow(settings: SettingsService): BrowserWindow {
  const saved = settings.getValue<Bounds>('window');
  const w = new BrowserWindow({
    width: saved?.width ?? 1280,
    height: saved?.height ?? 800,
    x: saved?.x,
    y: saved?.y,
    minWidth: 1024,
    minHeight: 700,
    show: false,
    title: 'Vitae',
    webPreferences: {
      preload: path.join(__dirname, '..', 'preload', 'index.cjs'),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      spellcheck: false,
    },
  });
  if (saved?.maximized) w.maximize();
  w.once('ready-to-show', () => w.show());
  const remember = () => {
    if (w.isDestroyed()) return;
    const b = w.getNormalBounds();
    settings.setValue('window', { x: b.x, y: b.y, width: b.width, height: b.height, maximized: w.isMaximized() });
  };
  w.on('close', remember);
  // The page cancels unload while a deck has unsaved changes: ask natively whether to leave.
  w.webContents.on('will-prevent-unload', (e) => {
    const l = menuLabels(settings.get().language);
    const choice = dialog.showMessageBoxSync(w, {
      type: 'question',
      buttons: [l.leave, l.stay],
      defaultId: 1,
      cancelId: 1,
      title: l.leaveTitle,
      message: l.leaveMessage,
    });
    if (choice === 0) e.preventDefault();
  });
  w.webContents.on('will-navigate', (e) => e.preventDefault());
  w.webContents.on('will-redirect', (e) => e.preventDefault());
  w.webContents.setWindowOpenHandler(() => ({ action: 'deny' }));
  void w.loadURL(`${ORIGIN}/index.html`);
  return w;
}

async function start(): Promise<void> {
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return;
  }
  app.on('second-instance', () => {
    if (win) {
      if (win.isMinimized()) win.restore();
      win.focus();
    }
  });
  app.on('web-contents-created', (_e, contents) => {
    contents.on('will-attach-webview', (e) => e.preventDefault());
    contents.setWindowOpenHandler(({ url }) => {
      if (url.startsWith('https://')) void shell.openExternal(url);
      return { action: 'deny' };
    });
  });
  await app.whenReady();
  // Every permission is denied except writing plain text to the clipboard (deck export).
  const allowed = (perm: string) => perm === 'clipboard-sanitized-write';
  session.defaultSession.setPermissionRequestHandler((_wc, perm, cb) => cb(allowed(perm)));
  session.defaultSession.setPermissionCheckHandler((_wc, perm) => allowed(perm));
  registerProtocol();

  host = await createHost({
    mode: 'electron',
    version: APP_VERSION,
    dataDir: app.getPath('userData'),
    systemLocales: app.getPreferredSystemLanguages(),
    emit: (name, payload) => {
      if (name === 'settings.changed') buildMenu((payload as { language: 'es' | 'pl' }).language);
      win?.webContents.send(IPC_EVENT, { name, payload });
    },
    log: (m) => console.error(m),
  });
  const settings = new SettingsService(host.ctx.stores.user, host.ctx.systemLocales);
  buildMenu(settings.get().language);

  const dispatcher = host.dispatcher;
  ipcMain.handle(IPC_CALL, async (event, op: unknown, input: unknown) => {
    if (!senderAllowed(event.senderFrame?.url)) {
      return { ok: false, error: { code: 'unauthorized', key: 'unauthorized' } };
    }
    return dispatcher.call(String(op), input);
  });

  win = createWindow(settings);
  win.on('closed', () => (win = null));
  app.on('window-all-closed', () => {
    host?.close();
    app.quit();
  });
}

void start();
