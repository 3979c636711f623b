/**
 * Games service: saved games in games.sqlite, open sessions cached in memory.
 *
 * Every recorded choice, the bots' included, is saved before it is acknowledged, so a crash
 * loses at most the choice in flight. With a data folder, a choice is one fsynced line appended
 * to the game's journal (`<data>/journals/<id>.journal`, `main/db/journal.ts`): its cost does not
 * grow with the number of saved games. A checkpoint (on undo, after a quiet while, every
 * CHECKPOINT_EVERY lines, when the host closes) rewrites that one journal atomically as a single
 * line holding the whole record: its cost is one game's, whatever else is saved (issue 28, item 5).
 * games.sqlite, one image of every game, is rewritten only when a game is created, deleted or
 * brought to newer rules, and once at start-up, which folds every journal left in one write.
 * Without a data folder (tests), every choice is one `store.write`. A choice that throws is rolled
 * back by the session and never reaches the saved record.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { AppError } from '../common/errors';
import { linesAfter, logPage, logTail, type LogCursor } from '../common/log-delta';
import type { Journal } from '../db/journal';
import type { Store } from '../db/store';
import type { StartupNotice } from '../api/ops/app';
import { botsFor, getBot } from '../engine/bots';
import type { GameModuleInfo, LogPageDto, NextTurn, ReplayDto, RulesNotice, SavedGame, SeatViewDto } from '../engine/dto';
import { GameSession, type AnyModule, type BotAsk } from '../engine/session';
import { toyModule } from '../engine/testing/toy';
import { parseCreateConfig } from '../engine/config';
import type { GameRecord, I18nRef, SeatConfig, SeatId, SetupSources } from '../engine/types';

export type { JournalLine } from './games-recovery';
import { savedGame, UNREADABLE_RECORDS, type ListOverlay } from './games-list';
import { gameRegistry, type GameRegistry } from '../games/registry';
import {
  compareRulesVersions,
  deletedKey,
  fitJournal,
  parseRecord,
  recoverJournals,
  type GameRow,
  type JournalLine,
} from './games-recovery';
import { archivedReader, hasRecordData, keepRecordData, recordDataOf } from './record-data';
import type { Handlers } from '../api/dispatcher';
import type { CardDetail } from '../cards/types';
import type { CardService } from '../cards/service';
import type { DeckService } from './decks';
import type { gameOps } from '../api/ops/games';

export interface CreateGameInput {
  game: string;
  seats: SeatConfig[];
  /** Values of the module's setup form (variant toggles). */
  options?: Record<string, boolean | string>;
  /**
   * The game's own set-up (V:TES: a deck per seat), checked against the module's createSchema
   * and resolved by its resolveSetup; overrides the form values.
   */
  config?: unknown;
  seed?: string;
}

/** Without decks and catalog (tests of other games): no saved deck, no catalog card. */
const NO_SOURCES: SetupSources<CardDetail> = {
  deck: () => {
    throw new AppError('not_found', 'deck_not_found');
  },
  cards: () => [],
};

/** Open games kept in memory (least recently used are dropped; they replay from the file). */
const MAX_OPEN_SESSIONS = 16;
/**
 * A game's journal is checkpointed (rewritten as one line holding its record) at the latest after
 * this many lines, on undo, after IDLE_CHECKPOINT_MS without a choice and when the host closes.
 */
export const CHECKPOINT_EVERY = 2000;
export const IDLE_CHECKPOINT_MS = 20_000;

export interface GameServiceOptions {
  /** Per-game journals; null writes every choice to games.sqlite directly. */
  journal?: Journal<JournalLine> | null;
  /** Start-up notices (a journal whose last line was torn by a crash is reported there). */
  notices?: StartupNotice[];
  checkpointEvery?: number;
  /** Milliseconds without a choice before the journals are folded; 0 turns it off (tests). */
  idleCheckpointMs?: number;
  /** Saved decks and catalog cards for the games whose set-up names them. */
  sources?: SetupSources<CardDetail>;
}

export class GameService {
  private readonly sessions = new Map<string, GameSession>();
  /** Games brought from an older rules version (see `upgrade`), by id. */
  private readonly notices = new Map<string, RulesNotice>();

  /** Saved decks and catalog cards for a game's set-up (V:TES decks are resolved in main). */
  private readonly sources: SetupSources<CardDetail>;
  private readonly journal: Journal<JournalLine> | null;
  private readonly checkpointEvery: number;
  /** Choices on disk (record in games.sqlite + journal lines) of each open game. */
  private readonly onDisk = new Map<string, number>();
  /** Generation of each open game's record in games.sqlite (journal lines carry it). */
  private readonly gens = new Map<string, number>();
  /**
   * Games whose journal holds what games.sqlite does not (folded at the next start), with the
   * number of lines appended since their last checkpoint.
   */
  private readonly journalLines = new Map<string, number>();
  /** What the list shows for games whose latest choices are still in their journal. */
  private readonly overlay = new Map<string, ListOverlay>();
  private readonly idleMs: number;
  /** Games whose saved record cannot be read: listed as such, can be deleted, never opened. */
  private readonly unreadable = new Set<string>();
  private idleTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly store: Store,
    private readonly registry: GameRegistry = gameRegistry(),
    private readonly now: () => Date = () => new Date(),
    opts: GameServiceOptions = {},
  ) {
    this.sources = opts.sources ?? NO_SOURCES;
    // a journals folder that can be neither found nor made: every choice is a whole-record write
    this.journal = opts.journal?.usable === false ? null : (opts.journal ?? null);
    this.checkpointEvery = opts.checkpointEvery ?? CHECKPOINT_EVERY;
    this.idleMs = opts.idleCheckpointMs ?? IDLE_CHECKPOINT_MS;
    if (this.journal) this.recover(opts.notices);
    // a cut or overwritten record is listed unreadable from the start (games-list.ts), never parsed per list
    for (const r of this.store.all<{ id: string }>(UNREADABLE_RECORDS)) this.unreadable.add(r.id);
  }

  // ---- catalogue ---------------------------------------------------------------------------

  modules(): GameModuleInfo[] {
    return this.registry.list().map((m) => ({
      game: m.id,
      minPlayers: m.setupForm?.minPlayers ?? 2,
      maxPlayers: m.setupForm?.maxPlayers ?? 6,
      options: (m.setupForm?.options ?? []).map((o) => ({ ...o })),
      bots: botsFor(m),
    }));
  }

  private module(game: string): AnyModule {
    const m = this.registry.get(game);
    if (!m) throw new AppError('not_found', 'game_not_available', { game: game.slice(0, 40) });
    return m;
  }

  // ---- persistence -------------------------------------------------------------------------

  /** Saves what the session recorded since the last save: a journal append, or the whole row. */
  private save(id: string, s: GameSession, insert = false): void {
    const saved = this.onDisk.get(id);
    if (!this.journal || insert || saved === undefined || this.store.readOnly) {
      // new game, or no journal: the whole record, in one atomic write (refused when read-only)
      this.writeRow(id, s, insert);
      return;
    }
    if (s.step < saved) {
      // undo: the journal rewritten as the shorter record, at a newer generation
      try {
        this.checkpoint(id, s);
      } catch (e) {
        this.sessions.delete(id);
        this.onDisk.delete(id);
        throw e;
      }
      return;
    }
    if (s.step === saved) return;
    const now = this.now().toISOString();
    const choices = s.record().choices;
    const progress = s.progress();
    const finished = s.isOver() ? 1 : 0;
    try {
      const g = this.gens.get(id) ?? 0;
      for (let i = saved; i < choices.length; i++) {
        const line: JournalLine = { g, s: i, seat: choices[i].seat, o: choices[i].option, p: progress, f: finished, u: now };
        // choice 0 carries the set-up: a game whose record is lost is rebuilt from its journal
        if (i === 0) line.r = this.setupOf(id, s);
        this.journal.append(id, line);
        this.onDisk.set(id, i + 1);
        this.journalLines.set(id, (this.journalLines.get(id) ?? 0) + 1);
      }
    } catch (e) {
      // memory must not run ahead of the disk: the next call replays what was really saved
      this.sessions.delete(id);
      this.onDisk.delete(id);
      throw e;
    }
    this.overlay.set(id, { progress, steps: s.step, finished: finished === 1, updated: now });
    this.scheduleIdleCheckpoint();
    if ((this.journalLines.get(id) ?? 0) >= this.checkpointEvery) {
      try {
        this.checkpoint(id, s);
      } catch {
        // the choices are safe in the journal's lines; the checkpoint is tried again later
      }
    }
  }

  /** Rewrites an open game's journal as one checkpoint line holding its whole record. */
  private checkpoint(id: string, s: GameSession): void {
    this.writeCheckpoint(id, this.stored(s), s.progress(), s.isOver() ? 1 : 0, this.now().toISOString());
    this.onDisk.set(id, s.step);
  }

  /**
   * Replaces a game's journal by one line holding `record` at the next generation: lines written
   * before it (of older generations) and the record in games.sqlite are then older than it. Throws
   * a typed io_failed error and changes nothing when the journal cannot be rewritten.
   */
  private writeCheckpoint(id: string, record: GameRecord, p: I18nRef, f: 0 | 1, u: string): void {
    const g = (this.gens.get(id) ?? this.rowGen(id)) + 1;
    const line: JournalLine = { g, s: record.choices.length, seat: -1, o: '', p, f, u, k: record, c: this.createdOf(id) };
    this.journal!.rewrite(id, [line]);
    this.gens.set(id, g);
    this.journalLines.set(id, 0);
    this.overlay.set(id, { progress: p, steps: record.choices.length, finished: f === 1, updated: u });
  }

  /** Writes the whole record to games.sqlite and drops the game's journal, now folded in. */
  private writeRow(id: string, s: GameSession, insert: boolean): void {
    const now = this.now().toISOString();
    const seats = JSON.stringify(s.seats.map((x) => ({ name: x.name, kind: x.kind })));
    const gen = insert ? 0 : (this.gens.get(id) ?? this.rowGen(id)) + 1;
    const values = [JSON.stringify(s.progress()), s.step, s.isOver() ? 1 : 0, JSON.stringify(this.stored(s)), gen];
    try {
      const data = insert ? recordDataOf(s.module, s.config) : null;
      this.store.write((db) => {
        // the data the record names (its card definitions), kept once in the record archive with it
        if (data) keepRecordData(db, data, now);
        if (insert) {
          db.run(
            'INSERT INTO games(id, game, seats, created, updated, progress, steps, finished, record, gen) VALUES(?,?,?,?,?,?,?,?,?,?)',
            [id, s.module.id, seats, now, now, ...values],
          );
        } else {
          // the seats too: a seat handed to a bot (reseat) is listed as such
          db.run('UPDATE games SET updated = ?, seats = ?, progress = ?, steps = ?, finished = ?, record = ?, gen = ? WHERE id = ?', [
            now,
            seats,
            ...values,
            id,
          ]);
        }
      });
    } catch (e) {
      // The store has put its memory back to what the file holds (Store.persist); the open
      // session ran ahead of it, so drop it: the next call replays what was really saved.
      this.sessions.delete(id);
      this.onDisk.delete(id);
      this.gens.delete(id);
      if (e instanceof AppError) throw e;
      throw new AppError('io_failed', 'game_save_failed', {}, e instanceof Error ? e.message : String(e));
    }
    this.onDisk.set(id, s.step);
    this.gens.set(id, gen);
    this.overlay.delete(id);
    if (this.journal && this.journalLines.has(id)) {
      this.journalLines.delete(id);
      try {
        this.journal.clear(id);
      } catch {
        // harmless: its lines name an older generation than the record now, and are never read again
      }
    }
  }

  /** The record as games.sqlite keeps it (the module's storedConfig: V:TES names its card data by version). */
  private stored(s: GameSession): GameRecord {
    const r = s.record();
    return s.module.storedConfig ? { ...r, config: s.module.storedConfig(s.config) } : r;
  }

  /** A saved record made replayable: its config resolved again with the data main lends (module.restoreConfig). */
  private restored(module: AnyModule, record: GameRecord): { record: GameRecord; changed: boolean } {
    if (!module.restoreConfig) return { record, changed: false };
    const r = module.restoreConfig(record.config, this.sources, archivedReader(this.store, module.id));
    return { record: { ...record, config: r.config }, changed: r.changed };
  }

  /** The set-up written on a game's first journal line (a lost record is rebuilt from it). */
  private setupOf(id: string, s: GameSession): JournalLine['r'] {
    const r = s.record();
    return { game: r.game, rulesVersion: r.rulesVersion, config: r.config, seats: r.seats, seed: r.seed, created: this.createdOf(id) };
  }

  private createdOf(id: string): string {
    return this.store.get<{ created: string }>('SELECT created FROM games WHERE id = ?', [id])?.created ?? this.now().toISOString();
  }

  private rowGen(id: string): number {
    return Number(this.store.get<{ gen: number }>('SELECT gen FROM games WHERE id = ?', [id])?.gen ?? 0);
  }

  /**
   * The saved record with what the game's journal holds after it: its checkpoint and the lines
   * that follow (those of its generation or later). `gen` is the generation the next write follows.
   */
  private withJournal(
    record: GameRecord,
    gen: number,
    id: string,
  ): { record: GameRecord; inJournal: boolean; gen: number; last: JournalLine | null } {
    if (!this.journal) return { record, inJournal: false, gen, last: null };
    const fit = fitJournal(record, gen, this.journal.read(id).entries);
    return { record: fit.record ?? record, inJournal: fit.kept > 0 || !!fit.checkpoint, gen: fit.gen, last: fit.last };
  }

  /**
   * Start-up: folds the journals a crash or a closed app left behind into games.sqlite, in one
   * write (games-recovery.ts). If the fold cannot be written, the journals stay and are read on
   * first use.
   */
  private recover(notices: StartupNotice[] = []): void {
    const { pending, unreadable } = recoverJournals(
      this.store,
      this.journal!,
      this.registry,
      notices,
      (m, r) => this.restored(m, r).record,
    );
    for (const id of unreadable) this.unreadable.add(id);
    for (const f of pending) {
      this.journalLines.set(f.id, f.record.choices.length);
      this.overlay.set(f.id, { progress: f.last.p, steps: f.record.choices.length, finished: f.last.f === 1, updated: f.last.u });
    }
  }

  /** Checkpoints the journals once the table has been quiet for a while (never on the choice's path). */
  private scheduleIdleCheckpoint(): void {
    if (!this.idleMs) return;
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      this.idleTimer = null;
      this.checkpointJournals();
    }, this.idleMs);
    this.idleTimer.unref?.();
  }

  /** Checkpoints every journal and closes the journal files (the host is closing). */
  checkpointAll(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    this.checkpointJournals();
    this.journal?.close();
  }

  /**
   * Rewrites each journal that has lines since its last checkpoint as one checkpoint line: one
   * game's write each, games.sqlite untouched. The next start folds them into games.sqlite.
   */
  checkpointJournals(): void {
    for (const [id, lines] of [...this.journalLines]) {
      if (!lines) continue;
      const s = this.sessions.get(id);
      try {
        if (s) this.checkpoint(id, s);
        else {
          // a game no longer open: its record and last line as saved, without a replay
          const row = this.row(id);
          const r = this.withJournal(this.readRecord(row), Number(row.gen ?? 0), id);
          if (!r.last) continue;
          this.gens.set(id, r.gen);
          this.writeCheckpoint(id, r.record, r.last.p, r.last.f, r.last.u);
        }
      } catch {
        // left in the journal's lines: read as they are, folded at the next start
      }
    }
  }

  /**
   * Folds every journal into games.sqlite, in one write per game: what the next start does with
   * the journals left (tests use it to reach the states a start leaves).
   */
  foldJournals(): void {
    for (const id of [...this.journalLines.keys()]) {
      const s = this.sessions.get(id);
      try {
        if (s) this.writeRow(id, s, false);
        else {
          const row = this.row(id);
          const r = this.withJournal(this.readRecord(row), Number(row.gen ?? 0), id);
          const m = this.module(r.record.game);
          const { record, changed } = this.restored(m, r.record);
          if (changed) continue; // other card data: the upgrade path, when the game is opened
          this.gens.set(id, r.gen);
          this.writeRow(id, GameSession.fromRecord(m, record), false);
        }
      } catch {
        // left in the journal: folded at the next start
      }
    }
  }

  private row(id: string): GameRow {
    const r = this.store.get<GameRow>('SELECT * FROM games WHERE id = ?', [id]);
    if (!r) throw new AppError('not_found', 'game_not_found');
    return r;
  }

  /** A row's record; a damaged cell is a typed, localized error (the game is listed as unreadable). */
  private readRecord(row: GameRow): GameRecord {
    const record = parseRecord(row.record);
    if (!record) {
      this.unreadable.add(row.id);
      throw new AppError('invalid_input', 'game_record_unreadable');
    }
    return record;
  }

  /** The open session of a game, replayed from its saved record on first use. */
  session(id: string): GameSession {
    const cached = this.sessions.get(id);
    if (cached) {
      // most recently used last
      this.sessions.delete(id);
      this.sessions.set(id, cached);
      return cached;
    }
    const r = this.row(id);
    const { record: saved, inJournal, gen } = this.withJournal(this.readRecord(r), Number(r.gen ?? 0), id);
    const module = this.module(saved.game);
    if (compareRulesVersions(saved.rulesVersion, module.rulesVersion) > 0) {
      // saved by a newer Vitae: never brought "down" (that would drop choices); the record stays as it is
      throw new AppError('invalid_input', 'game_rules_newer', { needed: saved.rulesVersion, current: module.rulesVersion });
    }
    if (inJournal && !this.journalLines.has(id)) this.journalLines.set(id, 0);
    this.gens.set(id, gen);
    // a record made with other card data is never replayed silently with the new definitions
    const { record, changed } = this.restored(module, saved);
    const s =
      record.rulesVersion === module.rulesVersion && !changed
        ? GameSession.fromRecord(module, record)
        : this.upgrade(id, module, record, saved);
    this.onDisk.set(id, s.step);
    this.cache(id, s);
    this.keepDataOf(s);
    const archived = this.store.get<{ rules_version: string; kept: number; record: string }>(
      'SELECT rules_version, kept, record FROM game_archive WHERE id = ? ORDER BY archived DESC LIMIT 1',
      [id],
    );
    if (archived) {
      const of = (JSON.parse(archived.record) as GameRecord).choices.length;
      this.notices.set(id, { from: archived.rules_version, kept: Number(archived.kept), of });
    } else this.notices.delete(id);
    return s;
  }

  /**
   * A game saved under an older rules version or with other card data (`record` is `saved` made
   * replayable): it goes on from the longest start of its choices that the current rules and card
   * data accept. The record as saved is archived first, in the same transaction that saves the game
   * under the current rules, so nothing of it is lost.
   */
  private upgrade(id: string, module: AnyModule, record: GameRecord, saved: GameRecord = record): GameSession {
    const { session, replayed } = GameSession.fromRecordPrefix(module, record);
    const now = this.now().toISOString();
    const gen = (this.gens.get(id) ?? 0) + 1;
    const data = recordDataOf(module, session.config);
    this.store.write((db) => {
      if (data) keepRecordData(db, data, now);
      db.run('INSERT INTO game_archive(id, archived, rules_version, kept, record) VALUES(?,?,?,?,?)', [
        id,
        now,
        saved.rulesVersion,
        replayed,
        JSON.stringify(saved),
      ]);
      db.run('UPDATE games SET updated = ?, progress = ?, steps = ?, finished = ?, record = ?, gen = ? WHERE id = ?', [
        now,
        JSON.stringify(session.progress()),
        session.step,
        session.isOver() ? 1 : 0,
        JSON.stringify(this.stored(session)),
        gen,
        id,
      ]);
    });
    this.gens.set(id, gen);
    if (this.journal && this.journalLines.has(id)) {
      this.journalLines.delete(id);
      try {
        this.journal.clear(id);
      } catch {
        // its lines name an older generation: never read again
      }
    }
    return session;
  }

  /**
   * A game saved before the record archive kept its data (or whose row a journal rebuilt): the data
   * its record names are archived when it is opened. A failed write leaves the game as it was (it
   * is tried again at the next opening).
   */
  private keepDataOf(s: GameSession): void {
    const data = recordDataOf(s.module, s.config);
    if (!data || this.store.readOnly || hasRecordData(this.store, data)) return;
    try {
      this.store.write((db) => keepRecordData(db, data, this.now().toISOString()));
    } catch {
      // not archived yet: nothing of the game itself is lost
    }
  }

  /** A seat's view with the rules notice of an upgraded game. */
  private dto(id: string, s: GameSession, seat: SeatId | 'public', logAfter?: LogCursor): SeatViewDto {
    const v = s.viewFor(seat);
    const notice = this.notices.get(id);
    if (notice) v.rulesNotice = notice;
    // only the log lines the renderer lacks (views as deltas, main/common/log-delta.ts)
    const delta = logAfter ? linesAfter(v.log, logAfter) : null;
    if (delta) {
      v.log = delta;
      v.logDelta = true;
    } else {
      // no usable cursor (first view, restart, undo): the tail only, earlier lines on request
      const tail = logTail(v.log);
      v.log = tail.lines;
      if (tail.earlier) v.logEarlier = tail.earlier;
    }
    return v;
  }

  private cache(id: string, s: GameSession): void {
    this.sessions.set(id, s);
    while (this.sessions.size > MAX_OPEN_SESSIONS) this.sessions.delete(this.sessions.keys().next().value as string);
  }

  /** Lets bots answer, saving after each of their choices. */
  private runBots(id: string, s: GameSession): void {
    s.runBots(() => this.save(id, s));
  }

  // ---- operations --------------------------------------------------------------------------

  list(): SavedGame[] {
    const games = this.store
      .all<GameRow>('SELECT id, game, seats, created, updated, progress, steps, finished FROM games ORDER BY updated DESC, id')
      .map((r) => savedGame(r, this.overlay.get(r.id), this.unreadable.has(r.id)));
    if (this.overlay.size) games.sort((a, b) => (a.updated === b.updated ? a.id.localeCompare(b.id) : a.updated < b.updated ? 1 : -1));
    return games;
  }

  create(input: CreateGameInput): { id: string } {
    const m = this.module(input.game);
    const form = m.setupForm;
    const players = input.seats.length;
    for (const [i, seat] of input.seats.entries()) {
      if (seat.kind === 'bot' && !getBot(m, seat.bot)) {
        throw new AppError('invalid_input', 'bot_not_available', { bot: String(seat.bot ?? '').slice(0, 40), seat: i + 1 });
      }
    }
    let raw: unknown;
    if (input.config !== undefined) {
      // the game's schema bounds every size before any other work
      raw = m.createSchema ? parseCreateConfig(m.createSchema, input.config) : input.config;
      if (m.resolveSetup) raw = m.resolveSetup(raw, this.sources);
    } else {
      const options: Record<string, boolean | string> = {};
      for (const o of form?.options ?? []) options[o.id] = o.default;
      for (const [k, v] of Object.entries(input.options ?? {})) {
        const o = form?.options.find((x) => x.id === k);
        if (!o) throw new AppError('invalid_input', 'game_option_unknown', { option: k.slice(0, 40) });
        if (o.kind === 'boolean' ? typeof v !== 'boolean' : !o.choices?.some((c) => c.id === v)) {
          throw new AppError('invalid_input', 'game_option_invalid', { option: k.slice(0, 40) });
        }
        options[k] = v;
      }
      raw = form?.toConfig ? form.toConfig(players, options) : { players, ...options };
    }
    const seats = input.seats.map((s): SeatConfig =>
      s.kind === 'bot' ? { name: s.name, kind: 'bot', bot: s.bot ?? 'random' } : { name: s.name, kind: 'human' },
    );
    const seed = input.seed ?? randomBytes(12).toString('hex');
    const s = GameSession.create(m, raw, seats, seed);
    const id = randomUUID();
    this.save(id, s, true);
    this.cache(id, s);
    try {
      // a bot that thinks answers in the table's worker thread, not here
      s.runBots(() => this.save(id, s), true);
    } catch {
      // The game exists and is saved up to the failing bot choice; opening it calls games.next,
      // which runs the (deterministic) bots again and reports the error where the game is shown.
    }
    return { id };
  }

  /**
   * Who must act next; null when the game is over. Pending bot decisions (e.g. after a crash
   * between two bot choices) are played first.
   */
  next(id: string): NextTurn | null {
    const s = this.session(id);
    this.runBots(id, s);
    const d = s.nextHuman();
    if (!d) return null;
    return { seat: d.seat, name: s.seats[d.seat].name, human: true, humans: s.seats.filter((x) => x.kind === 'human').length };
  }

  private checkSeat(s: GameSession, seat: SeatId | 'public'): void {
    if (seat !== 'public' && (seat < 0 || seat >= s.seats.length))
      throw new AppError('invalid_input', 'seat_not_found', { seat: seat + 1 });
  }

  view(id: string, seat: SeatId | 'public', logAfter?: LogCursor): SeatViewDto {
    const s = this.session(id);
    this.checkSeat(s, seat);
    return this.dto(id, s, seat, logAfter);
  }

  choose(id: string, seat: SeatId, option: string, logAfter?: LogCursor): SeatViewDto {
    const s = this.session(id);
    this.checkSeat(s, seat);
    if (s.isBot(seat)) throw new AppError('illegal_move', 'not_your_decision', { seat: seat + 1 });
    s.choose(seat, option);
    this.save(id, s);
    this.runBots(id, s);
    return this.dto(id, s, seat, logAfter);
  }

  // ---- the table service's steps (main/services/table.ts): one change each, saved ----------

  /** `seat` answers `option`; bots are not run (the table service runs them, maybe later). */
  answer(id: string, seat: SeatId, option: string): void {
    const s = this.session(id);
    this.checkSeat(s, seat);
    if (s.isBot(seat)) throw new AppError('illegal_move', 'not_your_decision', { seat: seat + 1 });
    s.choose(seat, option);
    this.save(id, s);
  }

  /** One pending bot decision answered and saved; false when no bot has one (`quickOnly`: no thinking bot). */
  botStep(id: string, quickOnly = false): boolean {
    const s = this.session(id);
    const done = s.botStep(quickOnly);
    if (done) this.save(id, s);
    return done;
  }

  /** The question a thinking bot must answer now, or null (GameSession.botAsk). */
  botAsk(id: string): BotAsk | null {
    return this.session(id).botAsk();
  }

  /** A thinking bot's answer to the question of `step`, recorded and saved (stale: refused, nothing changes). */
  botAnswer(id: string, seat: SeatId, step: number, option: string): void {
    const s = this.session(id);
    s.botAnswer(seat, step, option);
    this.save(id, s);
  }

  /** Back to the state after the first `step` choices (the table service decided it may), saved whole. */
  rewind(id: string, step: number): void {
    const s = this.session(id);
    s.rewind(step);
    this.save(id, s);
  }

  /** Seat `seat` is played by `config` from now on (a bot takes a human's place, or back); saved whole. */
  reseat(id: string, seat: SeatId, config: SeatConfig): void {
    const s = this.session(id);
    this.checkSeat(s, seat);
    if (config.kind === 'bot' && !getBot(s.module, config.bot)) {
      throw new AppError('invalid_input', 'bot_not_available', { bot: String(config.bot ?? '').slice(0, 40), seat: seat + 1 });
    }
    const before = { ...s.seats[seat] };
    s.reseat(seat, config);
    try {
      this.writeRow(id, s, false);
    } catch (e) {
      s.reseat(seat, before);
      throw e;
    }
  }

  /** Up to `limit` lines of the seat's log just before line `before` (the log panel scrolling back). */
  log(id: string, seat: SeatId | 'public', before: number, limit: number): LogPageDto {
    const s = this.session(id);
    this.checkSeat(s, seat);
    return logPage(s.viewFor(seat).log, before, limit);
  }

  undo(id: string, seat: SeatId, logAfter?: LogCursor): SeatViewDto {
    const s = this.session(id);
    this.checkSeat(s, seat);
    s.undo(seat);
    this.save(id, s);
    return this.dto(id, s, seat, logAfter);
  }

  delete(id: string): void {
    this.row(id);
    this.store.write((db) => {
      db.run('DELETE FROM games WHERE id = ?', [id]);
      db.run('DELETE FROM game_archive WHERE id = ?', [id]);
      // says the game was deleted on purpose: a journal a crash kept is dropped, not rebuilt
      db.run('INSERT OR REPLACE INTO meta(key, value) VALUES(?, ?)', [deletedKey(id), this.now().toISOString()]);
    });
    this.unreadable.delete(id);
    this.sessions.delete(id);
    this.notices.delete(id);
    this.onDisk.delete(id);
    this.overlay.delete(id);
    this.journalLines.delete(id);
    try {
      this.journal?.clear(id);
    } catch {
      // an orphan journal is dropped at the next start
    }
  }

  /**
   * The saved row of a game exactly as stored, cells as text (a damaged record is not parsed),
   * with the lines of its journal: what a user keeps of a game that cannot be opened.
   */
  exportGame(id: string): { fileName: string; mimeType: string; text: string } {
    const row = this.row(id);
    const journal = this.journal?.read(id).entries ?? [];
    const text = JSON.stringify({ vitaeGame: 1, ...row, journal }, null, 1);
    return { fileName: `vitae-game-${id.slice(0, 8)}.json`, mimeType: 'application/json', text };
  }

  /** The public view after the first `step` recorded choices (replay viewer). */
  replay(id: string, step: number): ReplayDto {
    const s = this.session(id);
    const steps = s.step;
    const at = Math.max(0, Math.min(step, steps));
    const past = at === steps ? s : GameSession.fromRecord(s.module, s.record(), at);
    return { step: at, steps, view: past.viewFor('public') };
  }

  /** Test/diagnostic access to the saved record, as a restart reads it: games.sqlite and the journal (never sent to the renderer). */
  savedRecord(id: string): GameRecord {
    const row = this.row(id);
    return this.withJournal(JSON.parse(row.record) as GameRecord, Number(row.gen ?? 0), id).record;
  }

  /** Drops the in-memory sessions (tests: simulate a restart). */
  forget(): void {
    this.sessions.clear();
    this.onDisk.clear();
    this.gens.clear();
  }
}

/** The app's service; VITAE_TOY_GAME=1 adds the engine's toy game (e2e tests of the Play screen). */
export function createGameService(store: Store, opts: GameServiceOptions = {}): GameService {
  const extra = process.env.VITAE_TOY_GAME === '1' ? [toyModule as AnyModule] : [];
  return new GameService(store, gameRegistry(extra), undefined, opts);
}

/** Saved decks and catalog cards for a game's resolveSetup (V:TES decks are resolved here, in main). */
export function setupSources(decks: Pick<DeckService, 'get'>, cards: Pick<CardService, 'get'>): SetupSources<CardDetail> {
  return {
    deck(id) {
      const d = decks.get(id);
      return { name: d.name, crypt: d.content.crypt, library: d.content.library };
    },
    cards(uids) {
      const out: CardDetail[] = [];
      for (const uid of uids) {
        try {
          out.push(cards.get(uid));
        } catch (e) {
          // an unknown card is reported by the game (e.g. vtes_deck_unknown_card)
          if (!(e instanceof AppError && e.code === 'not_found')) throw e;
        }
      }
      return out;
    },
  };
}

type GameOpName = keyof typeof gameOps;

/** The handlers of the games.* operations (spread into createHandlers). */
export function gameHandlers(store: Store, service: GameService = createGameService(store)): Pick<Handlers, GameOpName> {
  return {
    'games.modules': () => service.modules(),
    'games.list': () => service.list(),
    'games.create': (input) => service.create(input as CreateGameInput),
    'games.view': ({ id, seat, logAfter }) => service.view(id, seat, logAfter),
    'games.log': ({ id, seat, before, limit }) => service.log(id, seat, before, limit),
    'games.delete': ({ id }) => {
      service.delete(id);
      return null;
    },
    'games.replay': ({ id, step }) => service.replay(id, step),
    'games.export': ({ id }) => service.exportGame(id),
  };
}
