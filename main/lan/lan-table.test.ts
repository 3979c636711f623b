/**
 * The LAN table over a real host (issue 31 item 5): a Nights of Blood game of five opened to the
 * loopback address, each seat reached only with its own token through the LAN server. Loopback
 * only: never a private or public address.
 */
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createHost, type Host } from '../services/host';
import type { SeatViewDto } from '../engine/dto';
import type { TableTurn } from '../services/table-types';
import { lanProvider } from './provider';

let host: Host;
let table: string;
let origin: string;
let port: number;
const tokens: string[] = [];

async function call<T>(op: string, input: unknown): Promise<T> {
  const r = await host.dispatcher.call(op, input);
  if (!r.ok) throw new Error(`${op}: ${r.error.code}/${r.error.key}`);
  return r.value as T;
}

interface Reply {
  status: number;
  body: { ok: boolean; value?: unknown; error?: { code: string; key: string } };
}
function seatCall(token: string, op: string, input: Record<string, unknown> = {}, headers: Record<string, string> = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, path: '/table/call', method: 'POST', agent: false, headers: { 'x-vitae-seat': token, ...headers } },
      (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () => {
          let body: Reply['body'];
          try {
            body = JSON.parse(text) as Reply['body'];
          } catch {
            body = { ok: false };
          }
          resolve({ status: res.statusCode ?? 0, body });
        });
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify({ op, input }));
  });
}
const value = <T>(r: Reply) => {
  if (!r.body.ok) throw new Error(`${r.status} ${r.body.error?.key}`);
  return r.body.value as T;
};
const stepNow = async () => (await call<{ step: number }>('table.info', { table })).step;

/** The seat that must answer now, from any seat's own `table.turn`. */
async function whoAnswers(): Promise<{ seat: number; step: number }> {
  for (let s = 0; s < tokens.length; s++) {
    const turn = value<TableTurn>(await seatCall(tokens[s], 'table.turn'));
    if (turn.kind === 'answer') return { seat: turn.seat, step: turn.step };
  }
  throw new Error('nobody answers');
}

beforeAll(async () => {
  const bundleDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-lan-bundle-'));
  fs.writeFileSync(path.join(bundleDir, 'seat.html'), '<!doctype html><title>seat</title>');
  host = await createHost({ mode: 'web', version: 't', dataDir: null, systemLocales: ['es'], lan: lanProvider(bundleDir) });
  const seats = ['Ana', 'Jan', 'Eva', 'Olek', 'Marta'].map((name) => ({ name, kind: 'human' }));
  table = (await call<{ id: string }>('games.create', { game: 'nights', seats, seed: 'lan-table' })).id;
  await call('table.open', { id: table });
  for (let s = 0; s < 5; s++) tokens.push((await call<{ token: string }>('table.issue', { table, seat: s })).token);
  const st = await call<{ origin: string; port: number }>('lan.open', { table, address: '127.0.0.1' });
  origin = st.origin;
  port = st.port;
});
afterAll(() => host.close());

describe('a seat token over the LAN reaches its own seat only', () => {
  it('opens on the chosen loopback address and says where', async () => {
    expect(origin).toBe(`http://127.0.0.1:${port}`);
    expect(await call('lan.status', { table })).toEqual({ table, origin, address: '127.0.0.1', port });
  });

  it('seat A naming seat B’s token in its input still gets its own view (never B’s hidden sect)', async () => {
    for (let s = 0; s < 5; s++) {
      const other = tokens[(s + 1) % 5];
      const v = value<SeatViewDto>(await seatCall(tokens[s], 'table.view', { token: other, table: 'another-table' }));
      expect(v.seat).toBe(s);
    }
    const a = JSON.stringify(value<SeatViewDto>(await seatCall(tokens[0], 'table.view')).view);
    const b = JSON.stringify(value<SeatViewDto>(await seatCall(tokens[1], 'table.view')).view);
    expect(a).not.toEqual(b);
  });

  it('seat A answering seat B’s question is refused and changes nothing', async () => {
    const { seat, step } = await whoAnswers();
    const other = (seat + 1) % 5;
    const question = value<SeatViewDto>(await seatCall(tokens[seat], 'table.view'));
    const option = question.decision!.options[0].id;
    const r = await seatCall(tokens[other], 'table.choose', { step, option, token: tokens[seat] });
    expect(r.body.ok).toBe(false);
    expect(await stepNow()).toBe(step);
  });

  it('two devices answering the same question at once: one wins, the other is told, one step made', async () => {
    const { seat, step } = await whoAnswers();
    const d = value<SeatViewDto>(await seatCall(tokens[seat], 'table.view')).decision!;
    const [x, y] = await Promise.all([
      seatCall(tokens[seat], 'table.choose', { step, option: d.options[0].id }),
      seatCall(tokens[seat], 'table.choose', { step, option: d.options[d.options.length - 1].id }),
    ]);
    const oks = [x, y].filter((r) => r.body.ok);
    const refused = [x, y].filter((r) => !r.body.ok);
    expect(oks).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(['stale_step', 'not_your_decision']).toContain(refused[0].body.error!.key);
    expect(await stepNow()).toBeGreaterThan(step);
  });

  it.each([
    ['games.view', () => ({ id: table, seat: 1 })],
    ['games.delete', () => ({ id: table })],
    ['games.list', () => ({})],
    ['settings.set', () => ({ language: 'pl' })],
    ['decks.list', () => ({})],
    ['cards.search', () => ({ query: 'a' })],
    ['table.issue', () => ({ table, seat: 1 })],
    ['table.assign', () => ({ table, seat: 1, to: 'bot' })],
    ['table.close', () => ({ table })],
    ['lan.close', () => ({ table })],
  ])('refuses %s to a seat token; nothing changes', async (op, input) => {
    const before = await call('table.info', { table });
    const r = await seatCall(tokens[0], op, input());
    expect(r.status).toBe(403);
    expect(r.body.error).toEqual({ code: 'unauthorized', key: 'table_op_forbidden' });
    expect(await call('table.info', { table })).toEqual(before);
    expect(await call('lan.status', { table })).not.toBeNull();
  });

  it('refuses another table’s token and a forged Host', async () => {
    const seats = [
      { name: 'X', kind: 'human' },
      { name: 'Y', kind: 'human' },
      { name: 'Z', kind: 'human' },
    ];
    const other = (await call<{ id: string }>('games.create', { game: 'vendetta', seats, seed: 'lan-other' })).id;
    await call('table.open', { id: other });
    const foreign = (await call<{ token: string }>('table.issue', { table: other, seat: 0 })).token;
    const r = await seatCall(foreign, 'table.view', { table: other });
    expect([r.status, r.body.error?.key]).toEqual([401, 'seat_token_invalid']);
    const forged = await seatCall(tokens[0], 'table.view', {}, { host: `evil.example:${port}` });
    expect(forged.status).toBe(403);
  });

  it('pushes table.changed to every seat page, and a revoked token loses its stream and its calls', async () => {
    const streams = await Promise.all(
      [2, 3].map(
        (s) =>
          new Promise<{ ws: WebSocket; got: { name: string; payload: { step?: number } }[]; closed: Promise<number> }>((resolve) => {
            const ws = new WebSocket(`ws://127.0.0.1:${port}/table/events`);
            const got: { name: string; payload: { step?: number } }[] = [];
            const closed = new Promise<number>((r) => ws.on('close', (c) => r(c)));
            ws.on('message', (m) => {
              got.push(JSON.parse(String(m)));
              if (got.length === 1) resolve({ ws, got, closed });
            });
            ws.on('open', () => ws.send(JSON.stringify({ token: tokens[s] })));
          }),
      ),
    );
    const { seat, step } = await whoAnswers();
    const d = value<SeatViewDto>(await seatCall(tokens[seat], 'table.view')).decision!;
    value(await seatCall(tokens[seat], 'table.choose', { step, option: d.options[0].id }));
    for (let i = 0; i < 100 && streams.some((x) => x.got.length < 2); i++) await new Promise((r) => setTimeout(r, 10));
    for (const x of streams) expect(x.got[1]).toEqual({ name: 'table.changed', payload: { table, step: step + 1 } });
    await call('table.revoke', { table, seat: 3 });
    expect(await streams[1].closed).toBe(4401);
    const r = await seatCall(tokens[3], 'table.view');
    expect([r.status, r.body.error?.key]).toEqual([401, 'seat_token_invalid']);
    streams[0].ws.close();
  });

  it('refuses an address that is not this machine’s', async () => {
    const r = await host.dispatcher.call('lan.open', { table, address: '192.0.2.1' });
    expect(r.ok ? null : r.error.key).toBe('lan_address_unknown');
  });

  it('closing the table closes the port', async () => {
    await call('table.close', { table });
    expect(await call('lan.status', { table })).toBeNull();
    const code = await new Promise<string>((resolve) => {
      const c = net.connect(port, '127.0.0.1');
      c.on('connect', () => resolve('connected'));
      c.on('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? 'error'));
    });
    expect(code).toBe('ECONNREFUSED');
  });
});
