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
}

declare global {
  interface Window {
    vitae?: VitaeBridge;
  }
}
