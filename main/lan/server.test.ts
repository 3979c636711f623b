import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startLanServer, type LanServer, type LanServerOptions, type TableGate } from './server';

// Loopback only: these tests never bind a private or public address.
const A = 'a'.repeat(32);
const B = 'b'.repeat(32);
const OTHER_TABLE = 'c'.repeat(32);
const OPS = ['table.view', 'table.choose'];

/** A table of two seats: each token holds one; calls are recorded, nothing else is reachable. */
function fakeGate() {
  const held = new Map([
    [A, 0],
    [B, 1],
  ]);
  const calls: { token: string; op: string; input: unknown }[] = [];
  const gate: TableGate = {
    table: 't1',
    holds: (t) => held.has(t),
    async call(token, op, input) {
      calls.push({ token, op, input });
      return { ok: true, value: { seat: held.get(token), op } };
    },
  };
  return { gate, calls, revoke: (t: string) => held.delete(t) };
}

let bundleDir: string;
let server: LanServer | null = null;
const logs: string[] = [];

beforeAll(() => {
  bundleDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-lan-'));
  fs.writeFileSync(path.join(bundleDir, 'seat.html'), '<!doctype html><title>seat</title>');
  fs.writeFileSync(path.join(bundleDir, 'index.html'), '<!doctype html><title>the whole app</title>');
  fs.mkdirSync(path.join(bundleDir, 'assets'));
  fs.writeFileSync(path.join(bundleDir, 'assets', 'seat-1.js'), 'console.log(1)');
  fs.writeFileSync(path.join(bundleDir, 'assets', 'seat-1.js.map'), '{}');
});
afterEach(async () => {
  await server?.close();
  server = null;
});

async function open(gate: TableGate, extra: Partial<LanServerOptions> = {}): Promise<LanServer> {
  server = await startLanServer({ gate, address: '127.0.0.1', bundleDir, ops: OPS, log: (m) => logs.push(m), ...extra });
  return server;
}

interface Reply {
  status: number;
  body: string;
  headers: http.IncomingHttpHeaders;
}
function request(s: LanServer, p: string, opts: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: s.address, port: s.port, path: p, method: opts.method ?? 'GET', headers: opts.headers, agent: false },
      (res) => {
        let body = '';
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
      },
    );
    req.on('error', reject);
    if (opts.body) req.write(opts.body);
    req.end();
  });
}
const seatCall = (s: LanServer, token: string, op: string, input: unknown = {}, headers: Record<string, string> = {}) =>
  request(s, '/table/call', {
    method: 'POST',
    headers: { 'x-vitae-seat': token, 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ op, input }),
  });

describe('LAN table server: where it listens', () => {
  it('binds only the chosen address and names it in its origin; closing the table closes the port', async () => {
    const s = await open(fakeGate().gate);
    expect(s.httpServer.address()).toMatchObject({ address: '127.0.0.1' });
    expect(s.origin).toBe(`http://127.0.0.1:${s.port}`);
    await s.close();
    server = null;
    const refused = await new Promise<string>((resolve) => {
      const c = net.connect(s.port, '127.0.0.1');
      c.on('connect', () => resolve('connected'));
      c.on('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? 'error'));
    });
    expect(refused).toBe('ECONNREFUSED');
  });

  it('listens on IPv6 loopback with a bracketed Host', async () => {
    const s = await open(fakeGate().gate, { address: '::1' });
    expect(s.origin).toBe(`http://[::1]:${s.port}`);
    const r = await seatCall(s, A, 'table.view');
    expect(r.status).toBe(200);
  });
});

describe('LAN table server: a seat token reaches only its table calls', () => {
  it('serves a seat call for a token that holds a seat, with the token as the caller', async () => {
    const { gate, calls } = fakeGate();
    const s = await open(gate);
    const r = await seatCall(s, A, 'table.view', { logAfter: null });
    expect(r.status).toBe(200);
    expect(JSON.parse(r.body)).toEqual({ ok: true, value: { seat: 0, op: 'table.view' } });
    expect(calls).toEqual([{ token: A, op: 'table.view', input: { logAfter: null } }]);
  });

  it.each([
    'games.view',
    'games.choose',
    'cards.import',
    'decks.list',
    'settings.set',
    'games.list',
    'games.delete',
    'table.open',
    '__proto__',
  ])('refuses %s to a seat token and never reaches the table', async (op) => {
    const { gate, calls } = fakeGate();
    const s = await open(gate);
    const r = await seatCall(s, A, op, { id: 'g1', seat: 1 });
    expect(r.status).toBe(403);
    expect(JSON.parse(r.body).error).toEqual({ code: 'unauthorized', key: 'table_op_forbidden' });
    expect(calls).toEqual([]);
  });

  it('refuses a revoked token, another table’s token, no token and a malformed one', async () => {
    const { gate, calls, revoke } = fakeGate();
    const s = await open(gate);
    revoke(B);
    for (const token of [B, OTHER_TABLE, '', 'short', `${A}!`]) {
      const r = await seatCall(s, token, 'table.view');
      expect(r.status).toBe(401);
      expect(JSON.parse(r.body).error.key).toBe('seat_token_invalid');
    }
    expect(calls).toEqual([]);
  });

  it('takes the token from its header only: one in the URL is not read', async () => {
    const { gate, calls } = fakeGate();
    const s = await open(gate);
    const r = await request(s, `/table/call?token=${A}`, { method: 'POST', body: JSON.stringify({ op: 'table.view', input: {} }) });
    expect(r.status).toBe(401);
    expect(calls).toEqual([]);
  });

  it('refuses a body over 64 KiB and one that is not a call', async () => {
    const { gate, calls } = fakeGate();
    const s = await open(gate);
    const big = await request(s, '/table/call', {
      method: 'POST',
      headers: { 'x-vitae-seat': A },
      body: JSON.stringify({ op: 'table.view', input: 'x'.repeat(70_000) }),
    });
    expect(big.status).toBe(413);
    const bad = await request(s, '/table/call', { method: 'POST', headers: { 'x-vitae-seat': A }, body: '[1,2' });
    expect(bad.status).toBe(400);
    const arr = await request(s, '/table/call', { method: 'POST', headers: { 'x-vitae-seat': A }, body: '["table.view"]' });
    expect(arr.status).toBe(403);
    expect(calls).toEqual([]);
  });
});

describe('LAN table server: Host, Origin, request storms', () => {
  it('refuses a forged Host (DNS rebinding), two Host headers, and a foreign Origin', async () => {
    const { gate, calls } = fakeGate();
    const s = await open(gate);
    for (const host of ['evil.example', `evil.example:${s.port}`, `localhost:${s.port}`, `127.0.0.1:${s.port + 1}`, '127.0.0.1']) {
      expect((await seatCall(s, A, 'table.view', {}, { host })).status).toBe(403);
    }
    expect((await seatCall(s, A, 'table.view', {}, { origin: 'http://evil.example' })).status).toBe(403);
    expect((await seatCall(s, A, 'table.view', {}, { origin: `http://localhost:${s.port}` })).status).toBe(403);
    expect((await seatCall(s, A, 'table.view', {}, { origin: s.origin })).status).toBe(200);
    const twoHosts = await new Promise<string>((resolve) => {
      const c = net.connect(s.port, '127.0.0.1', () =>
        c.write(`GET / HTTP/1.1\r\nHost: 127.0.0.1:${s.port}\r\nHost: evil.example\r\nConnection: close\r\n\r\n`),
      );
      let text = '';
      c.on('data', (d) => (text += String(d)));
      c.on('close', () => resolve(text.split('\r\n')[0]));
    });
    expect(twoHosts).toMatch(/^HTTP\/1\.1 (400|403)/);
    expect(calls).toHaveLength(1);
  });

  it('refuses a request storm past the budget and a token guesser sooner; the budget comes back with time', async () => {
    const { gate, calls } = fakeGate();
    let t = 0;
    const s = await open(gate, { rate: { perSecond: 5, burst: 20, failCost: 10 }, now: () => t });
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await seatCall(s, A, 'table.view')).status);
    expect(statuses.filter((x) => x === 200)).toHaveLength(20);
    expect(statuses.slice(20).every((x) => x === 429)).toBe(true);
    expect(calls).toHaveLength(20);
    t += 4000; // 20 more
    const guesses: number[] = [];
    for (let i = 0; i < 5; i++) guesses.push((await seatCall(s, 'g'.repeat(32), 'table.view')).status);
    // one free request, then each refused guess costs 10: the third attempt is already refused
    expect(guesses).toEqual([401, 401, 429, 429, 429]);
    expect(calls).toHaveLength(20);
  });

  it('charges a refused seat token the configured failCost, not the default one', async () => {
    const { gate } = fakeGate();
    const t = 0;
    const s = await open(gate, { rate: { perSecond: 1, burst: 20, failCost: 1 }, now: () => t });
    const guesses: number[] = [];
    for (let i = 0; i < 21; i++) guesses.push((await seatCall(s, 'g'.repeat(32), 'table.view')).status);
    // each guess takes one request and its failCost of one: ten guesses fit in a burst of twenty
    expect(guesses.filter((x) => x === 401)).toHaveLength(10);
    expect(guesses.slice(10).every((x) => x === 429)).toBe(true);
  });

  it('answers a flood of idle sockets by pushing the idle ones out, and a seat still gets through', async () => {
    const { gate } = fakeGate();
    const s = await open(gate, { limits: { maxConnections: 8 } });
    const idle: net.Socket[] = [];
    for (let i = 0; i < 20; i++) idle.push(net.connect(s.port, '127.0.0.1'));
    await Promise.all(idle.map((c) => new Promise((r) => (c.readyState === 'open' ? r(null) : c.once('connect', r).once('error', r)))));
    expect((await seatCall(s, A, 'table.view')).status).toBe(200);
    for (const c of idle) c.destroy();
  });
});

describe('LAN table server: files', () => {
  it('serves the seat page at / and its assets, nothing else of the bundle', async () => {
    const s = await open(fakeGate().gate);
    const page = await request(s, '/');
    expect(page.status).toBe(200);
    expect(page.body).toContain('seat');
    expect(page.headers['content-security-policy']).toContain(`connect-src 'self' ws://127.0.0.1:${s.port}`);
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect((await request(s, '/assets/seat-1.js')).status).toBe(200);
    for (const p of [
      '/index.html',
      '/assets/',
      '/assets',
      '/assets/seat-1.js.map',
      '/assets/../index.html',
      '/assets/%2e%2e/index.html',
      '/assets/..%2fseat.html',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/seat.html/',
      '/table/',
    ]) {
      expect([p, (await request(s, p)).status]).toEqual([p, 404]);
    }
    expect((await request(s, '/', { method: 'DELETE' })).status).toBe(405);
  });
});

function connectStream(s: LanServer): Promise<{ ws: WebSocket; messages: unknown[]; closed: Promise<number> }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${s.port}/table/events`);
    const messages: unknown[] = [];
    const closed = new Promise<number>((r) => ws.on('close', (code) => r(code)));
    ws.on('message', (d) => messages.push(JSON.parse(String(d))));
    ws.on('open', () => resolve({ ws, messages, closed }));
    ws.on('error', reject);
  });
}
const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
};

describe('LAN table server: event streams', () => {
  it('pushes table.changed to a seat that said its token, and nothing of another table', async () => {
    const s = await open(fakeGate().gate);
    const c = await connectStream(s);
    c.ws.send(JSON.stringify({ token: A }));
    await until(() => c.messages.length > 0);
    expect(c.messages[0]).toEqual({ name: 'table.ready', payload: { table: 't1' } });
    s.push({ table: 't2', step: 9 });
    s.push({ table: 't1', step: 3 });
    await until(() => c.messages.length > 1);
    expect(c.messages.slice(1)).toEqual([{ name: 'table.changed', payload: { table: 't1', step: 3 } }]);
    c.ws.close();
  });

  it('closes a stream with an unknown token, and one whose token is revoked', async () => {
    const { gate, revoke } = fakeGate();
    const s = await open(gate);
    const bad = await connectStream(s);
    bad.ws.send(JSON.stringify({ token: OTHER_TABLE }));
    expect(await bad.closed).toBe(4401);
    const b = await connectStream(s);
    b.ws.send(JSON.stringify({ token: B }));
    await until(() => b.messages.length > 0);
    revoke(B);
    s.sweep();
    expect(await b.closed).toBe(4401);
    expect(b.messages).toHaveLength(1);
    expect(s.streams).toBe(0);
  });

  it('closes a stream that never names its token', async () => {
    const s = await open(fakeGate().gate, { helloMs: 50 });
    const silent = await connectStream(s);
    expect(await silent.closed).toBe(4408);
    expect(s.streams).toBe(0);
  });

  it('refuses an upgrade with a forged Host or Origin, or on another path', async () => {
    const s = await open(fakeGate().gate);
    const attempt = (url: string, headers: Record<string, string>) =>
      new Promise<string>((resolve) => {
        const ws = new WebSocket(url, { headers });
        ws.on('open', () => resolve('open'));
        ws.on('error', () => resolve('refused'));
      });
    expect(await attempt(`ws://127.0.0.1:${s.port}/table/events`, { origin: 'http://evil.example' })).toBe('refused');
    expect(await attempt(`ws://127.0.0.1:${s.port}/table/events`, { host: `evil.example:${s.port}` })).toBe('refused');
    expect(await attempt(`ws://127.0.0.1:${s.port}/api/events`, {})).toBe('refused');
  });

  it('never writes a token to its log', async () => {
    const s = await open(fakeGate().gate);
    await seatCall(s, A, 'table.view');
    await seatCall(s, OTHER_TABLE, 'table.view');
    const c = await connectStream(s);
    c.ws.send(JSON.stringify({ token: OTHER_TABLE }));
    await c.closed;
    expect(logs.join('\n')).not.toMatch(/aaaa|cccc/);
  });
});
