import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createHost, type Host } from '../services/host';
import type { Dispatcher } from '../api/dispatcher';
import { startWebServer, type WebServer } from './server';

let host: Host;
let server: WebServer;
let rendererDir: string;

beforeAll(async () => {
  rendererDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-web-'));
  fs.writeFileSync(path.join(rendererDir, 'index.html'), '<!doctype html><title>t</title>');
  let broadcast: (n: string, p: unknown) => void = () => {};
  host = await createHost({ mode: 'web', version: 't', dataDir: null, systemLocales: ['es'], emit: (n, p) => broadcast(n, p) });
  server = await startWebServer({ dispatcher: host.dispatcher, rendererDir });
  broadcast = server.broadcast;
});
afterAll(async () => {
  await server.close();
  host.close();
});

function request(
  p: string,
  opts: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port: server.port, path: p, method: opts.method ?? 'GET', headers: opts.headers },
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

const api = (body: unknown, token = server.token) =>
  request('/api/call', {
    method: 'POST',
    headers: { 'x-vitae-token': token, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('browser host', () => {
  it('binds to loopback and prints a URL with its token', () => {
    expect(server.url).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${server.port}/\\?token=[a-f0-9]{48}$`));
  });

  it('serves the same dispatcher as Electron', async () => {
    const r = await api({ op: 'settings.get', input: {} });
    expect(JSON.parse(r.body)).toEqual({ ok: true, value: { language: 'es', languageChosen: false, imageFolder: null } });
  });

  it('makes a call once when the browser sends the same call id twice (Chromium resends a POST)', async () => {
    let made = 0;
    const counting = { call: async () => ({ ok: true, value: ++made }) } as unknown as Dispatcher;
    const other = await startWebServer({ dispatcher: counting, rendererDir });
    try {
      const post = (id: string | null) =>
        new Promise<string>((resolve, reject) => {
          const headers: Record<string, string> = { 'x-vitae-token': other.token, 'content-type': 'application/json' };
          if (id) headers['x-vitae-call'] = id;
          const req = http.request({ host: '127.0.0.1', port: other.port, path: '/api/call', method: 'POST', headers }, (res) => {
            let body = '';
            res.on('data', (c) => (body += c));
            res.on('end', () => resolve(body));
          });
          req.on('error', reject);
          req.end(JSON.stringify({ op: 'settings.get', input: {} }));
        });
      const [a, b] = await Promise.all([post('call-0001-abcdef'), post('call-0001-abcdef')]);
      expect(JSON.parse(a)).toEqual({ ok: true, value: 1 });
      expect(JSON.parse(b)).toEqual({ ok: true, value: 1 });
      expect(JSON.parse(await post('call-0002-abcdef'))).toEqual({ ok: true, value: 2 });
      // without an id (or with a malformed one) every request is its own call
      expect(JSON.parse(await post(null))).toEqual({ ok: true, value: 3 });
      expect(JSON.parse(await post('x'))).toEqual({ ok: true, value: 4 });
      expect(made).toBe(4);
    } finally {
      await other.close();
    }
  });

  it('refuses calls without the right token', async () => {
    const r = await api({ op: 'settings.get', input: {} }, 'wrong');
    expect(r.status).toBe(401);
    expect(JSON.parse(r.body).error.code).toBe('unauthorized');
  });

  it('refuses foreign Host and Origin headers (DNS rebinding, cross-site)', async () => {
    const h = await request('/', { headers: { host: 'evil.example:80' } });
    expect(h.status).toBe(403);
    const o = await request('/api/call', {
      method: 'POST',
      headers: { 'x-vitae-token': server.token, origin: 'http://evil.example' },
      body: '{}',
    });
    expect(o.status).toBe(403);
  });

  it('answers malformed JSON with a typed error', async () => {
    const r = await request('/api/call', { method: 'POST', headers: { 'x-vitae-token': server.token }, body: '{nope' });
    expect(r.status).toBe(400);
    expect(JSON.parse(r.body).error.key).toBe('invalid_json');
  });

  it('serves the renderer with a strict CSP and no path traversal', async () => {
    const r = await request('/');
    expect(r.status).toBe(200);
    expect(r.headers['content-security-policy']).toContain("script-src 'self'");
    const t = await request('/../../etc/passwd');
    expect(t.body).not.toContain('root:');
  });

  it('pushes events over the WebSocket only with the token', async () => {
    const bad = new WebSocket(`ws://127.0.0.1:${server.port}/api/events?token=nope`);
    await new Promise<void>((resolve) => bad.on('error', () => resolve()));
    const ws = new WebSocket(`ws://127.0.0.1:${server.port}/api/events?token=${server.token}`);
    await new Promise<void>((resolve) => ws.on('open', () => resolve()));
    const got = new Promise<unknown>((resolve) => ws.on('message', (m) => resolve(JSON.parse(String(m)))));
    await api({ op: 'settings.set', input: { language: 'pl' } });
    expect(await got).toMatchObject({ name: 'settings.changed', payload: { language: 'pl' } });
    ws.close();
  });

  it('pushes table.changed {table, step} after an answer; the page then pulls its seat view (issue 31)', async () => {
    const call = async (op: string, input: unknown) => JSON.parse((await api({ op, input })).body);
    const seats = ['Ana', 'Jan', 'Ola'].map((name) => ({ name, kind: 'human' }));
    const id = (await call('games.create', { game: 'vendetta', seats, seed: 'push' })).value.id as string;
    const opened = (await call('table.open', { id })).value as { grants: { seat: number; token: string }[] };
    const tokens = opened.grants.map((g) => g.token);
    const turn = (await call('table.turn', { table: id, tokens })).value as { seat: number; step: number };
    const token = opened.grants.find((g) => g.seat === turn.seat)!.token;
    const view = (await call('table.view', { table: id, token })).value as { step: number; decision: { options: { id: string }[] } };
    const ws = new WebSocket(`ws://127.0.0.1:${server.port}/api/events?token=${server.token}`);
    await new Promise<void>((resolve) => ws.on('open', () => resolve()));
    const pushes: unknown[] = [];
    const got = new Promise<void>((resolve) =>
      ws.on('message', (m) => {
        const msg = JSON.parse(String(m));
        if (msg.name === 'table.changed') {
          pushes.push(msg);
          resolve();
        }
      }),
    );
    const r = await call('table.choose', { table: id, token, step: view.step, option: view.decision.options[0].id });
    expect(r.ok).toBe(true);
    await got;
    expect(pushes[0]).toEqual({ name: 'table.changed', payload: { table: id, step: r.value.step } });
    // the push names no seat, no token, no view
    expect(JSON.stringify(pushes)).not.toContain(token);
    ws.close();
    await call('table.close', { table: id });
  });

  it('close() ends with a WebSocket, a keep-alive connection, a connection without a request (Chromium preconnects one) and a half-sent request open', async () => {
    const other = await startWebServer({ dispatcher: host.dispatcher, rendererDir });
    const ws = new WebSocket(`ws://127.0.0.1:${other.port}/api/events?token=${other.token}`);
    await new Promise<void>((resolve) => ws.on('open', () => resolve()));
    const agent = new http.Agent({ keepAlive: true });
    await new Promise<void>((resolve, reject) => {
      http.get({ host: '127.0.0.1', port: other.port, path: '/', agent }, (res) => res.resume().on('end', resolve)).on('error', reject);
    });
    // Chromium opens spare connections before it has a request for them: server.close() alone
    // waits for such a connection (it is not "idle": no request has ended on it)
    const spare = net.connect(other.port, '127.0.0.1');
    spare.on('error', () => undefined);
    await new Promise((r) => spare.once('connect', r));
    // a request whose body never finishes keeps its connection busy (not idle)
    const half = http.request({
      host: '127.0.0.1',
      port: other.port,
      path: '/api/call',
      method: 'POST',
      headers: { 'content-length': '1000', 'x-vitae-token': other.token },
    });
    half.on('error', () => undefined);
    half.write('{"op":');
    await new Promise((r) => setTimeout(r, 50));
    // without dropping the busy connection, close() waits for it (until the test times out)
    await other.close();
    // the page's WebSocket was dropped too
    if (ws.readyState !== WebSocket.CLOSED) await new Promise((r) => ws.once('close', r));
    agent.destroy();
  }, 15_000);
});
