/**
 * GameSession: one game in progress over a GameModule (design.md §2-3).
 *
 * - Every input answers a pending Decision. `choose` checks the option is offered to that seat,
 *   applies it, and on any exception rebuilds the state from the record (the choice is neither
 *   applied nor recorded).
 * - A decision with exactly one option is answered automatically and logged
 *   ('engine.autoPass' when the option id is 'pass', else 'engine.autoChoice'); such answers
 *   are not stored in the record, a replay derives them again.
 * - Bot seats answer with `runBots`, seeing only their seat view and the decision.
 * - The record {game, rulesVersion, config, seats, seed, choices} replays to the same state.
 * - Undo replays the record minus the undone choice: allowed for the seat that made the last
 *   recorded choice, while no event with `reveals: true` happened since it was made.
 * - Secret decisions: the chooser's log shows what they chose; the others see only
 *   'engine.secretChosen' and, in waitingFor, status 'chosen'.
 */
import { AppError } from '../common/errors';
import { getBot } from './bots';
import type { LogLine, SeatViewDto, WaitingSeat } from './dto';
import { stateHash } from './hash';
import { RngCursor, seedRng } from './rng';
import type { Decision, GameEvent, GameModule, GameRecord, GameResult, I18nRef, SeatConfig, SeatId } from './types';

// The config type is the module's own business: the session only passes it back to the module.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type ModuleOf<S> = GameModule<S, any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyModule = GameModule<any, any>;

export interface SessionLimits {
  /** Automatic answers in a row before the session gives up (a module that loops). */
  maxAutoSteps: number;
  /** Bot choices in one runBots call. */
  maxBotSteps: number;
}

const DEFAULT_LIMITS: SessionLimits = { maxAutoSteps: 10_000, maxBotSteps: 100_000 };

type Choice = { seat: SeatId; option: string };

interface Mutable<S> {
  state: S;
  events: GameEvent[];
  choices: Choice[];
  /** Number of recorded choices when the last revealing event happened (-1: never). */
  revealMark: number;
  /** Seats that answered a secret decision in the current secret round. */
  secretChosen: Set<SeatId>;
  decisions: Decision[];
}

function errText(e: unknown): string {
  return e instanceof Error ? `${e.name}: ${e.message}` : String(e);
}

/** A thinking bot's question (GameSession.botAsk): plain data, sent to a worker thread. */
export interface BotAsk {
  seat: SeatId;
  step: number;
  game: string;
  bot: string;
  view: unknown;
  decision: Decision;
  /** Seed of the bot's generator (RngCursor over seedRng(seed)). */
  seed: string;
}

export class GameSession<S = unknown> {
  readonly module: ModuleOf<S>;
  readonly config: unknown;
  readonly seats: SeatConfig[];
  readonly seed: string;
  readonly limits: SessionLimits;
  private m: Mutable<S>;

  private constructor(module: ModuleOf<S>, config: unknown, seats: SeatConfig[], seed: string, limits: SessionLimits) {
    this.module = module;
    this.config = config;
    this.seats = seats;
    this.seed = seed;
    this.limits = limits;
    this.m = this.build([]);
  }

  /** A new game. `rawConfig` goes through the module's parseConfig. */
  static create<S>(
    module: ModuleOf<S>,
    rawConfig: unknown,
    seats: SeatConfig[],
    seed: string,
    limits: Partial<SessionLimits> = {},
  ): GameSession<S> {
    const config = module.parseConfig(rawConfig);
    const n = module.seatCount(config);
    if (n !== seats.length) throw new AppError('invalid_input', 'seat_count_mismatch', { expected: n, got: seats.length });
    return new GameSession(
      module,
      config,
      seats.map((s) => ({ ...s })),
      seed,
      { ...DEFAULT_LIMITS, ...limits },
    );
  }

  /** Rebuilds a game from its record (optionally only its first `upTo` choices). */
  static fromRecord<S>(module: ModuleOf<S>, record: GameRecord, upTo?: number, limits: Partial<SessionLimits> = {}): GameSession<S> {
    if (record.game !== module.id)
      throw new AppError('internal', 'record_replay_failed', { step: 0 }, `record of ${record.game} given to ${module.id}`);
    const s = new GameSession(
      module,
      module.parseConfig(record.config),
      record.seats.map((x) => ({ ...x })),
      record.seed,
      {
        ...DEFAULT_LIMITS,
        ...limits,
      },
    );
    const choices = upTo === undefined ? record.choices : record.choices.slice(0, Math.max(0, upTo));
    if (choices.length) s.m = s.build(choices);
    return s;
  }

  /**
   * Rebuilds as much of a record as the current rules accept: its choices are replayed in order
   * up to the first one that is no longer offered (or fails), and the session holds that prefix.
   * For games saved under an older rules version (the caller keeps the original record).
   */
  static fromRecordPrefix<S>(
    module: ModuleOf<S>,
    record: GameRecord,
    limits: Partial<SessionLimits> = {},
  ): { session: GameSession<S>; replayed: number } {
    try {
      return { session: GameSession.fromRecord(module, record, undefined, limits), replayed: record.choices.length };
    } catch (e) {
      const failedAt = e instanceof AppError && e.key === 'record_replay_failed' ? Number(e.params?.step ?? 0) : 0;
      if (failedAt < 1) throw e;
      // the choice at `failedAt` (1-based) is the first the current rules refuse
      const replayed = failedAt - 1;
      return { session: GameSession.fromRecord(module, record, replayed, limits), replayed };
    }
  }

  // ---- state building -------------------------------------------------------------------

  /** Setup + the given recorded choices, each followed by its automatic answers. */
  private build(choices: Choice[]): Mutable<S> {
    const m: Mutable<S> = { state: null as S, events: [], choices: [], revealMark: -1, secretChosen: new Set(), decisions: [] };
    const init = this.module.setup(this.config, this.seed);
    m.state = init.state;
    this.log(m, this.module.decorate ? this.module.decorate(init.state, init.events) : init.events);
    m.decisions = this.module.decisions(m.state);
    this.autoAnswer(m);
    const offered = (d: Decision | undefined, id: string): d is Decision => !!d && d.options.some((o) => o.id === id);
    choices.forEach((c, i) => {
      const d = m.decisions.find((x) => x.seat === c.seat);
      // an id saved in an older spelling is read as the module spells it now (GameModule.upgradeChoice)
      const option =
        offered(d, c.option) || !d || !this.module.upgradeChoice
          ? c.option
          : (this.module.upgradeChoice(m.state, c.option).find((x) => offered(d, x)) ?? c.option);
      if (!offered(d, option)) {
        throw new AppError('internal', 'record_replay_failed', { step: i + 1 }, `choice ${i} (${c.seat}:${c.option}) is not offered`);
      }
      try {
        this.applyChoice(m, d, option, false);
        this.autoAnswer(m);
      } catch (e) {
        if (e instanceof AppError) throw e;
        throw new AppError('internal', 'record_replay_failed', { step: i + 1 }, errText(e));
      }
    });
    return m;
  }

  private log(m: Mutable<S>, events: GameEvent[]): void {
    for (const e of events) {
      m.events.push(e);
      if (e.reveals) m.revealMark = m.choices.length;
    }
  }

  private others(seat: SeatId): SeatId[] {
    const out: SeatId[] = [];
    for (let i = 0; i < this.seats.length; i++) if (i !== seat) out.push(i);
    return out;
  }

  /** Applies one answer to `m` (which it mutates). `auto` answers are not recorded. */
  private applyChoice(m: Mutable<S>, d: Decision, optionId: string, auto: boolean): void {
    const option = d.options.find((o) => o.id === optionId)!;
    const res = this.module.apply(m.state, d.seat, optionId);
    const params: Record<string, unknown> = { seat: d.seat, kind: d.kind, option: option.label };
    const type = auto ? (optionId === 'pass' ? 'engine.autoPass' : 'engine.autoChoice') : 'engine.choice';
    const engineEvents: GameEvent[] = d.secret
      ? [
          { type, params, rule: d.rule, visibleTo: [d.seat] },
          { type: 'engine.secretChosen', params: { seat: d.seat }, visibleTo: this.others(d.seat) },
        ]
      : [{ type, params, rule: d.rule }];
    if (!auto) m.choices.push({ seat: d.seat, option: optionId });
    this.log(m, engineEvents);
    this.log(m, this.module.decorate ? this.module.decorate(res.state, res.events) : res.events);
    m.state = res.state;
    if (d.secret) m.secretChosen.add(d.seat);
    m.decisions = this.module.decisions(m.state);
    if (!m.decisions.some((x) => x.secret)) m.secretChosen.clear();
  }

  private autoAnswer(m: Mutable<S>): void {
    for (let n = 0; ; n++) {
      const d = m.decisions.find((x) => x.options.length === 1 && !x.confirm);
      if (!d) return;
      if (n >= this.limits.maxAutoSteps) throw new Error(`more than ${this.limits.maxAutoSteps} automatic answers in a row`);
      this.applyChoice(m, d, d.options[0].id, true);
    }
  }

  // ---- queries ---------------------------------------------------------------------------

  get state(): S {
    return this.m.state;
  }

  get events(): readonly GameEvent[] {
    return this.m.events;
  }

  decisions(): Decision[] {
    return this.m.decisions;
  }

  decisionFor(seat: SeatId): Decision | null {
    return this.m.decisions.find((d) => d.seat === seat) ?? null;
  }

  result(): GameResult | null {
    return this.module.result(this.m.state);
  }

  isOver(): boolean {
    return this.m.decisions.length === 0;
  }

  progress(): I18nRef {
    return this.module.progress(this.m.state);
  }

  /** Number of recorded choices. */
  get step(): number {
    return this.m.choices.length;
  }

  record(): GameRecord {
    return {
      game: this.module.id,
      rulesVersion: this.module.rulesVersion,
      config: this.config,
      seats: this.seats.map((s) => ({ ...s })),
      seed: this.seed,
      choices: this.m.choices.map((c) => ({ ...c })),
    };
  }

  hash(): string {
    return stateHash(this.module.hashed ? this.module.hashed(this.m.state) : this.m.state);
  }

  isBot(seat: SeatId): boolean {
    return this.seats[seat]?.kind === 'bot';
  }

  /** The first pending decision of a human seat (lowest seat first), or null. */
  nextHuman(): Decision | null {
    return this.m.decisions.filter((d) => !this.isBot(d.seat)).sort((a, b) => a.seat - b.seat)[0] ?? null;
  }

  canUndo(seat: SeatId): boolean {
    const last = this.m.choices[this.m.choices.length - 1];
    if (!last || last.seat !== seat || this.isBot(seat)) return false;
    return this.m.revealMark < this.m.choices.length;
  }

  // ---- inputs ----------------------------------------------------------------------------

  /**
   * `seat` answers its pending decision with `optionId`. Illegal answers are refused with
   * AppError('illegal_move'); an exception inside the module leaves the session exactly as it
   * was (rebuilt from the record) and is reported as AppError('internal', 'move_failed').
   */
  choose(seat: SeatId, optionId: string): void {
    const d = this.decisionFor(seat);
    if (!d) throw new AppError('illegal_move', this.isOver() ? 'game_over' : 'not_your_decision', { seat: seat + 1 });
    if (!d.options.some((o) => o.id === optionId)) {
      throw new AppError('illegal_move', 'illegal_option', { option: optionId.slice(0, 80) });
    }
    const len = this.m.choices.length;
    try {
      this.applyChoice(this.m, d, optionId, false);
      this.autoAnswer(this.m);
    } catch (e) {
      // Roll back by rebuilding from the record without this choice: a buggy module may even
      // have mutated the previous state before throwing.
      this.m = this.build(this.m.choices.slice(0, len));
      if (e instanceof AppError) throw e;
      throw new AppError('internal', 'move_failed', { step: len + 1 }, errText(e));
    }
  }

  /** Seat `seat` is played from now on as `config` says (a human seat handed to a bot, or back). */
  reseat(seat: SeatId, config: SeatConfig): void {
    if (!this.seats[seat]) throw new AppError('invalid_input', 'seat_not_found', { seat: seat + 1 });
    this.seats[seat] = { ...config, name: this.seats[seat].name };
  }

  /** The recorded choice at `index` (0-based), or null. */
  choiceAt(index: number): Readonly<Choice> | null {
    return this.m.choices[index] ?? null;
  }

  /** Number of recorded choices when the last revealing event happened (-1: never): no undo goes back past it. */
  get revealedAt(): number {
    return this.m.revealMark;
  }

  /**
   * Goes back to the state after the first `step` recorded choices (a multi-step undo, decided by
   * the table service: main/services/table-undo.ts). Never past a revealing event.
   */
  rewind(step: number): void {
    if (!Number.isInteger(step) || step < 0 || step >= this.m.choices.length || step < this.m.revealMark) {
      throw new AppError('illegal_move', 'undo_not_allowed');
    }
    this.m = this.build(this.m.choices.slice(0, step));
  }

  /** Takes back `seat`'s last recorded choice (see canUndo). */
  undo(seat: SeatId): void {
    if (!this.canUndo(seat)) throw new AppError('illegal_move', 'undo_not_allowed');
    this.m = this.build(this.m.choices.slice(0, -1));
  }

  /**
   * Lets bot seats answer their pending decisions until a human must answer or the game ends.
   * `afterEach` runs after every bot choice (the service saves there). Returns the number of
   * bot choices made. `quickOnly`: bots that think (search bots) are left to `botAsk`.
   */
  runBots(afterEach?: () => void, quickOnly = false): number {
    let n = 0;
    for (;;) {
      const d = this.botDecision(quickOnly);
      if (!d) return n;
      if (n >= this.limits.maxBotSteps) throw new AppError('internal', 'bot_failed', { seat: d.seat + 1 }, 'bot step limit reached');
      this.botStep(quickOnly);
      n++;
      afterEach?.();
    }
  }

  /** True when `seat` is played by a bot that thinks (a search bot: asked through botAsk). */
  botThinks(seat: SeatId): boolean {
    return this.isBot(seat) && getBot(this.module, this.seats[seat].bot)?.thinks === true;
  }

  /** The first pending decision of a bot seat (`quickOnly`: of a bot that does not think). */
  private botDecision(quickOnly: boolean): Decision | undefined {
    return this.m.decisions.find((x) => this.isBot(x.seat) && (!quickOnly || !this.botThinks(x.seat)));
  }

  /** The seed of the bot generator for the next choice: from the game seed and the choice number. */
  private botSeed(): string {
    return `${this.seed}/bot/${this.m.choices.length}`;
  }

  /** One bot seat answers its pending decision (false: no bot has one; `quickOnly`: see runBots). */
  botStep(quickOnly = false): boolean {
    const d = this.botDecision(quickOnly);
    if (!d) return false;
    const cfg = this.seats[d.seat];
    const bot = getBot(this.module, cfg.bot);
    if (!bot) throw new AppError('internal', 'bot_failed', { seat: d.seat + 1 }, `unknown bot ${cfg.bot}`);
    const rng = new RngCursor(seedRng(this.botSeed()));
    let option: string;
    try {
      option = bot.choose(this.module.view(this.m.state, d.seat), d, rng);
    } catch (e) {
      throw new AppError('internal', 'bot_failed', { seat: d.seat + 1 }, errText(e));
    }
    this.botAnswer(d.seat, this.step, option, bot.id);
    return true;
  }

  /**
   * What a thinking bot must answer, for a thread of its own (the table service, issue 33): the
   * seat, the step, and the bot's inputs (its view, the decision, the seed of its generator).
   * `botStep` on the same state would choose exactly what `bot.choose` gives for these inputs.
   */
  botAsk(): BotAsk | null {
    const d = this.m.decisions.find((x) => this.botThinks(x.seat));
    if (!d) return null;
    const bot = this.seats[d.seat].bot ?? 'random';
    return {
      seat: d.seat,
      step: this.step,
      game: this.module.id,
      bot,
      view: this.module.view(this.m.state, d.seat),
      decision: d,
      seed: this.botSeed(),
    };
  }

  /** Records a bot's answer to the question it was asked at `step` (checked like any choice). */
  botAnswer(seat: SeatId, step: number, option: string, botId = this.seats[seat]?.bot ?? 'random'): void {
    const d = this.m.decisions.find((x) => x.seat === seat);
    if (!this.isBot(seat) || step !== this.step || !d) throw new AppError('illegal_move', 'stale_step', { step, current: this.step });
    if (!d.options.some((o) => o.id === option)) {
      throw new AppError('internal', 'bot_failed', { seat: seat + 1 }, `bot ${botId} chose ${String(option)}, not offered`);
    }
    this.choose(seat, option);
  }

  // ---- views -----------------------------------------------------------------------------

  /** Events `seat` may see, as log lines. 'public' sees only events without visibleTo. */
  logFor(seat: SeatId | 'public'): LogLine[] {
    const out: LogLine[] = [];
    this.m.events.forEach((e, n) => {
      if (e.visibleTo && (seat === 'public' || !e.visibleTo.includes(seat))) return;
      const line: LogLine = { n, type: e.type };
      if (e.params) line.params = e.params;
      if (e.rule) line.rule = e.rule;
      out.push(line);
    });
    return out;
  }

  waitingFor(): WaitingSeat[] {
    const out: WaitingSeat[] = [];
    const pending = new Set(this.m.decisions.map((d) => d.seat));
    for (let s = 0; s < this.seats.length; s++) {
      if (pending.has(s)) out.push({ seat: s, status: this.botThinks(s) ? 'thinking' : 'deciding' });
      else if (this.m.secretChosen.has(s)) out.push({ seat: s, status: 'chosen' });
    }
    return out;
  }

  /** Everything the renderer may know, for one seat (or 'public'). */
  viewFor(seat: SeatId | 'public'): SeatViewDto {
    return {
      game: this.module.id,
      seat,
      seats: this.seats.map((s) => ({ name: s.name, kind: s.kind })),
      view: this.module.view(this.m.state, seat),
      decision: seat === 'public' ? null : this.decisionFor(seat),
      waitingFor: this.waitingFor(),
      log: this.logFor(seat),
      result: this.result(),
      canUndo: seat === 'public' ? false : this.canUndo(seat),
      progress: this.progress(),
      step: this.step,
    };
  }
}
