/**
 * kill -9 against the real browser host (issue 9, fault-injection suite (b)): a real process on
 * real files receives a stream of game choices, deck drafts and new decks, and is killed with
 * SIGKILL at a seeded random moment, ten times over. After each kill a new process starts on the
 * same folder: every file opens without a notice of damage, the stale lock is taken over, and
 * nothing that was acknowledged is missing.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from '../db/lock';
import { TableClient } from '../testing/table-client';

const KILLS = Number(process.env.VITAE_KILLS ?? 10);
let bundle: string;
let dataDir: string;
let child: ChildProcess | null = null;

beforeAll(async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-kill-'));
  bundle = path.join(dir, 'web.cjs');
  // the same entry point as `npm run web`, bundled here so the test does not depend on out/
  await build({
    entryPoints: [path.join(__dirname, 'index.ts')],
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

/** Starts the host on the data folder and waits for the URL it prints. */
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

/** sfc32-like tiny generator: the kill moments are the same on every run. */
function seeded(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t ^= t + Math.imul(t ^ (t >>> 7), 61 | t);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const deckContent = (name: string, notes = '') => ({
  name,
  edition: 'vekn-current',
  tableSize: 5,
  crypt: {},
  library: {},
  notes,
  tags: [],
});

describe('kill -9 at random moments loses no acknowledged choice or draft', () => {
  it(`${KILLS} kills`, { timeout: 240_000 }, async () => {
    const random = seeded(20261125);
    // acknowledged so far: these must survive every kill
    const decks = new Set<string>();
    let draftDeck = '';
    let draftN = -1;
    let gameId = '';
    let gameStep = 0;
    let acks = 0;

    for (let round = 0; round <= KILLS; round++) {
      const host = await start();
      // every file opened cleanly: no file was set aside or restored from its copy
      const info = await host.call('app.info', {});
      expect(info.ok).toBe(true);
      // (a kill during a journal append leaves a torn line: the choice in flight, dropped and said)
      expect(info.value.notices.map((n: { key: string }) => n.key).filter((k: string) => k !== 'game_journal_torn')).toEqual([]);
      // nothing acknowledged is missing
      const list = await host.call('decks.list', {});
      const names = new Set<string>(list.value.map((d: { name: string }) => d.name));
      for (const d of decks) expect(names.has(d)).toBe(true);
      if (draftDeck) {
        const deck = await host.call('decks.get', { id: draftDeck });
        const saved = Number(String(deck.value.draft?.content.notes ?? '-1'));
        expect(saved).toBeGreaterThanOrEqual(draftN);
        draftN = saved;
      }
      // a new process: the table opens again, under new tokens
      const table = new TableClient(host.call);
      if (gameId) {
        const view = await host.call('games.view', { id: gameId, seat: 'public' });
        expect(view.value.step).toBeGreaterThanOrEqual(gameStep);
        gameStep = view.value.step;
      } else {
        const g = await host.call('games.create', {
          game: 'vendetta',
          seats: ['Ana', 'Jan', 'Ola', 'Eva'].map((name) => ({ name, kind: 'human' })),
          seed: 'kill',
        });
        gameId = g.value.id;
        const d = await host.call('decks.create', { content: deckContent('Draft target') });
        draftDeck = d.value.id;
        decks.add('Draft target');
      }
      if (round === KILLS) {
        host.proc.kill('SIGTERM');
        await new Promise((r) => host.proc.once('exit', r));
        break;
      }

      // a stream of writes; the kill lands somewhere inside it
      let dead = false;
      host.proc.once('exit', () => (dead = true));
      const killAt = random() * 400;
      let armed = false;
      // the kill lands at a random moment after the round's first acknowledged write
      const acked = () => {
        acks++;
        if (!armed) setTimeout(() => host.proc.kill('SIGKILL'), killAt);
        armed = true;
      };
      for (let i = 0; !dead; i++) {
        try {
          const kind = i % 3;
          if (kind === 0) {
            const q = await table.question(gameId);
            if (!q) continue;
            const option = q.view.decision?.options[0]?.id;
            if (!option) continue;
            const r = await table.choose(gameId, q.seat, option, q.view.step);
            if (r.ok) {
              gameStep = r.value.step;
              acked();
            }
          } else if (kind === 1) {
            const n = draftN + 1;
            const r = await host.call('decks.saveDraft', { id: draftDeck, content: deckContent('Draft target', String(n)) });
            if (r.ok) {
              draftN = n;
              acked();
            }
          } else {
            const name = `Deck ${round}-${i}`;
            const r = await host.call('decks.create', { content: deckContent(name) });
            if (r.ok) {
              decks.add(name);
              acked();
            }
          }
        } catch {
          // the connection died with the process: that call was never acknowledged
        }
      }
      // the lock of the killed process is left behind; the next start must take it over
      expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(true);
    }
    expect(acks).toBeGreaterThan(KILLS);
    expect(gameStep).toBeGreaterThan(0);
  });
});
