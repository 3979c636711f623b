/**
 * kill -9 of the real browser host while the four games take choices and undos (issue 26,
 * "kill-loop with undo"). After each kill, a copy of the data folder is opened the way a start
 * opens it: every game holds exactly its acknowledged choices, or those plus the one operation in
 * flight; an undone choice never comes back; the only notice allowed is a torn journal line.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlJsStatic } from 'sql.js';
import { gamesMigrations } from '../db/migrations/games';
import { Journal } from '../db/journal';
import { loadSqlJs } from '../db/sqljs';
import { Store } from '../db/store';
import type { StartupNotice } from '../api/ops/app';
import { GameService } from './games';
import type { JournalLine } from './games-recovery';
import { TableClient } from '../testing/table-client';

const KILLS = Number(process.env.VITAE_KILLS ?? 4);
let bundle: string;
let dataDir: string;
let SQL: SqlJsStatic;
let child: ChildProcess | null = null;

beforeAll(async () => {
  SQL = await loadSqlJs();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-kill-undo-'));
  bundle = path.join(dir, 'web.cjs');
  // the entry point of `npm run web`, bundled here so the test does not depend on out/
  await build({
    entryPoints: [path.join(__dirname, '..', 'web', 'index.ts')],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    outfile: bundle,
    logLevel: 'error',
  });
  dataDir = path.join(dir, 'data');
});
afterAll(() => {
  child?.kill('SIGKILL');
});

interface Running {
  proc: ChildProcess;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many operations, read field by field
  call(op: string, input: unknown): Promise<{ ok: boolean; value?: any; error?: { key: string } }>;
}

function start(): Promise<Running> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, [bundle, '--data-dir', dataDir], {
      cwd: path.join(__dirname, '..', '..'),
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, LANG: 'es_ES.UTF-8' },
    });
    child = proc;
    let out = '';
    let err = '';
    proc.stderr!.on('data', (c) => (err += c));
    proc.stdout!.on('data', (c) => {
      out += c;
      const m = /http:\/\/127\.0\.0\.1:(\d+)\/\?token=([a-f0-9]+)/.exec(out);
      if (!m) return;
      const [, port, token] = m;
      resolve({
        proc,
        async call(op, input) {
          const r = await fetch(`http://127.0.0.1:${port}/api/call`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-vitae-token': token },
            body: JSON.stringify({ op, input }),
          });
          return r.json();
        },
      });
    });
    proc.on('exit', (code) => reject(new Error(`host exited (${code}) before its URL: ${err}`)));
  });
}

function seeded(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t ^= t + Math.imul(t ^ (t >>> 7), 61 | t);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Choice = { seat: number; option: string };
type Op = { kind: 'choose'; choice: Choice } | { kind: 'undo' };

const seats = (n: number) => ['Ana', 'Jan', 'Ola', 'Eva', 'Iza'].slice(0, n).map((name) => ({ name, kind: 'human' }));
const GAMES = [
  { game: 'vtes', seats: seats(2), config: { decks: [{ starter: 'brujah' }, { starter: 'ventrue' }] } },
  { game: 'vendetta', seats: seats(3) },
  { game: 'bloodborne', seats: seats(3) },
  { game: 'nights', seats: seats(5) },
];

/** What a start makes of a copy of the folder: each game's choices, and the notices. */
function reopenCopy(): { choices: (id: string) => Choice[]; notices: StartupNotice[] } {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-kill-undo-copy-'));
  fs.cpSync(dataDir, copy, { recursive: true });
  const store = Store.open(SQL, { file: path.join(copy, 'games.sqlite'), migrations: gamesMigrations });
  const notices: StartupNotice[] = [];
  const svc = new GameService(store, undefined, undefined, {
    journal: new Journal<JournalLine>(path.join(copy, 'journals')),
    notices,
    idleCheckpointMs: 0,
  });
  return { choices: (id) => svc.savedRecord(id).choices, notices: [...store.notices.map((n) => ({ key: n.kind })), ...notices] };
}

const after = (choices: Choice[], op: Op | null): Choice[] =>
  !op ? choices : op.kind === 'undo' ? choices.slice(0, -1) : [...choices, op.choice];

describe('kill -9 during choices and undos in all four games', () => {
  it(`${KILLS} kills: no acknowledged choice lost, no undone choice back`, { timeout: 300_000 }, async () => {
    const random = seeded(20261206);
    const ids: string[] = [];
    const acked = new Map<string, Choice[]>();
    const inFlight = new Map<string, Op | null>();
    let undos = 0;
    const chosen = new Map<string, number>();

    for (let round = 0; round <= KILLS; round++) {
      if (round > 0) {
        const { choices, notices } = reopenCopy();
        expect(notices.map((n) => n.key).filter((k) => k !== 'game_journal_torn')).toEqual([]);
        for (const id of ids) {
          const got = choices(id);
          const want = acked.get(id)!;
          const landed = after(want, inFlight.get(id) ?? null);
          expect([want, landed]).toContainEqual(got);
          acked.set(id, got);
          inFlight.set(id, null);
        }
      }
      const host = await start();
      // a new process: the tables open again, under new tokens
      const table = new TableClient(host.call);
      if (round === 0) {
        for (const g of GAMES) {
          const r = await host.call('games.create', { ...g, seed: `kill-undo-${g.game}` });
          expect(r.error ?? null).toBeNull();
          ids.push(r.value.id);
          acked.set(r.value.id, []);
        }
      }
      if (round === KILLS) {
        host.proc.kill('SIGTERM');
        await new Promise((r) => host.proc.once('exit', r));
        break;
      }
      let dead = false;
      host.proc.once('exit', () => (dead = true));
      // the kill lands at a random moment after the round's 8th acknowledged operation (two per
      // game on average, whatever the machine's load)
      const killAt = random() * 200;
      let acks = 0;
      const ack = () => {
        if (++acks === 8) setTimeout(() => host.proc.kill('SIGKILL'), killAt);
      };
      for (let i = 0; !dead; i++) {
        if (i === 400 && acks < 8) host.proc.kill('SIGKILL'); // never spin: games that all ended are killed too
        const id = ids[i % ids.length];
        const mine = acked.get(id)!;
        try {
          const last = mine[mine.length - 1];
          if (last && random() < 0.3) {
            inFlight.set(id, { kind: 'undo' });
            // the table's undo of the last own choice (no bots, no standing passes here: one choice)
            const r = await table.undo(id, last.seat, mine.length);
            if (r.ok) {
              acked.set(id, mine.slice(0, -1));
              undos++;
              ack();
            }
            inFlight.set(id, null);
            continue;
          }
          const q = await table.question(id);
          if (!q) continue;
          const options: { id: string }[] = q.view.decision?.options ?? [];
          if (!options.length) continue;
          const choice = { seat: q.seat, option: options[Math.floor(random() * options.length)].id };
          inFlight.set(id, { kind: 'choose', choice });
          const r = await table.choose(id, choice.seat, choice.option, q.view.step);
          if (r.ok) {
            acked.set(id, [...mine, choice]);
            chosen.set(id, (chosen.get(id) ?? 0) + 1);
            ack();
          }
          inFlight.set(id, null);
        } catch {
          // the connection died with the process: this operation is the one in flight
        }
      }
    }
    expect(undos).toBeGreaterThan(0);
    for (const id of ids) expect(chosen.get(id) ?? 0).toBeGreaterThan(0);
  });
});
