/**
 * The renderer's service client. In Electron it uses the preload's `window.vitae`; in the
 * browser host it speaks HTTP (calls) and WebSocket (events) to 127.0.0.1 with the per-run
 * token. Everything above this file is identical in both.
 */
import type { ApiErrorPayload, ApiResult } from '../../main/common/errors';
import { GameLogCache } from '../../main/common/log-delta';
import type { EventMap, EventName, OpInput, OpName, OpResult } from '../../main/api/contract';
import type { NativeBridge, VitaeBridge } from '../../preload/bridge';

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

/** A fresh id per call: the host makes a call once even when the browser sends it twice. */
function callId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

type Listener = Parameters<VitaeBridge['onEvent']>[0];

function webBridge(): VitaeBridge {
  const token = webToken();
  const listeners = new Set<Listener>();
  let socket: WebSocket | null = null;
  const connect = () => {
    socket = new WebSocket(`ws://${window.location.host}/api/events?token=${encodeURIComponent(token)}`);
    socket.onmessage = (e) => {
      try {
        const msg = JSON.parse(String(e.data));
        for (const l of listeners) l(msg);
      } catch {
        /* ignore malformed */
      }
    };
    socket.onclose = () => {
      socket = null;
      if (listeners.size) setTimeout(connect, 1000);
    };
  };
  return {
    platform: 'web',
    async call(op, input) {
      try {
        const res = await fetch('/api/call', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-vitae-token': token, 'x-vitae-call': callId() },
          body: JSON.stringify({ op, input }),
        });
        return (await res.json()) as ApiResult<never>;
      } catch (e) {
        return { ok: false, error: { code: 'io_failed', key: 'host_unreachable', detail: String(e) } };
      }
    },
    onEvent(listener) {
      listeners.add(listener);
      if (!socket) connect();
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

let bridge: VitaeBridge | null = null;
export function getBridge(): VitaeBridge {
  if (!bridge) bridge = window.vitae ?? webBridge();
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
