import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Dispatcher } from '../../main/api/dispatcher';
import { startWebServer, type WebServer } from '../../main/web/server';
import { createWebBridge, SOCKET_CALL_MAX_BYTES, type WebBridge } from './web-bridge';

let rendererDir: string;
let server: WebServer;
const made: { op: unknown; input: unknown }[] = [];
const held = new Map<string, () => void>();
/** Called when a held call reaches the host (the test then drops the socket). */
const reached = new Map<string, () => void>();

beforeAll(async () => {
  rendererDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-web-bridge-'));
  fs.writeFileSync(path.join(rendererDir, 'index.html'), '<!doctype html><title>t</title>');
  const dispatcher: Dispatcher = {
    call: async (op, input) => {
      const n = made.push({ op, input });
      const hold = (input as { hold?: string } | null)?.hold;
      if (hold) {
        reached.get(hold)?.();
        await new Promise<void>((r) => held.set(hold, r));
      }
      return op === 'fail' ? { ok: false, error: { code: 'invalid_input', key: 'invalid_input' } } : { ok: true, value: n };
    },
  };
  server = await startWebServer({ dispatcher, rendererDir });
});
/** The bridges of a test, closed after it (no socket or retry left for the next files). */
const bridges: WebBridge[] = [];
afterEach(() => {
  for (const b of bridges.splice(0)) b.close();
});
afterAll(async () => {
  await server.close();
  fs.rmSync(rendererDir, { recursive: true, force: true });
});

/** The page's bridge against the host, with what went over HTTP and over each socket. */
function rig(opts: { token?: string; port?: number } = {}) {
  const port = opts.port ?? server.port;
  const sockets: WebSocket[] = [];
  const sent: string[] = [];
  const posted: { id: string; body: string }[] = [];
  const bridge = createWebBridge({
    token: opts.token ?? server.token,
    host: `127.0.0.1:${port}`,
    base: `http://127.0.0.1:${port}`,
    reconnectMs: 20,
    openSocket: (url) => {
      const ws = new WebSocket(url);
      const send = ws.send.bind(ws);
      ws.send = ((data: string) => {
        sent.push(data);
        send(data);
      }) as typeof ws.send;
      sockets.push(ws);
      return ws as unknown as globalThis.WebSocket;
    },
    fetch: (async (url: string, init: RequestInit) => {
      posted.push({ id: (init.headers as Record<string, string>)['x-vitae-call'], body: String(init.body) });
      return fetch(url, init);
    }) as typeof fetch,
  });
  bridges.push(bridge);
  /** Resolves once the bridge's newest socket is open. */
  const open = async () => {
    for (;;) {
      const ws = sockets[sockets.length - 1];
      if (ws?.readyState === WebSocket.OPEN) return ws;
      await new Promise((r) => setTimeout(r, 10));
    }
  };
  /** A call of the test dispatcher's loose operations (the bridge's own type names the contract's). */
  const call = (op: string, input: unknown) =>
    bridge.call(op as never, input as never) as Promise<{ ok: boolean; value?: unknown; error?: unknown }>;
  return { bridge, call, sockets, sent, posted, open };
}

describe('the browser host’s bridge', () => {
  it('sends a call over HTTP while its socket opens, then over the socket', async () => {
    const { call, sent, posted, open } = rig();
    const before = made.length;
    const first = await call('settings.get', {});
    expect(first).toEqual({ ok: true, value: before + 1 });
    expect(posted).toHaveLength(1);
    await open();
    const second = await call('settings.get', { n: 2 });
    expect(second).toEqual({ ok: true, value: before + 2 });
    expect(posted).toHaveLength(1);
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0])).toEqual({ call: expect.stringMatching(/^[0-9a-f]{32}$/), op: 'settings.get', input: { n: 2 } });
    // the host's error comes back as it is
    expect(await call('fail' as never, {})).toEqual({ ok: false, error: { code: 'invalid_input', key: 'invalid_input' } });
  });

  it('gives each waiting call its own answer', async () => {
    const { call, open } = rig();
    await open();
    const slow = call('settings.get', { hold: 'order' });
    await new Promise((r) => setTimeout(r, 30));
    const quick = await call('settings.get', {});
    held.get('order')!();
    const late = await slow;
    expect(late.ok && quick.ok && late.value).toBe((quick.value as number) - 1);
  });

  it('sends a waiting call again over HTTP with its id when the socket drops: made once', async () => {
    const { call, sockets, sent, posted, open } = rig();
    const ws = await open();
    const before = made.length;
    const atHost = new Promise<void>((r) => reached.set('drop', r));
    const answer = call('settings.get', { hold: 'drop' });
    await atHost;
    ws.terminate();
    // the same call arrives over HTTP while the host is still making it
    for (let i = 0; !posted.length && i < 200; i++) await new Promise((r) => setTimeout(r, 10));
    expect(posted).toHaveLength(1);
    expect(posted[0].id).toBe(JSON.parse(sent[0]).call);
    held.get('drop')!();
    expect(await answer).toEqual({ ok: true, value: before + 1 });
    expect(made.length).toBe(before + 1);
    // and a new socket carries the next calls
    const again = await open();
    expect(again).not.toBe(ws);
    expect(sockets).toHaveLength(2);
    expect(await call('settings.get', {})).toEqual({ ok: true, value: before + 2 });
    expect(sent).toHaveLength(2);
  });

  it('sends a call too large for the socket over HTTP and keeps the socket', async () => {
    const { call, sent, posted, open } = rig();
    const ws = await open();
    const big = { text: 'ż'.repeat(SOCKET_CALL_MAX_BYTES / 2) };
    const r = await call('settings.get', big);
    expect(r.ok).toBe(true);
    expect(sent).toHaveLength(0);
    expect(posted).toHaveLength(1);
    expect(made[made.length - 1].input).toEqual(big);
    expect(ws.readyState).toBe(WebSocket.OPEN);
    expect((await call('settings.get', {})).ok).toBe(true);
    expect(sent).toHaveLength(1);
  });

  it('hands the events to the listeners and the answers to the calls', async () => {
    const { bridge, call, open } = rig();
    const events: unknown[] = [];
    bridge.onEvent((m) => void events.push(m));
    await open();
    expect((await call('settings.get', {})).ok).toBe(true);
    server.broadcast('settings.changed', { language: 'pl' });
    for (let i = 0; !events.length && i < 200; i++) await new Promise((r) => setTimeout(r, 10));
    expect(events).toEqual([{ name: 'settings.changed', payload: { language: 'pl' } }]);
  });

  it('without the token: no socket, and the host refuses the calls', async () => {
    const { call, sockets, sent } = rig({ token: 'wrong' });
    expect(await call('settings.get', {})).toEqual({ ok: false, error: { code: 'unauthorized', key: 'unauthorized' } });
    await new Promise((r) => setTimeout(r, 100));
    expect(sockets.length).toBeGreaterThan(0);
    expect(sockets.every((s) => s.readyState !== WebSocket.OPEN)).toBe(true);
    expect(await call('settings.get', {})).toMatchObject({ ok: false, error: { key: 'unauthorized' } });
    expect(sent).toHaveLength(0);
  });

  it('says host_unreachable when neither path reaches the host', async () => {
    const gone = await startWebServer({ dispatcher: { call: async () => ({ ok: true, value: 1 }) }, rendererDir });
    const port = gone.port;
    await gone.close();
    const { call } = rig({ port });
    expect(await call('settings.get', {})).toMatchObject({ ok: false, error: { code: 'io_failed', key: 'host_unreachable' } });
  });
});
