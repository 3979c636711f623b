/**
 * The table service (issue 31, items 1-3): the one authority over the flow of a game in play.
 * It decides who answers next, answers for bots (at once, or one choice per `botDelayMs` so
 * that players see them move) and for seats whose standing "I will not respond" holds
 * (main/common/standing-pass.ts, stored here per seat), tells a client holding several seats on
 * one device when to put up the curtain, decides how far a player may undo
 * (table-undo.ts, issue 34 §4), and pushes `table.changed {table, step}` after every change.
 *
 * Every seat is reached only through a seat token (table-tokens.ts): a view, an answer, an
 * undo name the token, never a bare seat. Every answer names the step of the view it answers;
 * an answer to a question that has since changed is refused (`stale_step`) and changes nothing.
 * Saving stays with the games service: each change is one saved choice (journal line) or one
 * whole-record write (undo, a seat handed to a bot), as before.
 */
import { AppError } from '../common/errors';
import type { LogCursor } from '../common/log-delta';
import { standingAnswer, standingHolds, type StandingPass } from '../common/standing-pass';
import type { LogPageDto, SeatViewDto } from '../engine/dto';
import type { GameSession } from '../engine/session';
import type { SeatId } from '../engine/types';
import type { GameService } from './games';
import { inlineThinker, type BotThinker } from './bot-thinker';
import { askKey, TableThinking, type Thought } from './table-thinking';
import { TokenRegistry } from './table-tokens';
import { undoTargets } from './table-undo';
import type { Holder, SeatGrant, TableChanged, TableInfo, TableOpen, TableTurn, TokenSeat } from './table-types';

export type { Holder, SeatGrant, TableChanged, TableInfo, TableOpen, TableTurn, TableSeat, TokenSeat } from './table-types';

/** Longest visible delay between two bot choices. */
export const MAX_BOT_DELAY_MS = 5000;

interface OpenTable {
  id: string;
  botDelayMs: number;
  holders: Holder[];
  /** The token of each seat the screen holds. */
  screen: Map<SeatId, string>;
  standing: Map<SeatId, StandingPass>;
  /** Each seat's pending question (its text) and the step it was first asked at. */
  asked: Map<SeatId, { key: string; at: number }>;
  /** Recorded choices answered by main (bots, standing passes), by index. */
  auto: Set<number>;
  /** Per seat: the latest step at which it saw the table (a view with its question, or its answer). */
  seen: Map<SeatId, number>;
  /** The last choice a player made themselves. */
  lastManual: { seat: SeatId; index: number } | null;
  /** The last undo (a repeated request for it is answered, not refused). */
  lastUndo: { seat: SeatId; from: number; to: number } | null;
  botTimer: ReturnType<typeof setTimeout> | null;
  /** A bot failed on its timer (reported to the next `turn`). */
  botError: boolean;
}

export interface TableServiceOptions {
  /** Told of undos and bot failures (never a token). */
  log?: (message: string) => void;
  /** Where thinking bots (search bots) think; default: in this thread, on a later turn. */
  thinker?: BotThinker;
}

export class TableService {
  private readonly tables = new Map<string, OpenTable>();
  private readonly tokens = new TokenRegistry();
  private readonly listeners = new Set<(e: TableChanged) => void>();
  private readonly log: (message: string) => void;
  private readonly thinking: TableThinking;

  constructor(
    private readonly games: GameService,
    opts: TableServiceOptions = {},
  ) {
    this.log = opts.log ?? (() => undefined);
    this.thinking = new TableThinking(opts.thinker ?? inlineThinker());
  }

  // ---- the host's operations ---------------------------------------------------------------

  /** Opens the table of a saved game (again: the same table, same screen tokens). Pending bots answer. */
  open(id: string, opts: { botDelayMs?: number } = {}): TableOpen {
    let t = this.tables.get(id);
    const s = this.games.session(id);
    if (!t) {
      t = {
        id,
        botDelayMs: 0,
        holders: s.seats.map((x) => (x.kind === 'bot' ? 'bot' : 'screen')),
        screen: new Map(),
        standing: new Map(),
        asked: new Map(),
        auto: new Set(),
        seen: new Map(),
        lastManual: null,
        lastUndo: null,
        botTimer: null,
        botError: false,
      };
      this.tables.set(id, t);
      // after a restart nobody knows who saw what: no undo reaches before the table opened
      for (let seat = 0; seat < s.seats.length; seat++) t.seen.set(seat, s.step);
      for (let seat = 0; seat < s.seats.length; seat++) if (t.holders[seat] === 'screen') this.grantScreen(t, seat);
      const thinking = s.seats.flatMap((x, seat) => (s.botThinks(seat) && x.bot ? [x.bot] : []));
      if (thinking.length) this.thinking.warm({ game: s.module.id, config: s.config, seed: s.seed, bots: [...new Set(thinking)] });
    }
    if (opts.botDelayMs !== undefined) t.botDelayMs = Math.max(0, Math.min(MAX_BOT_DELAY_MS, Math.floor(opts.botDelayMs)));
    const before = s.step;
    this.settle(t);
    if (this.games.session(id).step !== before) this.changed(t);
    return { ...this.info(id), grants: [...t.screen].map(([seat, token]) => ({ seat, token })) };
  }

  /** Closes a table: every token is revoked, bot timers stop. The game stays saved. */
  close(table: string): void {
    const t = this.tables.get(table);
    if (!t) return;
    if (t.botTimer) clearTimeout(t.botTimer);
    this.thinking.stop(table);
    this.tokens.revokeTable(table);
    this.tables.delete(table);
  }

  /** Closes every table (the host is closing). */
  closeAll(): void {
    for (const id of [...this.tables.keys()]) this.close(id);
    this.thinking.close();
  }

  info(table: string): TableInfo {
    const t = this.table(table);
    const s = this.games.session(t.id);
    return {
      table: t.id,
      game: s.module.id,
      step: s.step,
      over: s.isOver(),
      humans: s.seats.filter((x) => x.kind === 'human').length,
      botDelayMs: t.botDelayMs,
      seats: s.seats.map((x, seat) => ({ seat, name: x.name, kind: x.kind, holder: t.holders[seat] })),
      watchers: this.tokens.count(t.id, 'public'),
    };
  }

  /** A token for a device: the seat leaves the screen (its older tokens are revoked); 'public': a watcher. */
  issue(table: string, seat: TokenSeat): SeatGrant {
    const t = this.table(table);
    if (seat === 'public') return { seat, token: this.tokens.issue(t.id, 'public') };
    return this.assign(table, seat, 'device').grant!;
  }

  /** Revokes a seat's tokens; the seat goes back to the host's screen. 'public': every watcher token. */
  revoke(table: string, seat: TokenSeat): TableInfo {
    const t = this.table(table);
    if (seat === 'public') this.tokens.revokeSeat(t.id, 'public');
    // a bot's seat has no token to revoke (and stays a bot's)
    else if (t.holders[seat] !== 'bot') this.assign(table, seat, 'screen');
    return this.info(table);
  }

  /**
   * Hands a seat to the screen, a device or a bot. Its tokens are always revoked first; the
   * screen and a device get a new token. A human seat handed to a bot (or a bot seat handed to
   * a player) is saved in the game's record.
   */
  assign(table: string, seat: SeatId, to: Holder, bot?: string): { info: TableInfo; grant: SeatGrant | null } {
    const t = this.table(table);
    const s = this.games.session(t.id);
    if (!Number.isInteger(seat) || seat < 0 || seat >= s.seats.length)
      throw new AppError('invalid_input', 'seat_not_found', { seat: seat + 1 });
    if (to === 'bot') this.games.reseat(t.id, seat, { name: s.seats[seat].name, kind: 'bot', bot: bot ?? 'random' });
    else if (s.seats[seat].kind === 'bot') this.games.reseat(t.id, seat, { name: s.seats[seat].name, kind: 'human' });
    this.tokens.revokeSeat(t.id, seat);
    t.screen.delete(seat);
    t.standing.delete(seat);
    t.holders[seat] = to;
    let grant: SeatGrant | null = null;
    if (to === 'screen') grant = this.grantScreen(t, seat);
    if (to === 'device') grant = { seat, token: this.tokens.issue(t.id, seat) };
    this.settle(t);
    this.changed(t);
    return { info: this.info(table), grant };
  }

  /** The table and seat a token gives access to, or null (a LAN server routes pushes with it). */
  authorize(token: string): { table: string; seat: TokenSeat } | null {
    const e = this.tokens.lookup(token);
    return e && this.tables.has(e.table) ? { table: e.table, seat: e.seat } : null;
  }

  onChange(listener: (e: TableChanged) => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  // ---- the seats' operations ---------------------------------------------------------------

  /** What a client holding `tokens` does now; `onScreen` is the seat whose view it shows. */
  turn(table: string, tokens: readonly string[], onScreen: SeatId | null): TableTurn {
    const t = this.table(table);
    const held = new Set(tokens.map((tok) => this.seatOf(t, tok)));
    if (t.botError) {
      // a bot that failed on its timer fails again here (bots are deterministic): the client is told
      t.botError = false;
      this.games.botStep(t.id);
    }
    const before = this.games.session(t.id).step;
    this.settle(t);
    const s = this.games.session(t.id);
    if (s.step !== before) this.changed(t);
    if (s.isOver()) return { kind: 'over', step: s.step };
    const pending = s
      .decisions()
      .map((d) => d.seat)
      .filter((seat) => !s.isBot(seat))
      .sort((a, b) => a - b);
    const seat = pending.find((x) => held.has(x));
    if (seat === undefined) return { kind: 'wait', step: s.step, waiting: s.decisions().map((d) => d.seat) };
    const humansHere = [...held].filter((x) => !s.isBot(x)).length;
    const curtain = humansHere > 1 && seat !== onScreen;
    const last = t.lastManual;
    const undo = curtain && last && last.seat !== seat && held.has(last.seat) && this.targets(t, s, last.seat).length ? last.seat : null;
    const humans = s.seats.filter((x) => x.kind === 'human').length;
    return { kind: 'answer', step: s.step, seat, name: s.seats[seat].name, humans, curtain, undo };
  }

  /** The private view of the token's seat. */
  view(table: string, token: string, logAfter?: LogCursor): SeatViewDto {
    const t = this.table(table);
    return this.seatView(t, this.seatOf(t, token), logAfter);
  }

  /** The token's seat answers the question it was asked at `step`. */
  choose(table: string, token: string, step: number, option: string, logAfter?: LogCursor): SeatViewDto {
    const t = this.table(table);
    const seat = this.seatOf(t, token);
    const s = this.games.session(t.id);
    // the very answer already recorded at that step (a request sent again by the network or a
    // double click): applied once, the second gets the view as it is now
    const done = step < s.step ? s.choiceAt(step) : null;
    if (done && done.seat === seat && done.option === option && !t.auto.has(step)) return this.seatView(t, seat, logAfter);
    this.checkStep(t, s, seat, step);
    this.games.answer(t.id, seat, option);
    const index = this.games.session(t.id).step - 1;
    t.lastManual = { seat, index };
    t.seen.set(seat, Math.max(t.seen.get(seat) ?? 0, index));
    this.settle(t);
    this.changed(t);
    return this.seatView(t, seat, logAfter);
  }

  /** Takes back the token seat's last own choice (and the answers main gave after it). */
  undo(table: string, token: string, step: number, logAfter?: LogCursor): SeatViewDto {
    const t = this.table(table);
    const seat = this.seatOf(t, token);
    let s = this.games.session(t.id);
    // the undo just made, asked again (a request sent again by the network): made once
    const last = t.lastUndo;
    if (last && last.seat === seat && last.from === step && last.to === s.step) return this.seatView(t, seat, logAfter);
    if (step !== s.step) throw new AppError('illegal_move', 'stale_step', { step, current: s.step });
    const to = this.targets(t, s, seat)[0];
    if (to === undefined) throw new AppError('illegal_move', 'undo_not_allowed');
    const from = s.step;
    this.games.rewind(t.id, to);
    s = this.games.session(t.id);
    for (const i of [...t.auto]) if (i >= to) t.auto.delete(i);
    for (const [x, at] of t.seen) if (at > to) t.seen.set(x, to);
    t.lastManual = null;
    t.lastUndo = { seat, from, to };
    this.log(`table: seat ${seat + 1} took back ${from - to} recorded choice(s), from step ${from} to ${to}`);
    this.track(t, s);
    this.changed(t);
    return this.seatView(t, seat, logAfter);
  }

  /** Earlier lines of the token seat's log. */
  logPage(table: string, token: string, before: number, limit: number): LogPageDto {
    const t = this.table(table);
    return this.games.log(t.id, this.seatOf(t, token), before, limit);
  }

  /** Sets (or clears) the token seat's standing "I will not respond"; a question it covers is answered now. */
  setStanding(table: string, token: string, standing: StandingPass | null, logAfter?: LogCursor): SeatViewDto {
    const t = this.table(table);
    const seat = this.seatOf(t, token);
    if (standing) t.standing.set(seat, { kind: standing.kind, n: standing.n });
    else t.standing.delete(seat);
    const before = this.games.session(t.id).step;
    this.settle(t);
    if (this.games.session(t.id).step !== before) this.changed(t);
    return this.seatView(t, seat, logAfter);
  }

  /** The public board (no hand, no secret). A token must be one of this table's; null: the host's screen. */
  board(table: string, token: string | null, logAfter?: LogCursor): SeatViewDto {
    const t = this.table(table);
    if (token !== null) {
      const e = this.tokens.lookup(token);
      if (!e || e.table !== t.id) throw new AppError('unauthorized', 'seat_token_invalid');
    }
    return this.games.view(t.id, 'public', logAfter);
  }

  // ---- inside ------------------------------------------------------------------------------

  private table(table: string): OpenTable {
    const t = this.tables.get(table);
    if (!t) throw new AppError('not_found', 'table_not_open');
    return t;
  }

  /** The seat a token holds at this table; anything else is one refusal (no oracle). */
  private seatOf(t: OpenTable, token: string): SeatId {
    const e = this.tokens.lookup(token);
    if (!e || e.table !== t.id || e.seat === 'public') throw new AppError('unauthorized', 'seat_token_invalid');
    return e.seat;
  }

  private grantScreen(t: OpenTable, seat: SeatId): SeatGrant {
    const token = this.tokens.issue(t.id, seat);
    t.screen.set(seat, token);
    return { seat, token };
  }

  private seatView(t: OpenTable, seat: SeatId, logAfter?: LogCursor): SeatViewDto {
    const s = this.games.session(t.id);
    const dto = this.games.view(t.id, seat, logAfter);
    if (dto.decision) t.seen.set(seat, Math.max(t.seen.get(seat) ?? 0, s.step));
    dto.canUndo = this.targets(t, s, seat).length > 0;
    const standing = t.standing.get(seat);
    if (standing) dto.standing = { ...standing };
    return dto;
  }

  /** The steps `seat` may undo back to (table-undo.ts). */
  private targets(t: OpenTable, s: GameSession, seat: SeatId): number[] {
    if (s.isBot(seat)) return [];
    let floor = 0;
    for (const [x, at] of t.seen) if (x !== seat && !s.isBot(x)) floor = Math.max(floor, at);
    return undoTargets(seat, {
      step: s.step,
      seatOf: (i) => s.choiceAt(i)!.seat,
      auto: (i) => t.auto.has(i) || s.isBot(s.choiceAt(i)!.seat),
      floor,
      revealedAt: s.revealedAt,
    });
  }

  /** Refuses an answer whose view is older than the seat's question (or from an undone future). */
  private checkStep(t: OpenTable, s: GameSession, seat: SeatId, step: number): void {
    this.track(t, s);
    const asked = t.asked.get(seat);
    if (asked && (step < asked.at || step > s.step)) throw new AppError('illegal_move', 'stale_step', { step, current: s.step });
    if (!asked && step !== s.step) throw new AppError('illegal_move', 'stale_step', { step, current: s.step });
  }

  /** Notes, for each seat, when its pending question was first asked. */
  private track(t: OpenTable, s: GameSession): void {
    for (let seat = 0; seat < s.seats.length; seat++) {
      const d = s.decisionFor(seat);
      if (!d) {
        t.asked.delete(seat);
        continue;
      }
      const key = JSON.stringify(d);
      const prev = t.asked.get(seat);
      t.asked.set(seat, { key, at: prev && prev.key === key && prev.at <= s.step ? prev.at : s.step });
    }
  }

  /**
   * Answers what main answers: bots (now, or one choice per delay) and the seats whose standing
   * pass covers their question. A standing pass that no longer holds is dropped.
   */
  private settle(t: OpenTable): void {
    for (let guard = 0; guard < 100_000; guard++) {
      if (!t.botDelayMs) {
        while (this.games.botStep(t.id, true)) t.auto.add(this.games.session(t.id).step - 1);
      }
      if (!this.answerStanding(t, this.games.session(t.id))) break;
    }
    const s = this.games.session(t.id);
    this.track(t, s);
    if (t.botDelayMs && !t.botTimer && s.decisions().some((d) => s.isBot(d.seat) && !s.botThinks(d.seat))) this.scheduleBot(t);
    // a thinking bot (search) thinks in the thinker's thread; its answer comes back in `thought`
    const ask = t.botTimer ? null : this.games.botAsk(t.id);
    if (ask) this.thinking.start(t.id, ask, (x) => this.thought(t, x));
  }

  /** A thinking bot's answer: recorded if the table still asks that question, else asked again. */
  private thought(t: OpenTable, x: Thought): void {
    if (this.tables.get(t.id) !== t) return;
    try {
      if ('error' in x) throw x.error;
      const now = this.games.botAsk(t.id);
      if (now && askKey(now) === askKey(x.ask)) {
        this.games.botAnswer(t.id, x.ask.seat, x.ask.step, x.option);
        t.auto.add(x.ask.step);
      }
      this.settle(t);
    } catch (e) {
      // the game stays saved up to the failing choice; a client's next `turn` reports it
      t.botError = true;
      this.log(`table: a bot could not answer: ${e instanceof Error ? e.message : String(e)}`);
    }
    this.changed(t);
  }

  /** One standing pass answered (true), or none applies. */
  private answerStanding(t: OpenTable, s: GameSession): boolean {
    if (!t.standing.size) return false;
    for (const d of [...s.decisions()].sort((a, b) => a.seat - b.seat)) {
      const held = t.standing.get(d.seat);
      if (!held || s.isBot(d.seat)) continue;
      const view = s.viewFor(d.seat);
      if (!standingHolds(held, view)) {
        t.standing.delete(d.seat);
        continue;
      }
      const answer = standingAnswer(view.decision);
      if (!answer) continue;
      this.games.answer(t.id, d.seat, answer.id);
      t.auto.add(this.games.session(t.id).step - 1);
      return true;
    }
    return false;
  }

  /** A bot answers after the table's delay; the next one is scheduled after it. */
  private scheduleBot(t: OpenTable): void {
    t.botTimer = setTimeout(() => {
      t.botTimer = null;
      if (this.tables.get(t.id) !== t) return;
      try {
        if (this.games.botStep(t.id, true)) t.auto.add(this.games.session(t.id).step - 1);
        this.settle(t);
      } catch (e) {
        // the game stays saved up to the failing choice; a client's next `turn` reports it
        t.botError = true;
        this.log(`table: a bot could not answer: ${e instanceof Error ? e.message : String(e)}`);
      }
      this.changed(t);
    }, t.botDelayMs);
    t.botTimer.unref?.();
  }

  private changed(t: OpenTable): void {
    const e: TableChanged = { table: t.id, step: this.games.session(t.id).step };
    for (const l of [...this.listeners]) {
      try {
        l(e);
      } catch {
        // one client's failure is not the table's
      }
    }
  }
}
