/**
 * Autosave through per-game journals (issue 14, item 1): a choice is one fsynced line, whatever
 * the number of saved games; journals are folded at checkpoints and recovered at start; every
 * crash point loses at most the choice in flight.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SqlJsStatic } from 'sql.js';
import { gamesMigrations } from '../db/migrations/games';
import { decodeLine, Journal, nodeJournalFs, type JournalFs } from '../db/journal';
import { loadSqlJs } from '../db/sqljs';
import { nodePersistFs, Store, type PersistFs } from '../db/store';
import { toyModule } from '../engine/testing/toy';
import type { AnyModule } from '../engine/session';
import { gameRegistry } from '../games/registry';
import type { StartupNotice } from '../api/ops/app';
import { GameService, type JournalLine } from './games';

let SQL: SqlJsStatic;
beforeAll(async () => {
  SQL = await loadSqlJs();
});

const two = [
  { name: 'Ana', kind: 'human' as const },
  { name: 'Jan', kind: 'human' as const },
];

interface Folder {
  dir: string;
  file: string;
  journals: string;
}
const folder = (): Folder => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-journal-'));
  return { dir, file: path.join(dir, 'games.sqlite'), journals: path.join(dir, 'journals') };
};

/** A service as the host builds it; `persist` counts whole-image writes of games.sqlite. */
function open(f: Folder, opts: { jfs?: JournalFs; pfs?: PersistFs; notices?: StartupNotice[]; every?: number; idleMs?: number } = {}) {
  const counter = { images: 0 };
  const pfs: PersistFs = {
    ...(opts.pfs ?? nodePersistFs),
    writeFileSync(file, data) {
      counter.images++;
      (opts.pfs ?? nodePersistFs).writeFileSync(file, data);
    },
  };
  const store = Store.open(SQL, { file: f.file, migrations: gamesMigrations, fsImpl: pfs });
  const journal = new Journal<JournalLine>(f.journals, opts.jfs ?? nodeJournalFs);
  const svc = new GameService(store, gameRegistry([toyModule as AnyModule]), undefined, {
    journal,
    notices: opts.notices,
    checkpointEvery: opts.every,
    idleCheckpointMs: opts.idleMs ?? 0,
  });
  return { svc, store, counter, journal };
}

/** Plays `n` choices, always the first option of whoever must answer. */
function play(svc: GameService, id: string, n: number): void {
  for (let i = 0; i < n; i++) {
    const next = svc.next(id);
    if (!next) return;
    svc.choose(id, next.seat, svc.view(id, next.seat).decision!.options[0].id);
  }
}

describe('a choice is a journal append, not a rewrite of games.sqlite', () => {
  it('no whole-image write per choice; the journal grows by one line each', () => {
    const f = folder();
    const { svc, counter } = open(f);
    const { id } = svc.create({ game: 'toy', seats: two, seed: 'j1', options: { long: true } });
    const before = counter.images;
    play(svc, id, 6);
    expect(counter.images).toBe(before);
    const lines = fs
      .readFileSync(path.join(f.journals, `${id}.journal`), 'utf8')
      .trim()
      .split('\n');
    expect(lines.length).toBe(6);
    expect(decodeLine(lines[0])).toMatchObject({
      g: 0,
      s: 0,
      seat: expect.any(Number),
      o: expect.any(String),
      r: { game: 'toy', seed: 'j1' },
    });
    // the list shows the progress of the journal, not of the last fold
    expect(svc.list()[0].steps).toBe(6);
  });

  it('the bytes written per choice do not depend on how many games are saved', () => {
    const sizes: number[] = [];
    for (const saved of [0, 40]) {
      const f = folder();
      const { svc } = open(f);
      for (let g = 0; g < saved; g++) play(svc, svc.create({ game: 'toy', seats: two, seed: `other${g}` }).id, 3);
      const { id } = svc.create({ game: 'toy', seats: two, seed: 'measured', options: { long: true } });
      svc.checkpointAll();
      const dbBefore = fs.statSync(f.file).mtimeMs;
      play(svc, id, 4);
      sizes.push(fs.statSync(path.join(f.journals, `${id}.journal`)).size);
      expect(fs.statSync(f.file).mtimeMs).toBe(dbBefore);
    }
    expect(sizes[1]).toBe(sizes[0]);
  });

  it("checkpoints every CHECKPOINT lines, on undo and on close rewrite the game's journal alone; the next start folds", () => {
    const f = folder();
    const { svc, counter } = open(f, { every: 4 });
    const { id } = svc.create({ game: 'toy', seats: two, seed: 'j2', options: { long: true } });
    const start = counter.images;
    const journalLines = () =>
      fs
        .readFileSync(path.join(f.journals, `${id}.journal`), 'utf8')
        .trim()
        .split('\n');
    play(svc, id, 4);
    // one line holding the 4 choices, at the next generation
    expect(journalLines().map((l) => decodeLine<JournalLine>(l))).toEqual([
      expect.objectContaining({ g: 1, s: 4, k: expect.objectContaining({ choices: svc.session(id).record().choices }) }),
    ]);
    expect(svc.savedRecord(id).choices.length).toBe(4);
    play(svc, id, 1);
    expect(journalLines().length).toBe(2);
    const seat = svc.next(id)!.seat;
    const prev = (seat + 1) % 2;
    svc.undo(id, prev);
    expect(journalLines().map((l) => decodeLine<JournalLine>(l)!.g)).toEqual([2]);
    expect(svc.savedRecord(id).choices.length).toBe(4);
    play(svc, id, 1000); // to the end
    expect(svc.next(id)).toBeNull();
    expect(svc.list()[0].finished).toBe(true);
    const step = svc.session(id).step;
    svc.checkpointAll();
    expect(journalLines().length).toBe(1);
    expect(counter.images).toBe(start); // games.sqlite never rewritten
    const b = open(f);
    expect(fs.existsSync(path.join(f.journals, `${id}.journal`))).toBe(false);
    expect(b.store.get<{ steps: number; finished: number }>('SELECT steps, finished FROM games WHERE id = ?', [id])).toEqual({
      steps: step,
      finished: 1,
    });
    expect(b.svc.savedRecord(id).choices.length).toBe(step);
    expect(b.svc.list()[0]).toMatchObject({ steps: step, finished: true });
  });

  it('no checkpoint writes games.sqlite, whatever the number of games saved', () => {
    for (const saved of [0, 40]) {
      const f = folder();
      const { svc, counter } = open(f, { every: 3 });
      for (let g = 0; g < saved; g++) svc.create({ game: 'toy', seats: two, seed: `other${g}` });
      const { id } = svc.create({ game: 'toy', seats: two, seed: 'measured', options: { long: true } });
      const before = counter.images;
      play(svc, id, 7); // two checkpoints
      const last = svc.session(id).record().choices.at(-1)!;
      svc.undo(id, last.seat);
      svc.checkpointAll();
      expect(counter.images).toBe(before);
    }
  });

  it('a game closed and opened again after its checkpoint: later lines follow the checkpoint', () => {
    const f = folder();
    const { svc } = open(f, { every: 4 });
    const { id } = svc.create({ game: 'toy', seats: two, seed: 'j8', options: { long: true } });
    play(svc, id, 5); // a checkpoint at 4, one line after it
    svc.forget(); // out of the open games: replayed from games.sqlite and the journal
    play(svc, id, 2); // no checkpoint: two lines after the first
    const choices = svc.session(id).record().choices;
    expect(choices.length).toBe(7);
    const b = open(f);
    expect(b.svc.savedRecord(id).choices).toEqual(choices);
  });

  it('a checkpoint that cannot be written changes nothing: the undo is refused, the journal kept whole', () => {
    const f = folder();
    const ctl = { armed: false };
    const jfs: JournalFs = {
      ...nodeJournalFs,
      renameSync(a, b) {
        if (ctl.armed) throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
        nodeJournalFs.renameSync(a, b);
      },
    };
    const a = open(f, { jfs });
    const { id } = a.svc.create({ game: 'toy', seats: two, seed: 'j9', options: { long: true } });
    play(a.svc, id, 5);
    const choices = a.svc.session(id).record().choices;
    const journal = fs.readFileSync(path.join(f.journals, `${id}.journal`), 'utf8');
    ctl.armed = true;
    expect(() => a.svc.undo(id, choices.at(-1)!.seat)).toThrow(expect.objectContaining({ code: 'io_failed', key: 'disk_full' }));
    expect(fs.readFileSync(path.join(f.journals, `${id}.journal`), 'utf8')).toBe(journal);
    expect(fs.readdirSync(f.journals)).toEqual([`${id}.journal`]); // no temp file left
    expect(a.svc.session(id).record().choices).toEqual(choices);
    ctl.armed = false;
    const b = open(f);
    expect(b.svc.savedRecord(id).choices).toEqual(choices);
  });
});

describe('idle checkpoint', () => {
  it('a quiet table checkpoints its journals without waiting for a choice', async () => {
    const f = folder();
    const { svc, counter } = open(f, { idleMs: 30 });
    const { id } = svc.create({ game: 'toy', seats: two, seed: 'idle', options: { long: true } });
    const before = counter.images;
    play(svc, id, 3);
    await new Promise((r) => setTimeout(r, 300));
    expect(counter.images).toBe(before);
    const lines = fs
      .readFileSync(path.join(f.journals, `${id}.journal`), 'utf8')
      .trim()
      .split('\n');
    expect(lines.map((l) => decodeLine<JournalLine>(l)!.k?.choices.length)).toEqual([3]);
    // the game goes on from the checkpoint
    play(svc, id, 1);
    expect(svc.session(id).step).toBe(4);
    expect(open(f).svc.savedRecord(id).choices.length).toBe(4);
  });
});

describe('crash points of a journaled game', () => {
  it('a restart folds what the journal holds; the game goes on at the same decision', () => {
    const f = folder();
    const a = open(f);
    const { id } = a.svc.create({ game: 'toy', seats: two, seed: 'j3', options: { long: true } });
    play(a.svc, id, 5);
    const hash = a.svc.session(id).hash();
    // killed: no close, no fold
    const notices: StartupNotice[] = [];
    const b = open(f, { notices });
    expect(notices).toEqual([]);
    expect(b.svc.savedRecord(id).choices.length).toBe(5);
    expect(b.svc.session(id).hash()).toBe(hash);
    expect(fs.existsSync(path.join(f.journals, `${id}.journal`))).toBe(false);
  });

  it('a torn last line (killed during an append) is dropped and reported, never fatal', () => {
    const f = folder();
    const a = open(f);
    const { id } = a.svc.create({ game: 'toy', seats: two, seed: 'j4', options: { long: true } });
    play(a.svc, id, 3);
    fs.appendFileSync(path.join(f.journals, `${id}.journal`), '{"s":3,"seat":1,"o":"c');
    const notices: StartupNotice[] = [];
    const b = open(f, { notices });
    expect(notices).toEqual([{ key: 'game_journal_torn', params: { count: 1 } }]);
    expect(b.svc.savedRecord(id).choices.length).toBe(3);
  });

  it('killed between the fold and the journal removal: folded lines are not applied twice', () => {
    const f = folder();
    const a = open(f);
    const { id } = a.svc.create({ game: 'toy', seats: two, seed: 'j5', options: { long: true } });
    play(a.svc, id, 3);
    const journal = fs.readFileSync(path.join(f.journals, `${id}.journal`));
    a.svc.foldJournals(); // as a start does
    fs.mkdirSync(f.journals, { recursive: true });
    fs.writeFileSync(path.join(f.journals, `${id}.journal`), journal); // as if the removal never happened
    const b = open(f);
    expect(b.svc.savedRecord(id).choices.length).toBe(3);
    play(b.svc, id, 1);
    expect(b.svc.session(id).step).toBe(4);
  });

  it('a full disk during an append: typed error, nothing half-written, the game goes on after', () => {
    const f = folder();
    const ctl = { armed: false };
    const jfs: JournalFs = {
      ...nodeJournalFs,
      writeSync(fd, data) {
        if (ctl.armed) {
          nodeJournalFs.writeSync(fd, data.subarray(0, 5)); // half a line reaches the disk
          throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
        }
        return nodeJournalFs.writeSync(fd, data);
      },
    };
    const a = open(f, { jfs });
    const { id } = a.svc.create({ game: 'toy', seats: two, seed: 'j6', options: { long: true } });
    play(a.svc, id, 2);
    ctl.armed = true;
    const next = a.svc.next(id)!;
    const option = a.svc.view(id, next.seat).decision!.options[0].id;
    expect(() => a.svc.choose(id, next.seat, option)).toThrow(expect.objectContaining({ code: 'io_failed', key: 'disk_full' }));
    expect(a.svc.session(id).step).toBe(2);
    ctl.armed = false;
    play(a.svc, id, 1);
    expect(a.svc.session(id).step).toBe(3);
    const b = open(f);
    expect(b.svc.savedRecord(id).choices.length).toBe(3);
  });

  it('a deleted game leaves no journal behind, even one a crash kept', () => {
    const f = folder();
    const a = open(f);
    const { id } = a.svc.create({ game: 'toy', seats: two, seed: 'j7' });
    play(a.svc, id, 2);
    a.svc.delete(id);
    expect(fs.existsSync(path.join(f.journals, `${id}.journal`))).toBe(false);
    fs.writeFileSync(path.join(f.journals, `${id}.journal`), '{"s":0,"seat":0,"o":"x","p":{"key":"x"},"f":0,"u":"t"}\n');
    open(f);
    expect(fs.readdirSync(f.journals)).toEqual([]);
  });
});
