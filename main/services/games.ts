/**
 * Games service: saved games in games.sqlite, open sessions cached in memory.
 *
 * The record is saved (one `store.write`, i.e. a transaction + atomic file replace) after every
 * recorded choice, the bots' choices included, so a crash loses at most the choice in flight.
 * A choice that throws is rolled back by the session and never reaches the saved record.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { AppError } from '../common/errors';
import type { Store } from '../db/store';
import { botsFor, getBot } from '../engine/bots';
import type { GameModuleInfo, NextTurn, ReplayDto, RulesNotice, SavedGame, SeatInfo, SeatViewDto } from '../engine/dto';
import { GameSession, type AnyModule } from '../engine/session';
import { toyModule } from '../engine/testing/toy';
import { parseCreateConfig } from '../engine/config';
import type { GameRecord, I18nRef, SeatConfig, SeatId, SetupSources } from '../engine/types';
import { gameRegistry, type GameRegistry } from '../games/registry';
import type { Handlers } from '../api/dispatcher';
import type { CardDetail } from '../cards/types';
import type { CardService } from '../cards/service';
import type { DeckService } from './decks';
import type { gameOps } from '../api/ops/games';

interface GameRow {
  id: string;
  game: string;
  seats: string;
  created: string;
  updated: string;
  progress: string;
  steps: number;
  finished: number;
  record: string;
}

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
const NO_SOURCES: SetupSources = {
  deck: () => {
    throw new AppError('not_found', 'deck_not_found');
  },
  cards: () => [],
};

/** Open games kept in memory (least recently used are dropped; they replay from the file). */
const MAX_OPEN_SESSIONS = 16;

export class GameService {
  private readonly sessions = new Map<string, GameSession>();
  /** Games brought from an older rules version (see `upgrade`), by id. */
  private readonly notices = new Map<string, RulesNotice>();

  constructor(
    private readonly store: Store,
    private readonly registry: GameRegistry = gameRegistry(),
    private readonly now: () => Date = () => new Date(),
    private readonly sources: SetupSources = NO_SOURCES,
  ) {}

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

  private save(id: string, s: GameSession, insert = false): void {
    const now = this.now().toISOString();
    const seats = JSON.stringify(s.seats.map((x) => ({ name: x.name, kind: x.kind })));
    const values = [JSON.stringify(s.progress()), s.step, s.isOver() ? 1 : 0, JSON.stringify(s.record())];
    const prev = insert ? undefined : this.store.get<GameRow>('SELECT * FROM games WHERE id = ?', [id]);
    try {
      this.store.write((db) => {
        if (insert) {
        db.run(
          'INSERT INTO games(id, game, seats, created, updated, progress, steps, finished, record) VALUES(?,?,?,?,?,?,?,?,?)',
          [id, s.module.id, seats, now, now, ...values],
        );
        } else {
          db.run('UPDATE games SET updated = ?, progress = ?, steps = ?, finished = ?, record = ? WHERE id = ?', [now, ...values, id]);
        }
      });
    } catch (e) {
      // Memory must not run ahead of the file: the transaction may have committed before the
      // file write failed, so put the row back as the file has it (no persist), and let the
      // next call replay what was really saved.
      this.sessions.delete(id);
      try {
        if (insert) this.store.run('DELETE FROM games WHERE id = ?', [id]);
        else if (prev) {
          this.store.run('UPDATE games SET updated = ?, progress = ?, steps = ?, finished = ?, record = ? WHERE id = ?', [
            prev.updated,
            prev.progress,
            prev.steps,
            prev.finished,
            prev.record,
            id,
          ]);
        }
      } catch {
        /* the original error is the one to report */
      }
      if (e instanceof AppError) throw e;
      throw new AppError('io_failed', 'game_save_failed', {}, e instanceof Error ? e.message : String(e));
    }
  }

  private row(id: string): GameRow {
    const r = this.store.get<GameRow>('SELECT * FROM games WHERE id = ?', [id]);
    if (!r) throw new AppError('not_found', 'game_not_found');
    return r;
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
    const record = JSON.parse(r.record) as GameRecord;
    const module = this.module(record.game);
    const s = record.rulesVersion === module.rulesVersion ? GameSession.fromRecord(module, record) : this.upgrade(id, module, record);
    this.cache(id, s);
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
   * A game saved under an older rules version: it goes on from the longest start of its choices
   * that the current rules accept. The original record is archived first, in the same transaction
   * that saves the game under the current rules, so nothing of it is lost.
   */
  private upgrade(id: string, module: AnyModule, record: GameRecord): GameSession {
    const { session, replayed } = GameSession.fromRecordPrefix(module, record);
    const now = this.now().toISOString();
    this.store.write((db) => {
      db.run('INSERT INTO game_archive(id, archived, rules_version, kept, record) VALUES(?,?,?,?,?)', [
        id,
        now,
        record.rulesVersion,
        replayed,
        JSON.stringify(record),
      ]);
      db.run('UPDATE games SET updated = ?, progress = ?, steps = ?, finished = ?, record = ? WHERE id = ?', [
        now,
        JSON.stringify(session.progress()),
        session.step,
        session.isOver() ? 1 : 0,
        JSON.stringify(session.record()),
        id,
      ]);
    });
    return session;
  }

  /** A seat's view with the rules notice of an upgraded game. */
  private dto(id: string, s: GameSession, seat: SeatId | 'public'): SeatViewDto {
    const v = s.viewFor(seat);
    const notice = this.notices.get(id);
    return notice ? { ...v, rulesNotice: notice } : v;
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
    return this.store
      .all<GameRow>('SELECT id, game, seats, created, updated, progress, steps, finished FROM games ORDER BY updated DESC, id')
      .map((r) => ({
        id: r.id,
        game: r.game as SavedGame['game'],
        seats: JSON.parse(r.seats) as SeatInfo[],
        created: r.created,
        updated: r.updated,
        progress: JSON.parse(r.progress) as I18nRef,
        steps: Number(r.steps),
        finished: Number(r.finished) === 1,
      }));
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
    const seats = input.seats.map((s): SeatConfig => (s.kind === 'bot' ? { name: s.name, kind: 'bot', bot: s.bot ?? 'random' } : { name: s.name, kind: 'human' }));
    const seed = input.seed ?? randomBytes(12).toString('hex');
    const s = GameSession.create(m, raw, seats, seed);
    const id = randomUUID();
    this.save(id, s, true);
    this.cache(id, s);
    try {
      this.runBots(id, s);
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
    if (seat !== 'public' && (seat < 0 || seat >= s.seats.length)) throw new AppError('invalid_input', 'seat_not_found', { seat: seat + 1 });
  }

  view(id: string, seat: SeatId | 'public'): SeatViewDto {
    const s = this.session(id);
    this.checkSeat(s, seat);
    return this.dto(id, s, seat);
  }

  choose(id: string, seat: SeatId, option: string): SeatViewDto {
    const s = this.session(id);
    this.checkSeat(s, seat);
    if (s.isBot(seat)) throw new AppError('illegal_move', 'not_your_decision', { seat: seat + 1 });
    s.choose(seat, option);
    this.save(id, s);
    this.runBots(id, s);
    return this.dto(id, s, seat);
  }

  undo(id: string, seat: SeatId): SeatViewDto {
    const s = this.session(id);
    this.checkSeat(s, seat);
    s.undo(seat);
    this.save(id, s);
    return this.dto(id, s, seat);
  }

  delete(id: string): void {
    this.row(id);
    this.store.write((db) => {
      db.run('DELETE FROM games WHERE id = ?', [id]);
      db.run('DELETE FROM game_archive WHERE id = ?', [id]);
    });
    this.sessions.delete(id);
    this.notices.delete(id);
  }

  /** The public view after the first `step` recorded choices (replay viewer). */
  replay(id: string, step: number): ReplayDto {
    const s = this.session(id);
    const steps = s.step;
    const at = Math.max(0, Math.min(step, steps));
    const past = at === steps ? s : GameSession.fromRecord(s.module, s.record(), at);
    return { step: at, steps, view: past.viewFor('public') };
  }

  /** Test/diagnostic access to the saved record (never sent to the renderer). */
  savedRecord(id: string): GameRecord {
    return JSON.parse(this.row(id).record) as GameRecord;
  }

  /** Drops the in-memory sessions (tests: simulate a restart). */
  forget(): void {
    this.sessions.clear();
  }
}

/** The app's service; VITAE_TOY_GAME=1 adds the engine's toy game (e2e tests of the Play screen). */
export function createGameService(store: Store, sources?: SetupSources): GameService {
  const extra = process.env.VITAE_TOY_GAME === '1' ? [toyModule as AnyModule] : [];
  return new GameService(store, gameRegistry(extra), undefined, sources);
}

/** Saved decks and catalog cards for a game's resolveSetup (V:TES decks are resolved here, in main). */
export function setupSources(decks: Pick<DeckService, 'get'>, cards: Pick<CardService, 'get'>): SetupSources {
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
    'games.view': ({ id, seat }) => service.view(id, seat),
    'games.next': ({ id }) => service.next(id),
    'games.choose': ({ id, seat, option }) => service.choose(id, seat, option),
    'games.undo': ({ id, seat }) => service.undo(id, seat),
    'games.delete': ({ id }) => {
      service.delete(id);
      return null;
    },
    'games.replay': ({ id, step }) => service.replay(id, step),
  };
}
