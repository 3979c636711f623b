import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Dispatcher } from '../api/dispatcher';
import { createHost, type Host } from '../services/host';
import { startWebServer, type WebServer } from './server';
import { readSocketMessage } from './socket-calls';

let rendererDir: string;
let host: Host;
/** The real services behind the host, as the page reaches them. */
let real: WebServer;
/** A dispatcher that counts its calls and answers when told (`release`). */
let counting: WebServer;
const made: { op: unknown; input: unknown }[] = [];
const held = new Map<string, () => void>();

beforeAll(async () => {
  rendererDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-ws-calls-'));
  fs.writeFileSync(path.join(rendererDir, 'index.html'), '<!doctype html><title>t</title>');
  host = await createHost({ mode: 'web', version: 't', dataDir: null, systemLocales: ['es'], emit: () => undefined });
  real = await startWebServer({ dispatcher: host.dispatcher, rendererDir });
  const dispatcher: Dispatcher = {
    call: async (op, input) => {
      const n = made.push({ op, input });
      const hold = (input as { hold?: string } | null)?.hold;
      if (hold) await new Promise<void>((r) => held.set(hold, r));
      return { ok: true, value: n };
    },
  };
  counting = await startWebServer({ dispatcher, rendererDir });
});
afterAll(async () => {
  await real.close();
  await counting.close();
  host.close();
  fs.rmSync(rendererDir, { recursive: true, force: true });
});

/** The page's socket, open, with every message it receives. */
async function page(server: WebServer, headers: Record<string, string> = {}) {
  const ws = new WebSocket(`ws://127.0.0.1:${server.port}/api/events?token=${server.token}`, { headers });
  const got: { reply?: string | null; result?: { ok: boolean; value?: unknown; error?: { code: string; key: string } } }[] = [];
  const waiters: (() => void)[] = [];
  ws.on('message', (m) => {
    got.push(JSON.parse(String(m)));
    waiters.splice(0).forEach((w) => w());
  });
  await new Promise<void>((resolve, reject) => ws.once('open', () => resolve()).once('error', reject));
  /** The reply with this id (or the next reply with no id). */
  const reply = async (id: string | null) => {
    for (;;) {
      const r = got.find((m) => 'reply' in m && m.reply === id);
      if (r) {
        got.splice(got.indexOf(r), 1);
        return r.result!;
      }
      await new Promise<void>((w) => waiters.push(w));
    }
  };
  const call = (id: string, op: string, input: unknown) => {
    ws.send(JSON.stringify({ call: id, op, input }));
    return reply(id);
  };
  return { ws, reply, call };
}

const httpCall = async (server: WebServer, body: unknown, id?: string) => {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-vitae-token': server.token };
  if (id) headers['x-vitae-call'] = id;
  const res = await fetch(`http://127.0.0.1:${server.port}/api/call`, { method: 'POST', headers, body: JSON.stringify(body) });
  return (await res.json()) as unknown;
};

describe('service calls on the page’s WebSocket', () => {
  it('answers a call with the same result as over HTTP', async () => {
    const p = await page(real);
    expect(await p.call('ws-call-0001', 'settings.get', {})).toEqual(await httpCall(real, { op: 'settings.get', input: {} }));
    expect(await p.call('ws-call-0002', 'settings.get', {})).toEqual({
      ok: true,
      value: { language: 'es', languageChosen: false, imageFolder: null },
    });
    p.ws.close();
  });

  it('checks operation and input with the contract, the same typed errors as over HTTP', async () => {
    const p = await page(real);
    for (const [op, input] of [
      ['settings.set', { language: 'xx' }],
      ['no.such.op', {}],
      ['cards.search', { query: 7 }],
    ] as const) {
      const viaSocket = await p.call(`ws-bad-${op.replace(/\./g, '-')}`, op, input);
      expect(viaSocket.ok).toBe(false);
      expect(viaSocket).toEqual(await httpCall(real, { op, input }));
    }
    // nothing changed
    expect((await p.call('ws-call-0003', 'settings.get', {})).value).toMatchObject({ language: 'es' });
    p.ws.close();
  });

  it('answers each call under its own id, in the order the answers are ready', async () => {
    const p = await page(counting);
    const slow = p.call('ws-slow-0001', 'settings.get', { hold: 'slow' });
    const quick = await p.call('ws-quick-001', 'settings.get', {});
    expect(quick.ok).toBe(true);
    held.get('slow')!();
    const late = await slow;
    expect(late.ok).toBe(true);
    // each answer is its own call's (the slow one was made first)
    expect(late.value).toBe((quick.value as number) - 1);
    p.ws.close();
  });

  it('makes a call once when the same id arrives twice, over the socket or over HTTP', async () => {
    const p = await page(counting);
    const before = made.length;
    const first = p.call('ws-twice-0001', 'settings.get', { hold: 'twice' });
    const again = p.call('ws-twice-0001', 'settings.get', { hold: 'twice' });
    const overHttp = httpCall(counting, { op: 'settings.get', input: { hold: 'twice' } }, 'ws-twice-0001');
    await new Promise((r) => setTimeout(r, 50));
    held.get('twice')!();
    const [a, b, c] = await Promise.all([first, again, overHttp]);
    expect(made.length - before).toBe(1);
    expect(b).toEqual(a);
    expect(c).toEqual(a);
    p.ws.close();
  });

  it('refuses a message that is not a call, makes nothing and keeps the socket', async () => {
    const p = await page(counting);
    const before = made.length;
    for (const bad of [
      '{nope',
      '[1,2]',
      'null',
      '"settings.get"',
      JSON.stringify({ op: 'settings.get', input: {} }),
      JSON.stringify({ call: 'short', op: 'settings.get' }),
      JSON.stringify({ call: { x: 1 }, op: 'settings.get' }),
    ]) {
      p.ws.send(bad);
      expect(await p.reply(null)).toMatchObject({ ok: false, error: { code: 'invalid_input', key: 'invalid_json' } });
    }
    p.ws.send(Buffer.from([0x7b, 0x7d]), { binary: true });
    expect(await p.reply(null)).toMatchObject({ ok: false, error: { key: 'invalid_json' } });
    expect(made.length).toBe(before);
    expect((await p.call('ws-after-0001', 'settings.get', {})).ok).toBe(true);
    p.ws.close();
  });

  it('closes the socket on a message over 64 KiB and makes nothing', async () => {
    const p = await page(counting);
    const before = made.length;
    const closed = new Promise<number>((r) => p.ws.once('close', (code) => r(code)));
    p.ws.send(JSON.stringify({ call: 'ws-huge-0001', op: 'settings.get', input: { pad: 'x'.repeat(70 * 1024) } }));
    expect(await closed).toBe(1009);
    expect(made.length).toBe(before);
  });

  it('carries calls only for a socket opened with the token, from the host’s own origin', async () => {
    const refused = (url: string, headers: Record<string, string> = {}) =>
      new Promise<boolean>((resolve) => {
        const ws = new WebSocket(url, { headers });
        ws.on('open', () => {
          ws.close();
          resolve(false);
        });
        ws.on('error', () => resolve(true));
      });
    const base = `ws://127.0.0.1:${counting.port}/api/events`;
    expect(await refused(`${base}?token=nope`)).toBe(true);
    expect(await refused(base)).toBe(true);
    expect(await refused(`${base}?token=${counting.token}`, { origin: 'http://evil.example' })).toBe(true);
    expect(await refused(`${base}?token=${counting.token}`, { host: 'evil.example' })).toBe(true);
    // the page's own origin is accepted
    const p = await page(counting, { origin: `http://127.0.0.1:${counting.port}` });
    expect((await p.call('ws-origin-001', 'settings.get', {})).ok).toBe(true);
    p.ws.close();
  });
});

describe('reading a socket message', () => {
  it('takes text, array and buffer frames alike', () => {
    const text = JSON.stringify({ call: 'abcdefgh', op: 'x', input: 1 });
    expect(readSocketMessage(Buffer.from(text), false)).toEqual({ kind: 'call', id: 'abcdefgh', op: 'x', input: 1 });
    expect(readSocketMessage([Buffer.from(text.slice(0, 5)), Buffer.from(text.slice(5))], false)).toMatchObject({ kind: 'call' });
    expect(readSocketMessage(new Uint8Array(Buffer.from(text)).buffer, false)).toMatchObject({ kind: 'call' });
    expect(readSocketMessage(Buffer.from(text), true)).toMatchObject({ kind: 'refused' });
  });
});
