/**
 * A recording stand-in for the 'electron' module (the binary cannot run here). A shell test sets
 * `fake.config`, mocks 'electron' with `fake.electron`, then imports the shell, which starts on
 * import:
 *
 *   vi.mock('electron', async () => (await import('./testing/fake-electron')).fake.electron);
 */
type Fn = (...a: unknown[]) => unknown;
type Rect = { x: number; y: number; width: number; height: number };

export interface FakeWindow {
  opts: Record<string, unknown>;
  handlers: Record<string, Fn>;
  wcHandlers: Record<string, Fn>;
  openHandler?: (d: { url: string }) => unknown;
  loaded?: string;
  destroyed: boolean;
}

function recorder() {
  return {
    config: {
      userData: '',
      appData: '',
      documents: '',
      isPackaged: true,
      locales: ['pl-PL'],
      workAreas: [{ x: 0, y: 0, width: 1920, height: 1040 }] as Rect[],
      saveDialog: { canceled: true } as { canceled: boolean; filePath?: string },
      openDialog: { canceled: true, filePaths: [] } as { canceled: boolean; filePaths: string[] },
      messageBoxAnswer: 0,
    },
    windows: [] as FakeWindow[],
    ipc: {} as Record<string, Fn>,
    permission: undefined as undefined | ((...a: unknown[]) => void),
    permissionCheck: undefined as undefined | ((...a: unknown[]) => boolean),
    menus: [] as unknown[],
    schemes: [] as unknown[],
    protocolHandler: undefined as undefined | ((req: { url: string }) => Response | Promise<Response>),
    lockRequested: false,
    lockReleased: false,
    exitCode: undefined as number | undefined,
    quit: 0,
    setPaths: {} as Record<string, string>,
    userModelId: undefined as string | undefined,
    errorBoxes: [] as { title: string; content: string }[],
    externalOpened: [] as string[],
    shownInFolder: [] as string[],
    saveDialogs: [] as Record<string, unknown>[],
    openDialogs: [] as Record<string, unknown>[],
    /** What main pushed to the window (`webContents.send`). */
    sent: [] as { channel: string; msg: unknown }[],
  };
}

export type FakeRecorder = ReturnType<typeof recorder>;

function makeElectron(rec: FakeRecorder) {
  class BrowserWindow {
    webContents: Record<string, unknown>;
    private entry: FakeWindow;
    constructor(opts: Record<string, unknown>) {
      const entry: FakeWindow = { opts, handlers: {}, wcHandlers: {}, destroyed: false };
      rec.windows.push(entry);
      this.entry = entry;
      this.webContents = {
        on: (ev: string, fn: Fn) => (entry.wcHandlers[ev] = fn),
        setWindowOpenHandler: (fn: (d: { url: string }) => unknown) => (entry.openHandler = fn),
        send: (channel: string, msg: unknown) => rec.sent.push({ channel, msg }),
      };
    }
    once(ev: string, fn: Fn) {
      this.entry.handlers[ev] = fn;
    }
    on(ev: string, fn: Fn) {
      this.entry.handlers[ev] = fn;
    }
    loadURL(u: string) {
      this.entry.loaded = u;
      return Promise.resolve();
    }
    maximize() {}
    show() {}
    destroy() {
      this.entry.destroyed = true;
    }
    isDestroyed() {
      return this.entry.destroyed;
    }
    isMaximized() {
      return false;
    }
    getNormalBounds() {
      return { x: 10, y: 20, width: 1300, height: 820 };
    }
  }
  const paths = (name: string) =>
    rec.setPaths[name] ??
    ({ userData: rec.config.userData, appData: rec.config.appData, documents: rec.config.documents } as Record<string, string>)[name] ??
    rec.config.userData;
  const display = (workArea: Rect) => ({ workArea, bounds: workArea });
  return {
    app: {
      get isPackaged() {
        return rec.config.isPackaged;
      },
      requestSingleInstanceLock: () => ((rec.lockRequested = true), true),
      releaseSingleInstanceLock: () => {
        rec.lockReleased = true;
      },
      on: () => {},
      quit: () => {
        rec.quit++;
      },
      exit: (code: number) => {
        rec.exitCode = code;
      },
      whenReady: () => Promise.resolve(),
      getPath: paths,
      setPath: (name: string, value: string) => {
        rec.setPaths[name] = value;
      },
      setAppUserModelId: (id: string) => {
        rec.userModelId = id;
      },
      getPreferredSystemLanguages: () => rec.config.locales,
    },
    BrowserWindow,
    ipcMain: { handle: (ch: string, fn: Fn) => (rec.ipc[ch] = fn) },
    Menu: { buildFromTemplate: (t: unknown) => t, setApplicationMenu: (m: unknown) => rec.menus.push(m) },
    protocol: {
      registerSchemesAsPrivileged: (s: unknown) => rec.schemes.push(s),
      handle: (_s: string, fn: (req: { url: string }) => Response | Promise<Response>) => (rec.protocolHandler = fn),
    },
    screen: {
      getAllDisplays: () => rec.config.workAreas.map(display),
      getPrimaryDisplay: () => display(rec.config.workAreas[0]),
    },
    session: {
      defaultSession: {
        setPermissionRequestHandler: (fn: (...a: unknown[]) => void) => (rec.permission = fn),
        setPermissionCheckHandler: (fn: (...a: unknown[]) => boolean) => (rec.permissionCheck = fn),
      },
    },
    shell: {
      openExternal: (url: string) => {
        rec.externalOpened.push(url);
        return Promise.resolve();
      },
      showItemInFolder: (p: string) => rec.shownInFolder.push(p),
      openPath: () => Promise.resolve(''),
    },
    dialog: {
      showMessageBoxSync: () => rec.config.messageBoxAnswer,
      showErrorBox: (title: string, content: string) => rec.errorBoxes.push({ title, content }),
      showSaveDialog: (...a: unknown[]) => {
        rec.saveDialogs.push(a.at(-1) as Record<string, unknown>);
        return Promise.resolve(rec.config.saveDialog);
      },
      showOpenDialog: (...a: unknown[]) => {
        rec.openDialogs.push(a.at(-1) as Record<string, unknown>);
        return Promise.resolve(rec.config.openDialog);
      },
    },
  };
}

const rec = recorder();
export const fake = { rec, electron: makeElectron(rec) };

/** Imports the shell (it starts on import) and waits until it opened a window or gave up. */
export async function startShell(): Promise<FakeWindow | undefined> {
  await import('../index');
  for (let i = 0; i < 300 && rec.windows.length === 0 && rec.exitCode === undefined; i++) await new Promise((r) => setTimeout(r, 10));
  return rec.windows[0];
}
