/**
 * The seat page's service bridge (window.vitae for renderer/api/client.ts): calls go to the LAN
 * table server's POST /table/call with the seat token in a header; only the seat operations are
 * sent (the server refuses anything else as well); events come from /table/events, where the
 * token is the first message. The stream comes back by itself after the phone sleeps or the
 * Wi-Fi drops, and every (re)connection tells the page to pull its view again.
 */
import type { ApiResult } from '../../main/common/errors';
import type { VitaeBridge } from '../../preload/bridge';

type Listener = Parameters<VitaeBridge['onEvent']>[0];
type Message = { name: string; payload: unknown };

export interface SeatBridge extends VitaeBridge {
  /** Calls a seat operation whatever its typed input (the server fills in table and token). */
  seat<T>(op: string, input: Record<string, unknown>): Promise<ApiResult<T>>;
  /** Opens the stream again now (the page came back to the foreground, the network is back). */
  wake(): void;
  /** The device says it lost the network: the stream is closed now (and tried again later). */
  drop(): void;
  readonly connected: boolean;
}

export interface BridgeEnv {
  fetch: typeof fetch;
  WebSocket: new (url: string) => WebSocket;
  host: string;
  setTimeout(fn: () => void, ms: number): unknown;
}

const FORBIDDEN = { ok: false as const, error: { code: 'unauthorized' as const, key: 'table_op_forbidden' } };
/** Waits between attempts to reopen the stream (ms), the last one repeated. */
export const RETRY_MS = [500, 1000, 2000, 4000, 8000];

export function seatBridge(token: string, env: BridgeEnv): SeatBridge {
  const listeners = new Set<Listener>();
  let socket: WebSocket | null = null;
  let open = false;
  let attempt = 0;
  let timer = false;
  const emit = (msg: Message) => {
    for (const l of listeners) (l as (m: Message) => void)(msg);
  };
  const connect = () => {
    timer = false;
    if (socket) return;
    const ws = new env.WebSocket(`ws://${env.host}/table/events`);
    socket = ws;
    ws.onopen = () => ws.send(JSON.stringify({ token }));
    ws.onmessage = (e) => {
      let msg: Message;
      try {
        msg = JSON.parse(String(e.data)) as Message;
      } catch {
        return;
      }
      if (msg.name === 'table.ready') {
        open = true;
        attempt = 0;
      }
      emit(msg);
    };
    ws.onclose = (e) => {
      socket = null;
      const was = open;
      open = false;
      if (was) emit({ name: 'seat.offline', payload: null });
      // 4401: the token no longer holds a seat: the page says so and stops trying
      if (e.code === 4401) return emit({ name: 'seat.revoked', payload: null });
      if (!timer) {
        timer = true;
        env.setTimeout(connect, RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)]);
      }
    };
  };
  const send = async <T>(op: string, input: unknown): Promise<ApiResult<T>> => {
    if (!op.startsWith('table.')) return FORBIDDEN;
    try {
      const res = await env.fetch('/table/call', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-vitae-seat': token },
        body: JSON.stringify({ op, input }),
      });
      return (await res.json()) as ApiResult<T>;
    } catch (e) {
      return { ok: false, error: { code: 'io_failed', key: 'host_unreachable', detail: String(e) } };
    }
  };
  return {
    platform: 'web',
    call: (op, input) => send(op, input),
    seat: (op, input) => send(op, input),
    onEvent(listener) {
      listeners.add(listener);
      if (!socket && !timer) connect();
      return () => {
        listeners.delete(listener);
      };
    },
    wake() {
      if (!socket) connect();
    },
    drop() {
      socket?.close();
    },
    get connected() {
      return open;
    },
  };
}
