/**
 * The corruption matrix at start-up (issue 26, "Tests that keep it so"): a data folder left by a
 * kill (journals not folded) has one of its files damaged in every way we know — each SQLite
 * file and the journals: zero bytes, truncated, garbage in the header, garbage in the middle,
 * deleted, a folder in its place; games.sqlite with and without its `.prev`. For every case the
 * host starts, every confirmed choice that was still in some file is in a file the user can reach
 * (a game that opens, or a file set aside), and the notices name exactly the files set aside.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SqlJsStatic } from 'sql.js';
import { decodeLine } from '../db/journal';
import { LOCK_FILE } from '../db/lock';
import { loadSqlJs } from '../db/sqljs';
import type { JournalLine } from './games-recovery';
import { createHost } from './host';
import { TableClient } from '../testing/table-client';

let SQL: SqlJsStatic;
let base: string;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many operations, read field by field
type Call = (op: string, input: unknown) => Promise<{ ok: boolean; value?: any; error?: { key: string } }>;
const two = [
  { name: 'Ana', kind: 'human' },
  { name: 'Jan', kind: 'human' },
];
let gameB = '';

async function play(call: Call, id: string, n: number): Promise<void> {
  const table = new TableClient(call);
  for (let i = 0; i < n; i++) {
    const q = await table.question(id);
    if (!q) return;
    await table.choose(id, q.seat, q.view.decision!.options[0].id, q.view.step);
  }
}

beforeAll(async () => {
  SQL = await loadSqlJs();
  vi.stubEnv('VITAE_TOY_GAME', '1');
  base = fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-matrix-'));
  // game A: 6 choices checkpointed at close and folded at the next start, then 3 more in its journal;
  // game B: 4 choices, journal only
  const h1 = await createHost({ mode: 'web', version: 't', dataDir: base, systemLocales: ['es'] });
  const call1 = h1.dispatcher.call.bind(h1.dispatcher) as Call;
  await call1('decks.create', {
    content: { name: 'Mazo', edition: 'vekn-current', tableSize: 5, crypt: {}, library: {}, notes: '', tags: [] },
  });
  const a = (await call1('games.create', { game: 'toy', seats: two, seed: 'matrix-a', options: { long: true } })).value.id as string;
  await play(call1, a, 6);
  h1.close();
  const h2 = await createHost({ mode: 'web', version: 't', dataDir: base, systemLocales: ['es'] });
  const call2 = h2.dispatcher.call.bind(h2.dispatcher) as Call;
  await play(call2, a, 3);
  gameB = (await call2('games.create', { game: 'toy', seats: two, seed: 'matrix-b', options: { long: true } })).value.id as string;
  await play(call2, gameB, 4);
  // killed: no close, no fold; the lock of the dead process is left (taken over at the next start)
  fs.rmSync(path.join(base, LOCK_FILE));
});
afterAll(() => vi.unstubAllEnvs());

/** Every choice held by a file of the folder: `<game>:<index>:<option>`, read as a user's tool would. */
function choicesInFiles(dir: string): Set<string> {
  const out = new Set<string>();
  const visit = (d: string) => {
    for (const name of fs.readdirSync(d)) {
      const file = path.join(d, name);
      const st = fs.statSync(file);
      if (st.isDirectory()) {
        if (name === 'journals') visit(file);
        continue;
      }
      if (name.startsWith('games.sqlite')) {
        try {
          const db = new SQL.Database(fs.readFileSync(file));
          for (const [id, record] of db.exec('SELECT id, record FROM games')[0]?.values ?? []) {
            const r = JSON.parse(String(record)) as { choices: { option: string }[] };
            r.choices.forEach((c, i) => out.add(`${id}:${i}:${c.option}`));
          }
          db.close();
        } catch {
          // not readable as a database: its bytes are what is kept
        }
      } else if (/\.journal($|\.unreadable-)/.test(name)) {
        const id = name.slice(0, name.indexOf('.journal'));
        for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
          const e = line ? decodeLine<JournalLine>(line) : null;
          // a checkpoint line holds the whole record
          if (e?.k) e.k.choices.forEach((c, i) => out.add(`${id}:${i}:${c.option}`));
          else if (e) out.add(`${id}:${e.s}:${e.o}`);
        }
      }
    }
  };
  visit(dir);
  return out;
}

/** The choices of the games a user can open, plus everything the files still hold. */
async function reachable(call: Call, dir: string): Promise<Set<string>> {
  const out = choicesInFiles(dir);
  for (const g of (await call('games.list', {})).value as { id: string; unreadable?: boolean }[]) {
    const exported = await call('games.export', { id: g.id });
    expect(exported.ok).toBe(true);
    if (g.unreadable) continue;
    // its table opens (the saved choices replayed, pending bots answered)
    const opened = await call('table.open', { id: g.id });
    expect(opened.ok).toBe(true);
  }
  return out;
}

type Damage = (file: string) => void;
const bytes = (file: string) => fs.readFileSync(file);
const MODES: Record<string, Damage> = {
  'zero bytes': (f) => fs.writeFileSync(f, Buffer.alloc(0)),
  truncated: (f) => fs.writeFileSync(f, bytes(f).subarray(0, Math.floor(bytes(f).length / 2))),
  'garbage in the header': (f) => {
    const b = bytes(f);
    b.fill(0x5a, 0, Math.min(100, b.length));
    fs.writeFileSync(f, b);
  },
  'garbage in the middle': (f) => {
    const b = bytes(f);
    const mid = Math.floor(b.length / 2);
    b.fill(0xa5, Math.max(0, mid - 40), Math.min(b.length, mid + 40));
    fs.writeFileSync(f, b);
  },
  deleted: (f) => fs.rmSync(f, { recursive: true }),
  'a folder in its place': (f) => {
    fs.rmSync(f, { recursive: true });
    fs.mkdirSync(f);
  },
};

interface Case {
  target: string;
  mode: string;
  prev: boolean;
}
const cases: Case[] = [{ target: 'nothing (a kill only)', mode: '-', prev: true }];
for (const mode of Object.keys(MODES)) {
  for (const prev of [true, false]) cases.push({ target: 'games.sqlite', mode, prev });
  cases.push({ target: 'user.sqlite', mode, prev: true });
  cases.push({ target: 'catalog.sqlite', mode, prev: true });
  cases.push({ target: 'a journal', mode, prev: true });
}
for (const mode of ['zero bytes', 'deleted']) cases.push({ target: 'the journals folder', mode, prev: true });

describe('corruption matrix at start-up, with journals left by a kill', () => {
  it.each(cases)('$target: $mode (prev kept: $prev)', async ({ target, mode, prev }) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-matrix-case-'));
    fs.cpSync(base, dir, { recursive: true });
    const confirmed = choicesInFiles(dir);
    const file =
      target === 'a journal'
        ? path.join(dir, 'journals', `${gameB}.journal`)
        : target === 'the journals folder'
          ? path.join(dir, 'journals')
          : path.join(dir, target);
    if (!prev) fs.rmSync(`${file}.prev`, { force: true });
    if (mode !== '-') {
      // a folder damaged as a file: replaced by one
      if (target === 'the journals folder' && mode === 'zero bytes') {
        fs.rmSync(file, { recursive: true });
        fs.writeFileSync(file, '');
      } else MODES[mode](file);
    }
    // what the damage left in some file: all of it must stay reachable
    const existed = [...confirmed].filter((c) => choicesInFiles(dir).has(c));
    const before = new Set(fs.readdirSync(dir));

    const host = await createHost({ mode: 'web', version: 't', dataDir: dir, systemLocales: ['es'] });
    try {
      const call = host.dispatcher.call.bind(host.dispatcher) as Call;
      const info = await call('app.info', {});
      expect(info.ok).toBe(true);
      const after = await reachable(call, dir);
      expect(existed.filter((c) => !after.has(c))).toEqual([]);
      // the notices name every file set aside, and only files that exist
      const notices = info.value.notices as { key: string; params?: Record<string, string | number> }[];
      const named = notices.flatMap((n) => [n.params?.movedTo, n.params?.file].filter((x): x is string => typeof x === 'string'));
      const setAside = fs.readdirSync(dir).filter((n) => n.includes('.unreadable-') && !before.has(n));
      for (const n of setAside) expect(named).toContain(n);
      for (const n of named) expect(fs.existsSync(path.join(dir, n))).toBe(true);
      if (mode === '-') expect(notices).toEqual([]);
    } finally {
      host.close();
    }
  });
});
