/**
 * The browser host's bridge: service calls and events over one WebSocket to 127.0.0.1 (issue 28,
 * item 5), HTTP when the socket is not open. The socket is opened with the per-run token (checked
 * by the host at the upgrade, with the same Host and Origin rules as an HTTP call) and carries
 *
 *   page → host  {"call": id, "op": ..., "input": ...}
 *   host → page  {"reply": id, "result": {...}}  and the events {name, payload}
 *
 * The socket opens with the bridge. Every call has a fresh id. While the socket is not open
 * (still opening, host restarted, socket dropped) a call goes as `POST /api/call` with that id; a
 * call too large for the socket's limit always does. A call waiting on a socket that closes is
 * sent again over HTTP with the same id: the host makes a call once whichever way it arrives
 * (main/web/server.ts). The socket is opened again a second after it closes. Errors are the
 * host's own, or `host_unreachable` when neither path reaches it: the same results as HTTP alone.
 */
import type { ApiResult } from '../../main/common/errors';
import type { VitaeBridge } from '../../preload/bridge';

/** What the bridge needs from the page (tests give their own). */
export interface WebBridgeDeps {
  token: string;
  /** `host:port` of the browser host. */
  host: string;
  /** Origin of the HTTP calls (`''` in the page: same origin). */
  base?: string;
  openSocket?: (url: string) => WebSocket;
  fetch?: typeof fetch;
  /** A fresh call id (16 random bytes in hex). */
  callId?: () => string;
  reconnectMs?: number;
}

/** Under the host's 64 KiB message limit (main/web/server.ts), with room for the id. */
export const SOCKET_CALL_MAX_BYTES = 60 * 1024;

/** `WebSocket.OPEN`, the same in the page and in Node's WebSocket. */
const OPEN = 1;

type Listener = Parameters<VitaeBridge['onEvent']>[0];
type Result = ApiResult<never>;

function randomCallId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A body's size in UTF-8 bytes, counted only when it could be over the limit. */
function fitsSocket(body: string): boolean {
  return body.length * 3 <= SOCKET_CALL_MAX_BYTES || new TextEncoder().encode(body).length <= SOCKET_CALL_MAX_BYTES;
}

export interface WebBridge extends VitaeBridge {
  /** Closes the socket for good (tests; the page keeps its bridge). Waiting calls go over HTTP. */
  close(): void;
}

export function createWebBridge(deps: WebBridgeDeps): WebBridge {
  const openSocket = deps.openSocket ?? ((url: string) => new WebSocket(url));
  const fetchFn = deps.fetch ?? ((...a: Parameters<typeof fetch>) => fetch(...a));
  const nextId = deps.callId ?? randomCallId;
  const reconnectMs = deps.reconnectMs ?? 1000;
  const listeners = new Set<Listener>();
  /** Calls sent on the socket and not answered yet: their body, to send again over HTTP. */
  const waiting = new Map<string, { body: string; resolve: (r: Result) => void }>();
  let socket: WebSocket | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let closed = false;

  const overHttp = async (id: string, body: string): Promise<Result> => {
    try {
      const res = await fetchFn(`${deps.base ?? ''}/api/call`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-vitae-token': deps.token, 'x-vitae-call': id },
        body,
      });
      return (await res.json()) as Result;
    } catch (e) {
      return { ok: false, error: { code: 'io_failed', key: 'host_unreachable', detail: String(e) } };
    }
  };

  const onMessage = (e: MessageEvent) => {
    let msg: unknown;
    try {
      msg = JSON.parse(String(e.data));
    } catch {
      return; // not the host's: ignored
    }
    if (msg === null || typeof msg !== 'object') return;
    if ('reply' in msg) {
      const { reply, result } = msg as { reply: unknown; result: Result };
      const w = typeof reply === 'string' ? waiting.get(reply) : undefined;
      if (w) {
        waiting.delete(reply as string);
        w.resolve(result);
      }
      return;
    }
    if (typeof (msg as { name?: unknown }).name !== 'string') return;
    for (const l of listeners) l(msg as Parameters<Listener>[0]);
  };

  const connect = () => {
    if (socket || retry || closed) return;
    const s = openSocket(`ws://${deps.host}/api/events?token=${encodeURIComponent(deps.token)}`);
    socket = s;
    s.onmessage = onMessage;
    s.onerror = () => undefined; // a refused or broken socket: its close follows
    s.onclose = () => {
      if (socket === s) socket = null;
      // the calls it carried go again over HTTP with their ids: made once by the host
      for (const [id, w] of [...waiting]) {
        waiting.delete(id);
        void overHttp(id, w.body).then(w.resolve);
      }
      if (!closed)
        retry = setTimeout(() => {
          retry = null;
          connect();
        }, reconnectMs);
    };
  };

  // opened at once: the page's first searches already travel on it
  connect();
  return {
    platform: 'web',
    call(op, input) {
      const id = nextId();
      const body = JSON.stringify({ op, input });
      const s = socket;
      if (!s || s.readyState !== OPEN || !fitsSocket(body)) {
        connect();
        return overHttp(id, body);
      }
      return new Promise<Result>((resolve) => {
        waiting.set(id, { body, resolve });
        // the body is an object's JSON ({"op":...}): the id goes in front of its first member
        s.send(`{"call":${JSON.stringify(id)},${body.slice(1)}`);
      });
    },
    close() {
      closed = true;
      if (retry) clearTimeout(retry);
      retry = null;
      socket?.close();
    },
    onEvent(listener) {
      listeners.add(listener);
      connect();
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
