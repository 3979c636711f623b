/**
 * Connection hygiene of the browser host (issue 26, item 9): a flood of idle sockets cannot stop
 * a save, idle and slow sockets are closed, a failed accept does not stop the host, and a request
 * with two Host headers is refused. Every socket is on 127.0.0.1; every loop is bounded.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import net from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createHost, type Host } from '../services/host';
import { startWebServer, type WebServer } from './server';
import type { ConnectionLimits } from './connections';

let host: Host;
let rendererDir: string;
let dataDir: string;
const servers: WebServer[] = [];
const sockets: net.Socket[] = [];

beforeAll(async () => {
  rendererDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-web-'));
  fs.writeFileSync(path.join(rendererDir, 'index.html'), '<!doctype html><title>t</title>');
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-conn-'));
  host = await createHost({ mode: 'web', version: 't', dataDir, systemLocales: ['es'] });
});
afterEach(async () => {
  for (const s of sockets.splice(0)) s.destroy();
  for (const s of servers.splice(0)) await s.close();
});
afterAll(() => {
  host.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(rendererDir, { recursive: true, force: true });
});

async function serve(limits: Partial<ConnectionLimits>, log?: (m: string) => void): Promise<WebServer> {
  const s = await startWebServer({ dispatcher: host.dispatcher, rendererDir, limits, log });
  servers.push(s);
  return s;
}

/** A raw connection that sends nothing; resolves once connected, `closed` once the server drops it. */
async function idleSocket(port: number): Promise<{ socket: net.Socket; closed: Promise<void> }> {
  const socket = net.connect(port, '127.0.0.1');
  sockets.push(socket);
  socket.on('error', () => undefined);
  const closed = new Promise<void>((r) => socket.once('close', () => r()));
  await new Promise<void>((resolve) => {
    socket.once('connect', () => resolve());
    socket.once('close', () => resolve());
  });
  return { socket, closed };
}

function call(server: WebServer, op: string, input: unknown): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ op, input });
    const req = http.request(
      {
        host: '127.0.0.1',
        port: server.port,
        path: '/api/call',
        method: 'POST',
        agent: false,
        headers: { 'x-vitae-token': server.token, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Sends raw bytes and resolves with everything the server answered before closing. */
function raw(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const s = net.connect(port, '127.0.0.1', () => s.write(text));
    sockets.push(s);
    let got = '';
    s.on('data', (c) => (got += c));
    s.on('close', () => resolve(got));
    s.on('error', reject);
  });
}

describe('browser host connection hygiene (issue 26, item 9)', () => {
  it('more idle sockets than the cap: the excess is closed and a save still works', async () => {
    const cap = 16;
    const server = await serve({ maxConnections: cap, idleMs: 60_000 });
    const idle = [];
    for (let i = 0; i < cap * 3; i++) idle.push(await idleSocket(server.port));
    // the oldest idle sockets were pushed out: at most `cap` are still open
    const dropped = idle.slice(0, cap * 2);
    await Promise.all(dropped.map((s) => s.closed));
    const r = await call(server, 'settings.set', { language: 'pl' });
    expect(r.status).toBe(200);
    expect(JSON.parse(r.body)).toMatchObject({ ok: true });
    const saved = await call(server, 'settings.get', {});
    expect(JSON.parse(saved.body).value.language).toBe('pl');
    const open = await new Promise<number>((r, j) => server.httpServer.getConnections((e, n) => (e ? j(e) : r(n))));
    expect(open).toBeLessThanOrEqual(cap);
    // the newest idle sockets were kept (the cap is a cap, not a purge)
    expect(idle.slice(-4).every((s) => !s.socket.destroyed)).toBe(true);
  });

  it('a socket that sends nothing is closed once idle', async () => {
    const server = await serve({ idleMs: 150 });
    const { closed } = await idleSocket(server.port);
    // without an idle timeout the socket stays open and this waits until the test times out
    await closed;
  });

  it('headers sent a byte at a time are cut by the header timeout', async () => {
    const server = await serve({ idleMs: 60_000, headersTimeoutMs: 300, checkIntervalMs: 50 });
    const { socket, closed } = await idleSocket(server.port);
    let got = '';
    socket.on('data', (c) => (got += c));
    let isClosed = false;
    void closed.then(() => (isClosed = true));
    const line = 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ' + 'a'.repeat(1500);
    for (let i = 0; i < line.length && !isClosed; i++) {
      socket.write(line[i]);
      await new Promise((r) => setTimeout(r, 10));
    }
    // it was cut before the headers could be sent in full (1500 bytes at 10 ms each)
    expect(isClosed).toBe(true);
    expect(got).toMatch(/^HTTP\/1\.1 408/);
  }, 30_000);

  it('a failed accept (no file descriptor left) does not stop the host', async () => {
    const logs: string[] = [];
    const server = await serve({}, (m) => logs.push(m));
    // what Node does when accept() fails with EMFILE or ENFILE
    server.httpServer.emit('error', Object.assign(new Error('accept EMFILE'), { code: 'EMFILE' }));
    server.httpServer.emit('error', Object.assign(new Error('accept ENFILE'), { code: 'ENFILE' }));
    expect(logs).toEqual(['browser host: EMFILE: accept EMFILE', 'browser host: ENFILE: accept ENFILE']);
    expect((await call(server, 'settings.get', {})).status).toBe(200);
  });

  it('a request with two Host headers is refused', async () => {
    const server = await serve({});
    const ok = await raw(server.port, `GET / HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nConnection: close\r\n\r\n`);
    expect(ok).toMatch(/^HTTP\/1\.1 200/);
    const twice = await raw(
      server.port,
      `GET / HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nHost: evil.example\r\nConnection: close\r\n\r\n`,
    );
    expect(twice).toMatch(/^HTTP\/1\.1 4\d\d/);
    expect(twice).not.toContain('<title>');
  });
});
