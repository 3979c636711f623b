import { describe, expect, it } from 'vitest';
import { RETRY_MS, seatBridge, type BridgeEnv } from './bridge';

const TOKEN = 'ab'.repeat(32);

/** A WebSocket the test drives: what the page sent, and the server's side (open, message, close). */
class FakeSocket {
  static all: FakeSocket[] = [];
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(s: string) {
    this.sent.push(s);
  }
  serverOpens() {
    this.onopen?.();
  }
  serverSays(name: string, payload: unknown = {}) {
    this.onmessage?.({ data: JSON.stringify({ name, payload }) });
  }
  serverCloses(code: number) {
    this.onclose?.({ code });
  }
}

function rig() {
  FakeSocket.all = [];
  const timers: { fn: () => void; ms: number }[] = [];
  const fetched: { url: string; init: RequestInit }[] = [];
  const env: BridgeEnv = {
    fetch: (async (url: string, init: RequestInit) => {
      fetched.push({ url, init });
      return { json: async () => ({ ok: true, value: 'v' }) };
    }) as unknown as typeof fetch,
    WebSocket: FakeSocket as unknown as BridgeEnv['WebSocket'],
    host: '192.168.1.20:50000',
    setTimeout: (fn, ms) => timers.push({ fn, ms }),
  };
  const bridge = seatBridge(TOKEN, env);
  const events: string[] = [];
  bridge.onEvent((m) => void events.push(m.name));
  return { bridge, timers, fetched, events };
}

describe('the seat page’s bridge', () => {
  it('says its token as the first message of the stream, never in the URL', () => {
    const { bridge } = rig();
    const ws = FakeSocket.all[0];
    expect(ws.url).toBe('ws://192.168.1.20:50000/table/events');
    ws.serverOpens();
    expect(ws.sent).toEqual([JSON.stringify({ token: TOKEN })]);
    ws.serverSays('table.ready');
    expect(bridge.connected).toBe(true);
  });

  it('sends seat calls with the token in a header; any other operation stays in the page', async () => {
    const { bridge, fetched } = rig();
    expect(await bridge.seat('table.view', {})).toEqual({ ok: true, value: 'v' });
    expect(fetched[0].url).toBe('/table/call');
    expect((fetched[0].init.headers as Record<string, string>)['x-vitae-seat']).toBe(TOKEN);
    const refused = await bridge.call('settings.set', { language: 'pl' });
    expect(refused.ok ? null : refused.error.key).toBe('table_op_forbidden');
    expect(fetched).toHaveLength(1);
  });

  it('comes back after the Wi-Fi drops, waiting longer each time, and tells the page to pull', () => {
    const { timers, events } = rig();
    FakeSocket.all[0].serverOpens();
    FakeSocket.all[0].serverSays('table.ready');
    FakeSocket.all[0].serverCloses(1006);
    expect(events).toEqual(['table.ready', 'seat.offline']);
    for (let i = 0; i < RETRY_MS.length + 1; i++) {
      expect(timers[i].ms).toBe(RETRY_MS[Math.min(i, RETRY_MS.length - 1)]);
      timers[i].fn();
      FakeSocket.all.at(-1)!.serverCloses(1006); // still no network
    }
    timers.at(-1)!.fn();
    const back = FakeSocket.all.at(-1)!;
    back.serverOpens();
    back.serverSays('table.ready');
    expect(events.at(-1)).toBe('table.ready');
    expect(back.sent).toEqual([JSON.stringify({ token: TOKEN })]);
  });

  it('closes the stream when the device says the network is gone, and opens it again on wake', () => {
    const { bridge, events } = rig();
    const ws = FakeSocket.all[0] as FakeSocket & { close?: () => void };
    ws.close = () => ws.serverCloses(1000);
    ws.serverOpens();
    ws.serverSays('table.ready');
    bridge.drop();
    expect(events).toEqual(['table.ready', 'seat.offline']);
    bridge.wake();
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('stops trying when the server says the token holds no seat any more', () => {
    const { timers, events } = rig();
    FakeSocket.all[0].serverOpens();
    FakeSocket.all[0].serverCloses(4401);
    expect(events).toEqual(['seat.revoked']);
    expect(timers).toEqual([]);
  });
});
