import type { ApiResult } from '../main/common/errors';
import type { EventMap, EventName, OpInput, OpName, OpResult } from '../main/api/contract';

/**
 * The typed API the preload exposes as `window.vitae` (Electron), and that the browser host's
 * client provides with the same shape over HTTP/WebSocket. Types only come from main/api.
 */
export interface VitaeBridge {
  platform: 'electron' | 'web';
  call<N extends OpName>(op: N, input: OpInput<N>): Promise<ApiResult<OpResult<N>>>;
  onEvent(listener: <E extends EventName>(msg: { name: E; payload: EventMap[E] }) => void): () => void;
  /** Native dialogs: only the desktop app has them (the renderer checks before use). */
  native?: NativeBridge;
}

export interface SaveTextRequest {
  text: string;
  /** Suggested file name (no folder). */
  fileName: string;
  mimeType: string;
}

/** Desktop-only capabilities, answered by the shell through their own IPC channels. */
export interface NativeBridge {
  /** Native save dialog, then writes the text (UTF-8). `saved` is false when the user cancels. */
  saveTextFile(req: SaveTextRequest): Promise<ApiResult<{ saved: boolean; fileName: string }>>;
  /**
   * Prints the page on screen to PDF at the paper size (its print stylesheet decides what shows),
   * then saves it through the native save dialog. `pages` is the sheet's page count: a PDF with
   * another count is refused. `saved` is false when the user cancels.
   */
  savePdf(req: {
    fileName: string;
    paper: 'a4' | 'letter';
    pages: number;
  }): Promise<ApiResult<{ saved: boolean; fileName: string; pages: number }>>;
  /** Native folder picker; `folder` is null when the user cancels. */
  pickFolder(req: { current: string | null }): Promise<ApiResult<{ folder: string | null }>>;
}

declare global {
  interface Window {
    vitae?: VitaeBridge;
  }
}
