/**
 * Recovery of the games' journals (issue 26, items 1, 2, 3, 5 and 7): a damaged games.sqlite, a
 * damaged journal line, an undo whose journal removal failed, an unreadable record, a game of a
 * newer Vitae. In every case the service starts, no confirmed choice is deleted, and the notice
 * says what happened.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SqlJsStatic } from 'sql.js';
import { gamesMigrations } from '../db/migrations/games';
import { decodeLine, encodeLine, Journal } from '../db/journal';
import { loadSqlJs } from '../db/sqljs';
import { nodePersistFs, Store, type PersistFs } from '../db/store';
import { createHost } from './host';
import { toyModule } from '../engine/testing/toy';
import type { AnyModule } from '../engine/session';
import { gameRegistry } from '../games/registry';
import type { StartupNotice } from '../api/ops/app';
import { GameService } from './games';
import { compareRulesVersions, type JournalLine } from './games-recovery';
import { TableClient } from '../testing/table-client';

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
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-recover-'));
  return { dir, file: path.join(dir, 'games.sqlite'), journals: path.join(dir, 'journals') };
};

/** A service as the host builds it; `unlink` replaces the journal removal (an antivirus holding the file). */
function open(f: Folder, opts: { notices?: StartupNotice[]; unlink?: (file: string) => void } = {}) {
  const store = Store.open(SQL, { file: f.file, migrations: gamesMigrations });
  const journal = new Journal<JournalLine>(f.journals, undefined, undefined, opts.unlink);
  const notices = opts.notices ?? [];
  const svc = new GameService(store, gameRegistry([toyModule as AnyModule]), undefined, { journal, notices, idleCheckpointMs: 0 });
  return { svc, store, notices: [...store.notices.map((n) => n.kind), ...notices.map((n) => n.key)], noticeList: notices };
}

/** Plays `n` choices, the option `pick` of whoever must answer (the last one if there are fewer). */
function play(svc: GameService, id: string, n: number, pick = 0): void {
  for (let i = 0; i < n; i++) {
    const next = svc.next(id);
    if (!next) return;
    const options = svc.view(id, next.seat).decision!.options;
    svc.choose(id, next.seat, options[Math.min(pick, options.length - 1)].id);
  }
}

const choicesOf = (svc: GameService, id: string) => svc.session(id).record().choices;
const journalFile = (f: Folder, id: string) => path.join(f.journals, `${id}.journal`);
const damageHeader = (file: string) => {
  const fd = fs.openSync(file, 'r+');
  fs.writeSync(fd, Buffer.alloc(100, 0x5a), 0, 100, 0);
  fs.closeSync(fd);
};
/** The choices of the journal lines in a file (set aside or not). */
const linesIn = (file: string) =>
  fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => decodeLine<JournalLine>(l));
const asideFiles = (f: Folder) => fs.readdirSync(f.dir).filter((n) => n.includes('.journal.unreadable-'));

describe('a damaged games.sqlite never costs a journal (item 1)', () => {
  it.each([
    ['its first 100 bytes overwritten', (f: Folder) => damageHeader(f.file)],
    ['deleted', (f: Folder) => fs.unlinkSync(f.file)],
  ])('%s after 16 choices and a kill: the game is rebuilt from its journal', (_name, damage) => {
    const f = folder();
    const a = open(f);
    const { id } = a.svc.create({ game: 'toy', seats: two, seed: 'r1', options: { long: true } });
    play(a.svc, id, 16);
    const choices = choicesOf(a.svc, id);
    expect(choices.length).toBe(16);
    damage(f); // killed: no fold, no close
    const b = open(f);
    expect(b.notices).toContain('restored_previous');
    expect(b.noticeList).toContainEqual({ key: 'game_rebuilt_from_journal', params: { count: 1 } });
    expect(b.svc.list().map((g) => [g.id, g.steps, g.seats.map((s) => s.name)])).toEqual([[id, 16, ['Ana', 'Jan']]]);
    expect(choicesOf(b.svc, id)).toEqual(choices);
    expect(fs.existsSync(journalFile(f, id))).toBe(false);
    play(b.svc, id, 1);
    expect(b.svc.session(id).step).toBe(17);
  });

  it('.prev one fold behind the journal: the journal is set aside by name, never deleted', () => {
    const f = folder();
    const a = open(f);
    const { id } = a.svc.create({ game: 'toy', seats: two, seed: 'r2', options: { long: true } });
    play(a.svc, id, 10);
    a.svc.foldJournals();
    play(a.svc, id, 5);
    const later = choicesOf(a.svc, id).slice(10);
    damageHeader(f.file);
    const b = open(f);
    const aside = asideFiles(f);
    expect(aside).toEqual([expect.stringMatching(new RegExp(`^${id}\\.journal\\.unreadable-`))]);
    expect(b.noticeList).toContainEqual({ key: 'game_journal_set_aside', params: { file: aside[0], kept: 0, lost: 5 } });
    // the 5 later choices are in the set-aside journal, the first 10 in the set-aside games.sqlite
    expect(linesIn(path.join(f.dir, aside[0])).map((l) => ({ seat: l!.seat, option: l!.o }))).toEqual(later);
    expect(fs.readdirSync(f.dir).some((n) => n.startsWith('games.sqlite.unreadable-'))).toBe(true);
  });

  it('a journal whose removal failed after a fold brings the fold back from .prev', () => {
    const f = folder();
    const failing = () => {
      throw Object.assign(new Error('EBUSY: resource busy'), { code: 'EBUSY' });
    };
    const a = open(f, { unlink: failing });
    const { id } = a.svc.create({ game: 'toy', seats: two, seed: 'r3', options: { long: true } });
    play(a.svc, id, 10);
    a.svc.foldJournals();
    play(a.svc, id, 5);
    const choices = choicesOf(a.svc, id);
    damageHeader(f.file);
    const b = open(f);
    expect(choicesOf(b.svc, id)).toEqual(choices);
    expect(asideFiles(f)).toEqual([]);
  });

  it('a journal left by a game deleted on purpose is dropped, not rebuilt', () => {
    const f = folder();
    const failing = () => {
      throw Object.assign(new Error('EBUSY'), { code: 'EBUSY' });
    };
    const a = open(f, { unlink: failing });
    const { id } = a.svc.create({ game: 'toy', seats: two, seed: 'r4', options: { long: true } });
    play(a.svc, id, 4);
    a.svc.delete(id);
    expect(fs.existsSync(journalFile(f, id))).toBe(true);
    const b = open(f);
    expect(b.svc.list()).toEqual([]);
    expect(fs.existsSync(journalFile(f, id))).toBe(false);
    expect(asideFiles(f)).toEqual([]);
  });
});

/** Replaces line `i` (0-based) of a journal. */
function editLine(file: string, i: number, edit: (line: string) => string | null): void {
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  const out = edit(lines[i]);
  if (out === null) lines.splice(i, 1);
  else lines[i] = out;
  fs.writeFileSync(file, lines.join('\n'));
}

describe('a damaged journal line never drops the choices after it (item 2)', () => {
  const sixteen = (seed: string) => {
    const f = folder();
    const a = open(f);
    const { id } = a.svc.create({ game: 'toy', seats: two, seed, options: { long: true } });
    play(a.svc, id, 16);
    const choices = choicesOf(a.svc, id);
    expect(choices.length).toBe(16);
    return { f, id, choices };
  };

  it('garbage at line 6 of 16: 5 choices folded, the journal set aside with the 10 whole lines after it', () => {
    const { f, id, choices } = sixteen('r5');
    editLine(journalFile(f, id), 5, () => 'garbage that is no JSON');
    const b = open(f);
    expect(choicesOf(b.svc, id)).toEqual(choices.slice(0, 5));
    const aside = asideFiles(f);
    expect(b.noticeList).toContainEqual({ key: 'game_journal_set_aside', params: { file: aside[0], kept: 5, lost: 11 } });
    const kept = linesIn(path.join(f.dir, aside[0]));
    expect(kept.filter(Boolean).length).toBe(15);
    expect(kept.slice(6).map((l) => ({ seat: l!.seat, option: l!.o }))).toEqual(choices.slice(6));
  });

  it('a flipped character in an option id fails the checksum: reported, not folded, not deleted', () => {
    const { f, id, choices } = sixteen('r6');
    editLine(journalFile(f, id), 10, (l) => l.replace(/"o":"(\w)/, (_m, c: string) => `"o":"${c === 'x' ? 'y' : 'x'}`));
    const b = open(f);
    expect(choicesOf(b.svc, id)).toEqual(choices.slice(0, 10));
    expect(b.noticeList).toContainEqual({ key: 'game_journal_set_aside', params: { file: asideFiles(f)[0], kept: 10, lost: 6 } });
    // the game opens and goes on
    play(b.svc, id, 1);
    expect(b.svc.session(id).step).toBe(11);
  });

  it('a missing line stops the fold at the gap and says so', () => {
    const { f, id, choices } = sixteen('r7');
    editLine(journalFile(f, id), 8, () => null);
    const b = open(f);
    expect(choicesOf(b.svc, id)).toEqual(choices.slice(0, 8));
    expect(b.noticeList).toContainEqual({ key: 'game_journal_set_aside', params: { file: asideFiles(f)[0], kept: 8, lost: 7 } });
  });

  it('a line the rules refuse (a journal of an older version, no checksum): only what replays is folded', () => {
    const { f, id, choices } = sixteen('r8');
    const lines = linesIn(journalFile(f, id)) as JournalLine[];
    lines[9] = { ...lines[9], o: 'no-such-option' };
    fs.writeFileSync(journalFile(f, id), lines.map((l) => JSON.stringify(l)).join('\n') + '\n');
    const b = open(f);
    expect(choicesOf(b.svc, id)).toEqual(choices.slice(0, 9));
    expect(b.noticeList).toContainEqual({ key: 'game_journal_set_aside', params: { file: asideFiles(f)[0], kept: 9, lost: 7 } });
  });

  it('a line torn by a failed append and followed by a retry is still read', () => {
    const { f, id, choices } = sixteen('r9');
    const file = journalFile(f, id);
    const text = fs.readFileSync(file, 'utf8').split('\n');
    text[15] = text[15].slice(0, 17) + text[15]; // half a line left by a failed truncation, then the retry
    fs.writeFileSync(file, text.join('\n'));
    const b = open(f);
    expect(choicesOf(b.svc, id)).toEqual(choices);
    expect(asideFiles(f)).toEqual([]);
  });

  it('checksums: a line reads back; any changed character is refused', () => {
    const line: JournalLine = { g: 2, s: 3, seat: 1, o: 'draw', p: { key: 'k' }, f: 0, u: 't' };
    const text = encodeLine(line).trimEnd();
    expect(decodeLine(text)).toEqual(line);
    for (let i = 0; i < text.length; i++) {
      const flipped = text.slice(0, i) + String.fromCharCode(text.charCodeAt(i) ^ 1) + text.slice(i + 1);
      expect(decodeLine(flipped)).toBeNull();
    }
  });
});

describe('undo, then a journal removal that fails (item 3)', () => {
  it('the undone choice never comes back after a crash', () => {
    const f = folder();
    const failing = () => {
      throw Object.assign(new Error('EPERM: operation not permitted'), { code: 'EPERM' });
    };
    const a = open(f, { unlink: failing });
    const { id } = a.svc.create({ game: 'toy', seats: two, seed: 'r10', options: { long: true } });
    play(a.svc, id, 6);
    // up to a choice its seat may take back (a secret bid may not be)
    for (;;) {
      const last = choicesOf(a.svc, id).at(-1)!;
      if (a.svc.session(id).canUndo(last.seat)) break;
      play(a.svc, id, 1);
    }
    const at = a.svc.session(id).step - 1;
    const undone = choicesOf(a.svc, id)[at];
    a.svc.undo(id, undone.seat);
    expect(a.svc.session(id).step).toBe(at);
    // another answer than the undone one
    const options = a.svc.view(id, undone.seat).decision!.options.filter((o) => o.id !== undone.option);
    a.svc.choose(id, undone.seat, options[0].id);
    play(a.svc, id, 2);
    const choices = choicesOf(a.svc, id);
    expect(choices[at].option).not.toBe(undone.option);
    expect(fs.existsSync(journalFile(f, id))).toBe(true); // the removal failed
    const b = open(f); // killed, restarted
    expect(choicesOf(b.svc, id)).toEqual(choices);
    expect(b.noticeList).toEqual([]);
  });
});

describe('an unreadable game never stops the start nor the list (item 5)', () => {
  const twoGames = (fold = false) => {
    const f = folder();
    const a = open(f);
    const bad = a.svc.create({ game: 'toy', seats: two, seed: 'r11', options: { long: true } }).id;
    const good = a.svc.create({ game: 'toy', seats: two, seed: 'r12', options: { long: true } }).id;
    play(a.svc, bad, 3);
    play(a.svc, good, 3);
    if (fold) a.svc.foldJournals(); // as the next start leaves it: no journal
    return { f, bad, good, store: a.store };
  };
  const setCell = (f: Folder, sql: string, params: (string | number)[]) => {
    const s = Store.open(SQL, { file: f.file, migrations: gamesMigrations });
    s.write((db) => db.run(sql, params));
    s.close();
  };

  it('a damaged record with a journal left by a kill: listed as unreadable, the other game opens, it can be deleted', () => {
    const { f, bad, good } = twoGames();
    setCell(f, 'UPDATE games SET record = ? WHERE id = ?', ['{"game":"toy","cho', bad]);
    const b = open(f);
    const aside = asideFiles(f);
    expect(aside).toEqual([expect.stringContaining(bad)]);
    expect(b.noticeList).toContainEqual({ key: 'game_journal_set_aside', params: { file: aside[0], kept: 0, lost: 3 } });
    const list = b.svc.list();
    expect(list.find((g) => g.id === bad)).toMatchObject({ unreadable: true });
    expect(list.find((g) => g.id === good)?.unreadable).toBeUndefined();
    expect(choicesOf(b.svc, good).length).toBe(3);
    expect(() => b.svc.view(bad, 0)).toThrow(expect.objectContaining({ code: 'invalid_input', key: 'game_record_unreadable' }));
    // its data can be exported as stored, the damaged cell included
    const file = b.svc.exportGame(bad);
    expect(file.fileName).toMatch(/^vitae-game-[0-9a-f]{8}\.json$/);
    expect(JSON.parse(file.text)).toMatchObject({ vitaeGame: 1, id: bad, record: '{"game":"toy","cho' });
    b.svc.delete(bad);
    expect(b.svc.list().map((g) => g.id)).toEqual([good]);
  });

  it('a record damaged inside (no journal): opening it says so, and the list marks it from then on', () => {
    const { f, bad, good } = twoGames(true);
    setCell(f, 'UPDATE games SET record = ? WHERE id = ?', ['{"game":"toy","choices":7}', bad]);
    const b = open(f);
    expect(() => b.svc.next(bad)).toThrow(expect.objectContaining({ key: 'game_record_unreadable' }));
    expect(b.svc.list().find((g) => g.id === bad)?.unreadable).toBe(true);
    expect(choicesOf(b.svc, good).length).toBe(3);
  });

  it.each([
    ['seats', 'not json'],
    ['progress', '[1,2'],
    ['seats', '{"a":1}'],
  ])('a bad %s cell (%s): the list answers, that game marked unreadable', (column, value) => {
    const { f, bad, good } = twoGames(true);
    setCell(f, `UPDATE games SET ${column} = ? WHERE id = ?`, [value, bad]);
    const b = open(f);
    const list = b.svc.list();
    expect(list.map((g) => g.id).sort()).toEqual([bad, good].sort());
    expect(list.find((g) => g.id === bad)?.unreadable).toBe(true);
    expect(list.find((g) => g.id === good)?.unreadable).toBeUndefined();
  });

  it('a file named journals: set aside and reported, the journals start again', () => {
    const f = folder();
    const a = open(f);
    const { id } = a.svc.create({ game: 'toy', seats: two, seed: 'r13', options: { long: true } });
    a.svc.checkpointAll();
    fs.rmSync(f.journals, { recursive: true });
    fs.writeFileSync(f.journals, 'not a folder');
    const b = open(f);
    expect(b.noticeList).toContainEqual({
      key: 'game_journals_moved_aside',
      params: { movedTo: expect.stringMatching(/^journals\.unreadable-/) },
    });
    play(b.svc, id, 2);
    expect(fs.statSync(f.journals).isDirectory()).toBe(true);
  });

  it('a folder in place of one journal: set aside by name, the game opens', () => {
    const f = folder();
    const a = open(f);
    const { id } = a.svc.create({ game: 'toy', seats: two, seed: 'r14', options: { long: true } });
    a.svc.checkpointAll();
    fs.mkdirSync(journalFile(f, id));
    const b = open(f);
    expect(b.noticeList).toContainEqual({ key: 'game_journal_unreadable', params: { file: asideFiles(f)[0] } });
    play(b.svc, id, 1);
    expect(b.svc.session(id).step).toBe(1);
  });
});

describe('a game saved by a newer Vitae (item 7)', () => {
  it('is refused with the version it needs; record and journal stay as they are', () => {
    const f = folder();
    const a = open(f);
    const { id } = a.svc.create({ game: 'toy', seats: two, seed: 'r15', options: { long: true } });
    play(a.svc, id, 4);
    a.svc.foldJournals();
    play(a.svc, id, 2);
    const s = Store.open(SQL, { file: f.file, migrations: gamesMigrations });
    const row = s.get<{ record: string }>('SELECT record FROM games WHERE id = ?', [id])!;
    const newer = JSON.stringify({ ...JSON.parse(row.record), rulesVersion: 'toy-2' });
    s.write((db) => db.run('UPDATE games SET record = ? WHERE id = ?', [newer, id]));
    s.close();
    const journal = fs.readFileSync(journalFile(f, id), 'utf8');
    const b = open(f);
    expect(() => b.svc.view(id, 0)).toThrow(
      expect.objectContaining({ key: 'game_rules_newer', params: { needed: 'toy-2', current: 'toy-1' } }),
    );
    expect(b.store.get<{ record: string }>('SELECT record FROM games WHERE id = ?', [id])!.record).toBe(newer);
    expect(fs.readFileSync(journalFile(f, id), 'utf8')).toBe(journal);
    expect(b.svc.list()[0].steps).toBe(4);
  });

  it('orders rules versions by their numbers', () => {
    expect(compareRulesVersions('vtes-2018es-vekn.10', 'vtes-2018es-vekn.6')).toBeGreaterThan(0);
    expect(compareRulesVersions('vendetta-es-2021.5', 'vendetta-es-2022.2')).toBeLessThan(0);
    expect(compareRulesVersions('toy-1', 'toy-1')).toBe(0);
  });
});

describe('a read-only data folder (item 7)', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('says so at start-up, shows the choices a crash left in the journal, and refuses new ones', async () => {
    const f = folder();
    vi.stubEnv('VITAE_TOY_GAME', '1');
    const h = await createHost({ mode: 'web', version: 't', dataDir: f.dir, systemLocales: ['es'] });
    const game = (await h.dispatcher.call('games.create', { game: 'toy', seats: two, seed: 'ro', options: { long: true } })) as {
      ok: true;
      value: { id: string };
    };
    const id = game.value.id;
    const table = new TableClient(h.dispatcher.call);
    for (let i = 0; i < 3; i++) {
      const q = (await table.question(id))!;
      await table.choose(id, q.seat, q.view.decision!.options[0].id, q.view.step);
    }
    const journal = fs.readFileSync(journalFile(f, id), 'utf8');
    // killed: no close (the lock of a dead process is taken over)
    fs.rmSync(path.join(f.dir, 'vitae.lock'), { force: true });
    const no = () => {
      throw Object.assign(new Error('EROFS: read-only file system'), { code: 'EROFS' });
    };
    const readOnly: PersistFs = { ...nodePersistFs, writeFileSync: no, renameSync: no, linkSync: no, unlinkSync: no, copyFileSync: no };
    const host = await createHost({ mode: 'web', version: 't', dataDir: f.dir, systemLocales: ['es'], fsImpl: readOnly });
    const info = (await host.dispatcher.call('app.info', {})) as { value: { notices: { key: string }[] } };
    expect(info.value.notices.map((n) => n.key)).toEqual(['db_read_only']);
    const list = (await host.dispatcher.call('games.list', {})) as { value: { id: string; steps: number }[] };
    expect(list.value.map((g) => [g.id, g.steps])).toEqual([[id, 3]]);
    const again = new TableClient(host.dispatcher.call);
    const q = (await again.question(id))!;
    expect(await again.choose(id, q.seat, q.view.decision!.options[0].id, q.view.step)).toMatchObject({
      ok: false,
      error: { code: 'io_failed', key: 'data_read_only' },
    });
    expect(fs.readFileSync(journalFile(f, id), 'utf8')).toBe(journal);
  });
});
