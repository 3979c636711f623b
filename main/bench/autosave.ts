/**
 * Suite 'autosave' (issue 14, item 1; issue 28, item 5): the cost of saving one human choice with
 * 0, 100 and 500 other games saved, through the real host on real files (journal append + the
 * checkpoints that fall inside the measured run). Reports ms per choice (median and p95), bytes
 * written per choice (journal lines plus whole-image writes of games.sqlite, averaged over the
 * run), the checkpoint at close (the game's journal rewritten as one line: flat in the number of
 * saved games) and the start that follows (which folds the journals left into games.sqlite, one
 * write of the whole file).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { nodePersistFs, type PersistFs } from '../db/store';
import { createHost } from '../services/host';
import { percentile, report, timeMsAsync, type Bench } from './harness';
import { TableClient } from '../testing/table-client';

/** Choices measured; the vendetta game played first-option ends after ~170, and the rounds below need more. */
const CHOICES = 120;
/** Starts and closes measured after the run (the first close is the run's own). */
const FOLD_ROUNDS = 4;
const seats = ['Ana', 'Jan', 'Ola', 'Eva'].map((name) => ({ name, kind: 'human' as const }));

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of several operations, read field by field
type Envelope = { ok: boolean; value?: any };

export const autosaveBench: Bench = async () => {
  for (const saved of [0, 100, 500]) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-bench-autosave-'));
    const written = { bytes: 0 };
    const fsImpl: PersistFs = {
      ...nodePersistFs,
      writeFileSync(f, d) {
        written.bytes += d.length;
        nodePersistFs.writeFileSync(f, d);
      },
    };
    const host = await createHost({ mode: 'web', version: 'bench', dataDir: dir, systemLocales: ['es'], fsImpl });
    const call = (op: string, input: unknown) => host.dispatcher.call(op, input) as Promise<Envelope>;
    // `saved` finished-looking games of realistic size: copies of one played game's row
    const model = (await call('games.create', { game: 'vendetta', seats, seed: 'bench-model' })).value.id as string;
    const table = new TableClient(call);
    for (let i = 0; i < 60; i++) {
      const q = await table.question(model);
      if (!q) break;
      await table.choose(model, q.seat, q.view.decision!.options[0].id, q.view.step);
    }
    host.close();
    const again = await createHost({ mode: 'web', version: 'bench', dataDir: dir, systemLocales: ['es'], fsImpl });
    const games = again.ctx.stores.games;
    if (saved > 0) {
      games.write((db) => {
        for (let i = 0; i < saved; i++) {
          db.run(
            'INSERT INTO games(id, game, seats, created, updated, progress, steps, finished, record) ' +
              'SELECT ?, game, seats, created, updated, progress, steps, finished, record FROM games WHERE id = ?',
            [randomUUID(), model],
          );
        }
      });
    }
    const dbBytes = fs.statSync(path.join(dir, 'games.sqlite')).size;
    const c = (op: string, input: unknown) => again.dispatcher.call(op, input) as Promise<Envelope>;
    const measured = new TableClient(c);
    const id = (await c('games.create', { game: 'vendetta', seats, seed: 'bench-measured' })).value.id as string;
    const journal = path.join(dir, 'journals', `${id}.journal`);
    const journalBytes = () => (fs.existsSync(journal) ? fs.statSync(journal).size : 0);
    const times: number[] = [];
    written.bytes = 0;
    let journalWritten = 0;
    let made = 0;
    for (let i = 0; i < CHOICES; i++) {
      const q = await measured.question(id);
      if (!q) break;
      const token = await measured.token(id, q.seat);
      const before = journalBytes();
      const input = { table: id, token, step: q.view.step, option: q.view.decision!.options[0].id };
      const { ms, value } = await timeMsAsync(() => c('table.choose', input));
      if (!value.ok) throw new Error('bench choice refused');
      const after = journalBytes();
      journalWritten += after >= before ? after - before : after; // a checkpoint removed the journal
      times.push(ms);
      made++;
    }
    const perChoice = (written.bytes + journalWritten) / made;
    const folds = [(await timeMsAsync(async () => again.close())).ms];
    const starts: number[] = [];
    for (let round = 0; round < FOLD_ROUNDS; round++) {
      // a start folds the checkpoints left into games.sqlite; a few choices, then the close's checkpoint
      const started = await timeMsAsync(() => createHost({ mode: 'web', version: 'bench', dataDir: dir, systemLocales: ['es'], fsImpl }));
      starts.push(started.ms);
      const h = started.value;
      const call3 = (op: string, input: unknown) => h.dispatcher.call(op, input) as Promise<Envelope>;
      for (let i = 0; i < 5; i++) {
        const next = (await call3('games.next', { id })).value;
        if (!next) throw new Error('bench game ended before its rounds');
        const view = (await call3('games.view', { id, seat: next.seat })).value;
        await call3('games.choose', { id, seat: next.seat, option: view.decision.options[0].id });
      }
      folds.push((await timeMsAsync(async () => h.close())).ms);
    }
    times.sort((a, b) => a - b);
    folds.sort((a, b) => a - b);
    starts.sort((a, b) => a - b);
    report('games.autosave.ms_per_choice', percentile(times, 50), 'ms', { savedGames: saved, p95: percentile(times, 95), dbBytes });
    report('games.autosave.bytes_per_choice', perChoice, 'bytes', { savedGames: saved, choices: made });
    // the checkpoint at close: the game's journal rewritten as one line (also on undo, idle, every N lines)
    report('games.autosave.fold_ms', percentile(folds, 50), 'ms', {
      savedGames: saved,
      max: folds[folds.length - 1],
      rounds: folds.length,
    });
    // the whole start, which folds the journals left into games.sqlite in one write
    report('games.autosave.start_ms', percentile(starts, 50), 'ms', { savedGames: saved, rounds: starts.length });
    fs.rmSync(dir, { recursive: true, force: true });
  }
};
