/**
 * Preload (bundled as one CommonJS file, sandboxed): exposes the typed service API as
 * `window.vitae`, plus the native capabilities (save a file, save the page as PDF, pick a folder), and nothing else. `ipcRenderer` itself never
 * leaks to the page.
 */
import { contextBridge, ipcRenderer } from 'electron';
import { IPC_CALL, IPC_EVENT, IPC_PICK_FOLDER, IPC_SAVE_FILE, IPC_SAVE_PDF } from './channels';
import type { VitaeBridge } from './bridge';

const bridge: VitaeBridge = {
  platform: 'electron',
  call: (op, input) => ipcRenderer.invoke(IPC_CALL, op, input),
  onEvent(listener) {
    const handler = (_e: unknown, msg: Parameters<typeof listener>[0]) => listener(msg);
    ipcRenderer.on(IPC_EVENT, handler);
    return () => {
      ipcRenderer.removeListener(IPC_EVENT, handler);
    };
  },
  native: {
    saveTextFile: (req) => ipcRenderer.invoke(IPC_SAVE_FILE, req),
    savePdf: (req) => ipcRenderer.invoke(IPC_SAVE_PDF, req),
    pickFolder: (req) => ipcRenderer.invoke(IPC_PICK_FOLDER, req),
  },
};

contextBridge.exposeInMainWorld('vitae', bridge);
