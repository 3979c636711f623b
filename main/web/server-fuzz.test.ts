/**
 * The browser host under hostile requests (issue 9, item 2 and 3): malformed paths, headers and
 * bodies, sent as raw bytes so that nothing on the client side cleans them up first. The
 * property: the process stays up, every such request gets a 4xx (or the file it names), and a
 * normal call still works afterwards.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHost, type Host } from '../services/host';
import { startWebServer, type WebServer } from './server';

let host: Host;
let server: WebServer;

beforeAll(async () => {
  const rendererDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-web-fuzz-'));
  fs.writeFileSync(path.join(rendererDir, 'index.html'), '<!doctype html><title>t</title>');
  fs.mkdirSync(path.join(rendererDir, 'assets'));
  fs.writeFileSync(path.join(rendererDir, 'assets', 'a.js'), 'void 0;');
  host = await createHost({ mode: 'web', version: 't', dataDir: null, systemLocales: ['es'] });
  server = await startWebServer({ dispatcher: host.dispatcher, rendererDir });
});
afterAll(async () => {
  await server.close();
  host.close();
});

/** Sends raw bytes and returns the status code of the answer (0 when the socket was closed without one). */
function raw(bytes: Buffer | string): Promise<number> {
  return new Promise((resolve) => {
    const sock = net.connect(server.port, '127.0.0.1');
    let data = '';
    const done = () => {
      const m = /^HTTP\/1\.[01] (\d{3})/.exec(data);
      resolve(m ? Number(m[1]) : 0);
    };
    sock.setTimeout(3000, () => sock.destroy());
    sock.on('data', (c) => {
      data += c.toString('latin1');
      if (/\r\n\r\n/.test(data)) sock.destroy();
    });
    sock.on('close', done);
    sock.on('error', () => undefined);
    // not end(): a half-closed socket may be dropped before an asynchronous answer is written
    sock.write(bytes);
  });
}

const hostHeader = () => `Host: 127.0.0.1:${server.port}\r\n`;
const get = (target: string, extra = '') => raw(`GET ${target} HTTP/1.1\r\n${hostHeader()}${extra}Connection: close\r\n\r\n`);
const post = (body: string, token = server.token) =>
  raw(
    `POST /api/call HTTP/1.1\r\n${hostHeader()}x-vitae-token: ${token}\r\ncontent-type: application/json\r\n` +
      `content-length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );

async function stillUp(): Promise<void> {
  const status = await post(JSON.stringify({ op: 'settings.get', input: {} }));
  expect(status).toBe(200);
}

describe('requests that crashed the browser host before any check', () => {
  it.each(['/%', '/%E0%A4%A', '/x%ZZ.js', '/assets/%00.js', '//[', '/%00', '/..%2f..%2f..%2f..%2fetc%2fx.js'])(
    'GET %s answers 4xx',
    async (target) => {
      const status = await get(target);
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
      await stillUp();
    },
  );

  it.each(['/%', '//[', '/api/events?token=%'])('a WebSocket upgrade to %s is refused', async (target) => {
    const status = await raw(
      `GET ${target} HTTP/1.1\r\n${hostHeader()}Upgrade: websocket\r\nConnection: Upgrade\r\n` +
        `Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n`,
    );
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    await stillUp();
  });

  it.each([
    '{"op":{"toString":1}}',
    '{"op":{"toString":1,"valueOf":1}}',
    'null',
    '[]',
    '7',
    '"settings.get"',
    '{"op":["settings.get"]}',
    '{"__proto__":{"op":"settings.get"}}',
  ])('an authenticated body %s gets a typed error', async (body) => {
    const status = await post(body);
    expect(status).toBe(200); // an envelope {ok:false} with a typed error, see server.test.ts
    await stillUp();
  });
});

describe('HTTP surface fuzzing (fixed seed)', () => {
  const segment = fc.oneof(
    fc.string({ maxLength: 12 }),
    fc.constantFrom('%', '%%', '%E0%A4%A', '%ZZ', '%00', '..', '%2e%2e', '[', ']', '@', '\u00e9', '\u{1F987}', 'api', 'call', 'assets'),
  );
  const target = fc.oneof(
    fc.array(segment, { maxLength: 5 }).map((xs) => '/' + xs.join('/')),
    fc.constantFrom('//[', '*', 'http://127.0.0.1/x', '', '/?token=%', '/api/call?%'),
  );
  const method = fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH', 'BREW', '');
  const header = fc.tuple(
    fc.constantFrom('Host', 'Origin', 'x-vitae-token', 'content-type', 'Upgrade', 'X-Junk'),
    fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom('websocket', '-1', 'null', 'evil.example', 'http://127.0.0.1:1', '%', '\u00ff')),
  );
  const body = fc.oneof(
    fc.json(),
    fc.string({ maxLength: 200 }),
    fc.uint8Array({ maxLength: 200 }).map((b) => Buffer.from(b).toString('latin1')),
    fc.constantFrom('{"op":{"toString":1}}', '{"op":"decks.create","input":{"name":{"toString":1}}}'),
  );

  it('the process stays up and malformed requests never get a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(method, target, fc.array(header, { maxLength: 4 }), body, fc.boolean(), async (m, t, hs, b, auth) => {
        const lines = [`${m} ${t} HTTP/1.1`, `Host: 127.0.0.1:${server.port}`];
        if (auth) lines.push(`x-vitae-token: ${server.token}`);
        for (const [k, v] of hs) lines.push(`${k}: ${v.replace(/[\r\n]/g, '')}`);
        const payload = Buffer.from(b, 'latin1');
        lines.push(`content-length: ${payload.length}`, 'Connection: close');
        const status = await raw(Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1'), payload]));
        // every request gets an answer (a bare socket close counts as a failure), never a 5xx
        expect(status).toBeGreaterThanOrEqual(200);
        expect(status).toBeLessThan(500);
      }),
      { seed: Number(process.env.VITAE_FUZZ_SEED ?? 20261125), numRuns: Number(process.env.VITAE_FUZZ_RUNS ?? 250) },
    );
    await stillUp();
  });
});
