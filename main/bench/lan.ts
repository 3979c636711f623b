/**
 * Suite 'lan' (issue 31 item 7): the time from a choice sent to the LAN table until every client
 * has its update, with 8 clients. A Nights of Blood game of eight human seats is opened on
 * 127.0.0.1; each client holds one seat's token, listens on the event stream and, on each
 * `table.changed`, pulls its own view over HTTP (what a seat page does). The seat that must answer
 * answers through its own client; the choice's time runs from sending it until the last of the 8
 * clients holds a view of the new step. Reported: p50 and p95 of that (the slowest client), and of
 * each client's own update.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import type { SeatViewDto } from '../engine/dto';
import { createHost } from '../services/host';
import { lanProvider } from '../lan/provider';
import { percentile, report, type Bench } from './harness';

const CLIENTS = 8;
const CHOICES = 200;

interface Client {
  seat: number;
  token: string;
  view: SeatViewDto | null;
  /** Resolvers waiting for a view of at least this step. */
  waiting: { step: number; done: (at: number) => void }[];
}

function post<T>(agent: http.Agent, port: number, token: string, op: string, input: Record<string, unknown>): Promise<T> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/table/call',
        method: 'POST',
        agent,
        headers: { 'x-vitae-seat': token, 'content-type': 'application/json' },
      },
      (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () => {
          const r = JSON.parse(text) as { ok: boolean; value?: T; error?: { key: string } };
          if (r.ok) resolve(r.value as T);
          else reject(new Error(`${op}: ${r.error?.key}`));
        });
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify({ op, input }));
  });
}

function pick(ids: string[]): string {
  const has = (p: string) => ids.find((x) => x === p || x.startsWith(p));
  if (ids.includes('take') || ids.includes('dodge')) return has('dodge') ?? 'take';
  if (ids.includes('end')) return has('atk:') ?? has('play:') ?? 'end';
  return ids[0];
}

export const lanBench: Bench = async () => {
  const bundleDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-bench-lan-'));
  fs.writeFileSync(path.join(bundleDir, 'seat.html'), '<!doctype html>');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-bench-lan-data-'));
  const host = await createHost({
    mode: 'web',
    version: 'bench',
    dataDir,
    systemLocales: ['es'],
    // the 8 clients share one address here (each phone has its own): no request budget in the way
    lan: lanProvider(bundleDir, undefined, { perSecond: 1e6, burst: 1e6 }),
  });
  const call = async <T>(op: string, input: unknown): Promise<T> => {
    const r = await host.dispatcher.call(op, input);
    if (!r.ok) throw new Error(`${op}: ${r.error.key}`);
    return r.value as T;
  };
  const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS * 2 });
  const sockets: WebSocket[] = [];
  try {
    const seats = Array.from({ length: CLIENTS }, (_, i) => ({ name: `P${i + 1}`, kind: 'human' }));
    const table = (await call<{ id: string }>('games.create', { game: 'nights', seats, config: { players: CLIENTS }, seed: 'bench-lan' }))
      .id;
    await call('table.open', { id: table });
    const { port } = await call<{ port: number }>('lan.open', { table, address: '127.0.0.1' });
    const clients: Client[] = [];
    for (let seat = 0; seat < CLIENTS; seat++) {
      const { token } = await call<{ token: string }>('table.issue', { table, seat });
      clients.push({ seat, token, view: null, waiting: [] });
    }
    const pull = async (c: Client) => {
      c.view = await post<SeatViewDto>(agent, port, c.token, 'table.view', {});
      const at = performance.now();
      c.waiting = c.waiting.filter((w) => (c.view!.step >= w.step ? (w.done(at), false) : true));
    };
    await Promise.all(
      clients.map(
        (c) =>
          new Promise<void>((resolve, reject) => {
            const ws = new WebSocket(`ws://127.0.0.1:${port}/table/events`);
            sockets.push(ws);
            ws.on('open', () => ws.send(JSON.stringify({ token: c.token })));
            ws.on('error', reject);
            ws.on('message', (m) => {
              const msg = JSON.parse(String(m)) as { name: string; payload: { step?: number } };
              if (msg.name === 'table.ready') pull(c).then(resolve, reject);
              else if (msg.name === 'table.changed' && (msg.payload.step ?? 0) > (c.view?.step ?? -1)) void pull(c);
            });
          }),
      ),
    );
    const slowest: number[] = [];
    const each: number[] = [];
    for (let i = 0; i < CHOICES; i++) {
      const answering = clients.find((c) => c.view?.decision);
      if (!answering || answering.view!.result) break;
      const { step, decision } = answering.view!;
      const option = pick(decision!.options.map((o) => o.id));
      const t0 = performance.now();
      const arrived = clients.map((c) => new Promise<number>((done) => c.waiting.push({ step: step + 1, done })));
      await post(agent, port, answering.token, 'table.choose', { step, option });
      const times = (await Promise.all(arrived)).map((t) => t - t0);
      each.push(...times);
      slowest.push(Math.max(...times));
    }
    slowest.sort((a, b) => a - b);
    each.sort((a, b) => a - b);
    const extra = { clients: CLIENTS, choices: slowest.length, game: 'nights' };
    report('lan.choiceToAllClients.p50', percentile(slowest, 50), 'ms', extra);
    report('lan.choiceToAllClients.p95', percentile(slowest, 95), 'ms', extra);
    report('lan.choiceToOneClient.p50', percentile(each, 50), 'ms', extra);
    report('lan.choiceToOneClient.p95', percentile(each, 95), 'ms', extra);
  } finally {
    for (const ws of sockets) ws.terminate();
    agent.destroy();
    await host.lan.stopAll();
    host.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(bundleDir, { recursive: true, force: true });
  }
};
