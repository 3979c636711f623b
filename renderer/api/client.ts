/**
 * The renderer's service client. In Electron it uses the preload's `window.vitae`; in the
 * browser host it speaks WebSocket (calls and events; HTTP when the socket is down, web-bridge.ts)
 * to 127.0.0.1 with the per-run token. Everything above this file is identical in both.
 */
import type { ApiErrorPayload } from '../../main/common/errors';
import { GameLogCache } from '../../main/common/log-delta';
import type { EventMap, EventName, OpInput, OpName, OpResult } from '../../main/api/contract';
import type { NativeBridge, VitaeBridge } from '../../preload/bridge';
import { createWebBridge } from './web-bridge';

export class ApiCallError extends Error {
  readonly payload: ApiErrorPayload;
  constructor(payload: ApiErrorPayload) {
    super(`${payload.code}: ${payload.key}`);
    this.payload = payload;
  }
}

const TOKEN_KEY = 'vitae.token';

function webToken(): string {
  const url = new URL(window.location.href);
  const fromUrl = url.searchParams.get('token');
  if (fromUrl) {
    sessionStorage.setItem(TOKEN_KEY, fromUrl);
    url.searchParams.delete('token');
    window.history.replaceState(null, '', url.pathname + url.search + url.hash);
    return fromUrl;
  }
  return sessionStorage.getItem(TOKEN_KEY) ?? '';
}

let bridge: VitaeBridge | null = null;
export function getBridge(): VitaeBridge {
  if (!bridge) bridge = window.vitae ?? createWebBridge({ token: webToken(), host: window.location.host });
  return bridge;
}

/** The desktop app's native dialogs, or null in the browser host (it has none). */
export function nativeShell(): NativeBridge | null {
  return getBridge().native ?? null;
}

const gameLogs = new GameLogCache();

/** Calls one operation; resolves with its result or rejects with an ApiCallError. */
export async function call<N extends OpName>(op: N, input: OpInput<N>): Promise<OpResult<N>> {
  const r = await getBridge().call(op, gameLogs.prepare(op, input) as OpInput<N>);
  if (!r.ok) throw new ApiCallError(r.error);
  return gameLogs.finish(op, input, r.value) as OpResult<N>;
}

export function onEvent<E extends EventName>(name: E, fn: (payload: EventMap[E]) => void): () => void {
  return getBridge().onEvent((msg) => {
    if ((msg.name as string) === name) fn(msg.payload as unknown as EventMap[E]);
  });
}
