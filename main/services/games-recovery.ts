/**
 * Recovery of the games' journals (issue 26, items 1-3): how journal lines fit a saved record,
 * and the start-up fold of the journals a crash or a closed app left behind.
 *
 * The rules: a journal is removed only when every line in it is in a record that was written
 * successfully (or was undone since); a journal that cannot be folded whole is moved aside, never
 * deleted, and reported by name with the number of choices kept and not read; a game whose record
 * is missing is rebuilt from its journal when the journal holds its set-up (the line of choice 0);
 * before a fold the choices are replayed against the rules and only what replays is folded.
 */
import type { Journal } from '../db/journal';
import type { Store } from '../db/store';
import type { StartupNotice } from '../api/ops/app';
import { GameSession, type AnyModule } from '../engine/session';
import type { GameRecord, I18nRef, SeatConfig, SeatId } from '../engine/types';
import type { GameRegistry } from '../games/registry';

export interface GameRow {
  id: string;
  game: string;
  seats: string;
  created: string;
  updated: string;
  progress: string;
  steps: number;
  finished: number;
  record: string;
  /** Generation of the record: +1 at every write of it (journal lines name the one they follow). */
  gen: number;
}

/** What a game needs to be created again: written on the journal line of choice 0. */
export interface JournalSetup {
  game: string;
  rulesVersion: string;
  config: unknown;
  seats: SeatConfig[];
  seed: string;
  created: string;
}

/** One recorded choice in a game's journal; `s` is its index in the record's choices. */
export interface JournalLine {
  /** the generation of the record this line follows (absent in journals of older versions: 0) */
  g?: number;
  s: number;
  seat: SeatId;
  o: string;
  /** progress, finished and time after the choice, for the saved-games list */
  p: I18nRef;
  f: 0 | 1;
  u: string;
  /** on the line of choice 0: the game's set-up */
  r?: JournalSetup;
  /**
   * A checkpoint (issue 28, item 5): the whole record at generation `g`, `s` its number of choices
   * (`seat` -1, `o` empty). It replaces the record of an older generation; lines after it follow it.
   */
  k?: GameRecord;
  /** on a checkpoint: when the game was created (a game rebuilt from its journal keeps it) */
  c?: string;
}

/** Key of the `meta` row that says a game was deleted on purpose (its journal is then dropped). */
export const deletedKey = (id: string) => `deleted:${id}`;

/** A saved record if its text has the shape of one, else null (a damaged or hand-edited cell). */
export function parseRecord(text: unknown): GameRecord | null {
  if (typeof text !== 'string') return null;
  try {
    return asRecord(JSON.parse(text));
  } catch {
    return null;
  }
}

/** A parsed value if it has the shape of a saved record, else null. */
function asRecord(v: unknown): GameRecord | null {
  const r = v as Partial<GameRecord> | null;
  if (!r || typeof r !== 'object' || typeof r.game !== 'string' || typeof r.rulesVersion !== 'string') return null;
  if (typeof r.seed !== 'string' || !Array.isArray(r.seats) || !Array.isArray(r.choices)) return null;
  if (!r.choices.every((c) => c && typeof c === 'object' && Number.isInteger(c.seat) && typeof c.option === 'string')) return null;
  return r as GameRecord;
}

/**
 * Orders rules versions ('vtes-2018es-vekn.6' < 'vtes-2018es-vekn.10'): the digit runs compare
 * as numbers, the rest as text. Positive when `a` is newer than `b`.
 */
export function compareRulesVersions(a: string, b: string): number {
  return a.localeCompare(b, 'en', { numeric: true });
}

export interface JournalFit {
  /** The saved record followed by the journal's choices (null: no record and no set-up line). */
  record: GameRecord | null;
  /** The journal line of the last choice taken, for the list's progress. */
  last: JournalLine | null;
  /** Choices of the result that come from the journal. */
  kept: number;
  /** Lines that follow no record we have (a gap, a conflict, no set-up): never applied. */
  unplaced: number;
  /** Generation the lines were written against (the next write is this + 1). */
  gen: number;
  /** When the game was created, from the set-up line (a game rebuilt from its journal). */
  created?: string;
  /** The last checkpoint line applied: the record is newer than the base even if no line follows it. */
  checkpoint: JournalLine | null;
}

/**
 * Reads journal lines in file order against the saved record (or, without one, from the line
 * that carries the set-up). A line of an older generation was folded or undone already; a line of
 * the record's generation follows its last choice; a line of a later generation follows a record
 * written after ours, which is always a start of the choices we hold (a fold keeps them all, an
 * undo cuts the end): the choices are cut to its index and it follows.
 */
export function fitJournal(base: GameRecord | null, baseGen: number, entries: JournalLine[]): JournalFit {
  let record: GameRecord | null = base ? { ...base, choices: [...base.choices] } : null;
  // true for the choices that come from the journal
  const fromJournal: boolean[] = new Array<boolean>(record?.choices.length ?? 0).fill(false);
  let gen = base ? baseGen : -1;
  let unplaced = 0;
  let last: JournalLine | null = null;
  let created: string | undefined;
  let checkpoint: JournalLine | null = null;
  for (const e of entries) {
    const g = e.g ?? 0;
    if (!Number.isInteger(g) || !Number.isInteger(e.s) || e.s < 0) {
      unplaced++;
      continue;
    }
    if (g < gen) continue; // folded or undone already
    if (e.k !== undefined) {
      // a checkpoint: the whole record of its generation, whatever came before
      const k = asRecord(e.k);
      if (!k || k.choices.length !== e.s) {
        unplaced++;
        continue;
      }
      record = { ...k, choices: [...k.choices] };
      fromJournal.length = 0;
      fromJournal.push(...new Array<boolean>(k.choices.length).fill(false));
      if (e.c) created = e.c;
      gen = g;
      last = checkpoint = e;
      continue;
    }
    if (e.s === 0 && e.r && (!record || g > gen)) {
      const r = e.r;
      record = {
        game: r.game as GameRecord['game'],
        rulesVersion: r.rulesVersion,
        config: r.config,
        seats: r.seats,
        seed: r.seed,
        choices: [],
      };
      fromJournal.length = 0;
      created = r.created;
    }
    const len = record?.choices.length ?? 0;
    if (!record || e.s > len) {
      unplaced++; // a gap: the choices before it are lost, or in a record we do not have
      continue;
    }
    if (g === gen && e.s < len) {
      // the same line twice (journals of older versions, without generations)
      const c = record.choices[e.s];
      if (c.option !== e.o || c.seat !== e.seat) unplaced++;
      continue;
    }
    record.choices.length = e.s;
    fromJournal.length = e.s;
    record.choices.push({ seat: e.seat, option: e.o });
    fromJournal.push(true);
    gen = g;
    last = e;
  }
  return { record, last, kept: fromJournal.filter(Boolean).length, unplaced, gen: Math.max(gen, baseGen), created, checkpoint };
}

/** What the start-up fold does with one journal. */
interface Plan {
  id: string;
  record: GameRecord;
  last: JournalLine;
  gen: number;
  /** false: the row is missing and is created from the journal's set-up */
  exists: boolean;
  created?: string;
}

export interface Recovered {
  /** Games whose journal could not be folded (disk full or read-only): read again on first use. */
  pending: { id: string; record: GameRecord; last: JournalLine }[];
  /** Games whose saved record cannot be read (found while placing their journal). */
  unreadable: string[];
}

/** Makes a saved record replayable (its config resolved again with the card data main lends). */
export type RestoreRecord = (module: AnyModule, record: GameRecord) => GameRecord;

/** The replay check: how many of the record's choices the rules accept, from its set-up on. */
function replayable(module: AnyModule, record: GameRecord, restore: RestoreRecord): number {
  try {
    return GameSession.fromRecordPrefix(module, restore(module, record)).replayed;
  } catch {
    return 0;
  }
}

/**
 * Start-up: folds every journal into games.sqlite in one write, sets aside the ones that do not
 * fit whole, and tells the user what happened. Never deletes a line that is not in a written record.
 */
export function recoverJournals(
  store: Store,
  journal: Journal<JournalLine>,
  registry: GameRegistry,
  notices: StartupNotice[],
  restore: RestoreRecord = (_m, r) => r,
): Recovered {
  for (const n of journal.notices) {
    if (n.kind === 'moved_aside') notices.push({ key: 'game_journals_moved_aside', params: { movedTo: n.movedTo ?? '' } });
  }
  const plans: Plan[] = [];
  const drop: string[] = [];
  const aside: { id: string; kept: number; lost: number; file?: true }[] = [];
  const unreadable: string[] = [];
  let torn = 0;
  for (const id of journal.keys()) {
    const read = journal.read(id);
    if (read.torn) torn++;
    if (read.unreadable) {
      aside.push({ id, kept: 0, lost: 0, file: true }); // a folder in its place, no permission
      continue;
    }
    const row = store.get<GameRow>('SELECT * FROM games WHERE id = ?', [id]);
    const base = row ? parseRecord(row.record) : null;
    if (row && !base) {
      // an unreadable record: its journal cannot be placed; kept aside for the user
      unreadable.push(id);
      aside.push({ id, kept: 0, lost: read.entries.length + read.bad });
      continue;
    }
    if (!row && store.get('SELECT 1 FROM meta WHERE key = ?', [deletedKey(id)])) {
      drop.push(id); // the user deleted this game; its journal outlived it
      continue;
    }
    const fit = fitJournal(base, row ? Number(row.gen ?? 0) : 0, read.entries);
    const module = fit.record ? registry.get(fit.record.game) : undefined;
    if (fit.record && !module) continue; // a game this build cannot play: left for one that can
    if (fit.record && module && compareRulesVersions(fit.record.rulesVersion, module.rulesVersion) > 0) continue; // newer rules: untouched
    let record = fit.record;
    let kept = fit.kept;
    let last = fit.last;
    if (record && module && kept && record.rulesVersion === module.rulesVersion) {
      // only what the rules replay is folded; the rest stays in the journal, set aside
      const ok = replayable(module, record, restore);
      const cut = Math.min(kept, record.choices.length - ok);
      if (cut > 0) {
        kept -= cut;
        record = { ...record, choices: record.choices.slice(0, record.choices.length - cut) };
        last = kept ? lineOf(read.entries, record.choices.length - 1, last) : fit.checkpoint;
      }
    }
    const lost = fit.unplaced + read.bad + (fit.kept - kept);
    if (record && (kept > 0 || fit.checkpoint) && last) plans.push({ id, record, last, gen: fit.gen, exists: !!row, created: fit.created });
    if (lost > 0) aside.push({ id, kept, lost });
    else if (!plans.some((p) => p.id === id)) drop.push(id);
  }
  if (torn) notices.push({ key: 'game_journal_torn', params: { count: torn } });
  const pending: Recovered['pending'] = [];
  let written = false;
  try {
    if (plans.length) store.write((db) => plans.forEach((p) => writePlan(db, p)));
    written = true;
  } catch {
    // a read-only or full disk: the journals stay and are read on first use
    for (const p of plans) if (p.exists && !aside.some((a) => a.id === p.id)) pending.push({ id: p.id, record: p.record, last: p.last });
  }
  const rebuilt = plans.filter((p) => !p.exists).length;
  if (written && rebuilt) notices.push({ key: 'game_rebuilt_from_journal', params: { count: rebuilt } });
  for (const a of aside) {
    const file = journal.setAside(a.id);
    if (file && a.file) notices.push({ key: 'game_journal_unreadable', params: { file } });
    else if (file) notices.push({ key: 'game_journal_set_aside', params: { file, kept: written ? a.kept : 0, lost: a.lost } });
  }
  if (written) {
    for (const id of [...drop, ...plans.filter((p) => !aside.some((a) => a.id === p.id)).map((p) => p.id)]) {
      try {
        journal.clear(id);
      } catch {
        // harmless: its lines are of an older generation than the record now
      }
    }
  }
  return { pending, unreadable };
}

/** The journal line of choice `s` of the fold (the last one written with that index). */
function lineOf(entries: JournalLine[], s: number, fallback: JournalLine | null): JournalLine | null {
  for (let i = entries.length - 1; i >= 0; i--) if (entries[i].s === s && entries[i].k === undefined) return entries[i];
  return fallback;
}

function writePlan(db: Store['db'], p: Plan): void {
  const values = [p.last.u, JSON.stringify(p.last.p), p.record.choices.length, p.last.f, JSON.stringify(p.record), p.gen + 1];
  if (p.exists) {
    db.run('UPDATE games SET updated = ?, progress = ?, steps = ?, finished = ?, record = ?, gen = ? WHERE id = ?', [...values, p.id]);
    return;
  }
  const setup = p.record;
  const seats = JSON.stringify(setup.seats.map((x) => ({ name: x.name, kind: x.kind })));
  const created = p.created ?? p.last.u;
  db.run('INSERT INTO games(id, game, seats, created, updated, progress, steps, finished, record, gen) VALUES(?,?,?,?,?,?,?,?,?,?)', [
    p.id,
    setup.game,
    seats,
    created,
    ...values,
  ]);
}
