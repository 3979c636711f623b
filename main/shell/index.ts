/**
 * The Electron shell: the only code that imports 'electron'. It opens one window, wires the
 * service dispatcher to ipcMain, and keeps the native menu in the current language.
 * Security follows the Electron checklist: contextIsolation, sandbox, no nodeIntegration, a
 * strict CSP, the app loaded from a custom protocol, navigation/new windows/permissions denied,
 * external links only to an allowlist of hosts, and every IPC call's sender frame checked.
 * A start-up failure is logged, explained in a localized dialog, and ends the process (it never
 * keeps the single-instance lock without a window). Development runs use their own data folder.
 */
// first: the V8 settings the engines run with (runtime-flags.ts)
import '../engine/runtime-flags';
import path from 'node:path';
import {
  app,
  BrowserWindow,
  dialog,
  ipcMain,
  Menu,
  protocol,
  screen,
  session,
  shell,
  type IpcMainInvokeEvent,
  type MenuItemConstructorOptions,
} from 'electron';
import { createHost, type Host } from '../services/host';
import { lanProvider } from '../lan/provider';
import { languageFromLocales, SettingsService } from '../services/settings';
import { APP_VERSION } from '../version';
import { menuLabels } from './menu-labels';
import { IPC_CALL, IPC_EVENT, IPC_PICK_FOLDER, IPC_SAVE_FILE, IPC_SAVE_PDF } from '../../preload/channels';
import { HOST, ORIGIN, SCHEME, serveAppRequest } from './protocol';
import { placeWindow, type SavedBounds } from './bounds';
import { openLog } from './log';
import { startupErrorText } from './startup-error';
import { externalAllowed } from './external';
import { nativeHandlers } from './native';

/** electron-builder's appId: Windows groups windows and pinned shortcuts by it. */
export const APP_ID = 'app.vitae.desktop';

protocol.registerSchemesAsPrivileged([{ scheme: SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } }]);

// `npm start` must not open (or lock) the installed app's data: development gets its own folder
// (VITAE_DEV_DATA_DIR overrides it, e.g. a fresh folder for `npm run smoke`).
if (!app.isPackaged) {
  app.setPath('userData', process.env.VITAE_DEV_DATA_DIR || path.join(app.getPath('appData'), 'Vitae (development)'));
}
if (process.platform === 'win32') app.setAppUserModelId(app.isPackaged ? APP_ID : `${APP_ID}.dev`);

const log = openLog(path.join(app.getPath('userData'), 'logs'));

let host: Host | null = null;
let win: BrowserWindow | null = null;
let lockHeld = false;

function rendererDir(): string {
  return path.join(__dirname, '..', 'renderer');
}

function senderAllowed(frameUrl: string | undefined): boolean {
  if (!frameUrl) return false;
  try {
    // Node's URL reports origin "null" for custom schemes: compare scheme and host instead.
    const u = new URL(frameUrl);
    return u.protocol === `${SCHEME}:` && u.host === HOST;
  } catch {
    return false;
  }
}

/** An ipcMain handler that answers only frames of the app origin. */
function guarded(fn: (...args: unknown[]) => unknown) {
  return guardedFrom((_event, ...args) => fn(...args));
}

/** The same, for a handler that needs the asking page itself (printing it to PDF). */
function guardedFrom(fn: (event: IpcMainInvokeEvent, ...args: unknown[]) => unknown) {
  return (event: IpcMainInvokeEvent, ...args: unknown[]) => {
    if (!senderAllowed(event.senderFrame?.url)) {
      return { ok: false, error: { code: 'unauthorized', key: 'unauthorized' } };
    }
    return fn(event, ...args);
  };
}

function openExternal(url: string | undefined): void {
  if (url && externalAllowed(url)) void shell.openExternal(url);
  else if (url) log.info(`refused to open an external link outside the allowlist: ${url.slice(0, 200)}`);
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
    {
      label: l.window,
      submenu: [
        { role: 'minimize', label: l.minimize },
        { role: 'close', label: l.close },
      ],
    },
    {
      role: 'help',
      label: l.help,
      submenu: [
        { label: l.showLog, click: () => shell.showItemInFolder(log.file) },
        { label: l.openDataFolder, click: () => void shell.openPath(app.getPath('userData')) },
      ],
    },
  ];
  Menu.setApplicationMenu(Menu.buildFromTemplate(template));
}

function createWindow(settings: SettingsService): BrowserWindow {
  const place = placeWindow(
    settings.getValue<SavedBounds>('window'),
    screen.getAllDisplays().map((d) => d.workArea),
    screen.getPrimaryDisplay().workArea,
  );
  const w = new BrowserWindow({
    width: place.width,
    height: place.height,
    ...(place.x !== undefined && place.y !== undefined ? { x: place.x, y: place.y } : {}),
    minWidth: place.minWidth,
    minHeight: place.minHeight,
    show: false,
    title: 'Vitae',
    // Windows and macOS take the icon from the executable; Linux window managers need it here.
    ...(process.platform === 'linux' ? { icon: path.join(__dirname, 'icon.png') } : {}),
    webPreferences: {
      preload: path.join(__dirname, '..', 'preload', 'index.cjs'),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      spellcheck: false,
    },
  });
  if (place.maximized) w.maximize();
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
  w.webContents.on('will-navigate', (e) => {
    e.preventDefault();
    openExternal((e as { url?: string }).url);
  });
  w.webContents.on('will-redirect', (e) => e.preventDefault());
  // what a user could send us when the window stays blank or the page dies
  w.webContents.on('did-fail-load', (_e, code, description, url) => log.error(`page failed to load (${code} ${description}): ${url}`));
  w.webContents.on('render-process-gone', (_e, details) =>
    log.error(`page process gone: ${details.reason} (exit code ${details.exitCode})`),
  );
  w.webContents.setWindowOpenHandler(({ url }) => {
    openExternal(url);
    return { action: 'deny' };
  });
  void w.loadURL(`${ORIGIN}/index.html`);
  return w;
}

async function start(): Promise<void> {
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return;
  }
  lockHeld = true;
  log.info(`Vitae ${APP_VERSION} starting (${app.isPackaged ? 'packaged' : 'development'})`);
  app.on('second-instance', () => {
    if (win) {
      if (win.isMinimized()) win.restore();
      win.focus();
    }
  });
  app.on('web-contents-created', (_e, contents) => {
    contents.on('will-attach-webview', (e) => e.preventDefault());
    contents.setWindowOpenHandler(({ url }) => {
      openExternal(url);
      return { action: 'deny' };
    });
  });
  await app.whenReady();
  // Every permission is denied except writing plain text to the clipboard (deck export).
  const allowed = (perm: string) => perm === 'clipboard-sanitized-write';
  session.defaultSession.setPermissionRequestHandler((_wc, perm, cb) => cb(allowed(perm)));
  session.defaultSession.setPermissionCheckHandler((_wc, perm) => allowed(perm));
  const root = rendererDir();
  protocol.handle(SCHEME, (req) => serveAppRequest(root, req.url));

  host = await createHost({
    mode: 'electron',
    version: APP_VERSION,
    dataDir: app.getPath('userData'),
    systemLocales: app.getPreferredSystemLanguages(),
    emit: (name, payload) => {
      if (name === 'settings.changed') buildMenu((payload as { language: 'es' | 'pl' }).language);
      win?.webContents.send(IPC_EVENT, { name, payload });
    },
    log: (m) => log.error(m),
    info: (m) => log.info(m),
    // the LAN table lives here in main (off until a game's screen opens it); the window keeps IPC
    lan: lanProvider(rendererDir(), (m) => log.error(m)),
  });
  const settings = new SettingsService(host.ctx.stores.user, host.ctx.systemLocales);
  buildMenu(settings.get().language);

  const dispatcher = host.dispatcher;
  ipcMain.handle(
    IPC_CALL,
    // the operation as sent: a non-string one is answered with an error envelope, never coerced
    guarded((op, input) => dispatcher.call(op, input)),
  );
  const native = nativeHandlers({
    dialog: {
      showSaveDialog: (o) => (win ? dialog.showSaveDialog(win, o) : dialog.showSaveDialog(o)),
      showOpenDialog: (o) => (win ? dialog.showOpenDialog(win, o) : dialog.showOpenDialog(o)),
    },
    documentsDir: () => app.getPath('documents'),
    labels: () => menuLabels(settings.get().language),
  });
  ipcMain.handle(
    IPC_SAVE_FILE,
    guarded((req) => native.saveTextFile(req)),
  );
  ipcMain.handle(
    IPC_SAVE_PDF,
    guardedFrom((event, req) => native.savePdf(event.sender, req)),
  );
  ipcMain.handle(
    IPC_PICK_FOLDER,
    guarded((req) => native.pickFolder(req)),
  );

  win = createWindow(settings);
  win.on('closed', () => (win = null));
  app.on('window-all-closed', () => {
    host?.close();
    app.quit();
  });
}

function systemLanguage(): 'es' | 'pl' {
  try {
    return languageFromLocales(app.getPreferredSystemLanguages());
  } catch {
    return 'es';
  }
}

/** Start-up failed: log it, say so in the user's language, close what opened, release the lock, exit. */
function startupFailed(err: unknown): void {
  log.error('start-up failed', err);
  const text = startupErrorText(systemLanguage(), err, { dataDir: app.getPath('userData'), logFile: log.file });
  try {
    dialog.showErrorBox(text.title, text.message);
  } catch (e) {
    log.error('could not show the start-up error dialog', e);
  }
  try {
    host?.close();
  } catch (e) {
    log.error('closing the data files after a failed start-up', e);
  }
  host = null;
  if (win && !win.isDestroyed()) win.destroy();
  if (lockHeld) app.releaseSingleInstanceLock();
  app.exit(1);
}

process.on('unhandledRejection', (reason) => log.error('unhandled rejection', reason));

void start().catch(startupFailed);
