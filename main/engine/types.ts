/**
 * The game-agnostic engine contract (design.md §2). Every game module implements GameModule;
 * the session layer (main/engine/session.ts), bots, tests and fuzzers only ever pick an option
 * of a pending Decision. Types only: the renderer may import this file.
 */
import type { z } from 'zod';
import type { GameId } from '../common/ids';

export type SeatId = number;

/** A localizable text: a key (with namespace, e.g. 'log-vendetta:drain') and its parameters. */
export interface I18nRef {
  key: string;
  params?: Record<string, string | number | boolean | I18nRef>;
}

export interface Option {
  /** Stable within the decision; what a choice names. */
  id: string;
  label: I18nRef;
  /** Structured data the table uses to place the option (card uid, location id, amount...). */
  params?: Record<string, unknown>;
}

export interface Decision {
  /** Who must answer. */
  seat: SeatId;
  /** 'vendetta.playCard', 'vtes.block', ... */
  kind: string;
  /** The question, for the prompt. */
  prompt: I18nRef;
  /** Every legal answer, enumerated. Never empty. */
  options: Option[];
  /** Answers hidden from the other seats until the game reveals them together. */
  secret?: boolean;
  /** Rulebook section the decision comes from, e.g. 'vendetta:5.2'. */
  rule?: string;
  /**
   * Asked even with a single option (never answered automatically): out-of-turn windows whose
   * timing must not tell the others whether the seat held an answer (a dodge, a blood card).
   */
  confirm?: boolean;
}

export interface GameEvent {
  type: string;
  params?: Record<string, unknown>;
  /** Rulebook section applied, e.g. 'vendetta:4.3' or 'vtes-es:6.1.1'. */
  rule?: string;
  /** Seats that may see this event; absent = everybody. */
  visibleTo?: SeatId[];
  /** True when the event reveals hidden information or randomness (ends undo). */
  reveals?: boolean;
}

export interface ApplyResult<S> {
  state: S;
  events: GameEvent[];
}

export interface SeatConfig {
  name: string;
  kind: 'human' | 'bot';
  /** Bot id when kind is 'bot' ('random', 'heuristic'). */
  bot?: string;
}

export interface GameResult {
  /** Seats from first place to last; seats tied share a group. */
  ranking: SeatId[][];
  /** Points per seat as the game counts them (influence, VP...). */
  scores: number[];
  /** Localized explanation of tie-breaks applied, for the log. */
  reason?: I18nRef;
}

/** Seeded generator state (kept inside the game state). */
export interface RngState {
  s: [number, number, number, number];
}

export interface GameModule<S, C = unknown> {
  id: GameId;
  rulesVersion: string;
  /** Validates and normalizes a config (throws AppError with an 'invalid_input' code). */
  parseConfig(raw: unknown): C;
  /** Number of seats a config gives. */
  seatCount(config: C): number;
  setup(config: C, seed: string): ApplyResult<S>;
  /** Pending decisions; empty exactly when the game is over. */
  decisions(state: S): Decision[];
  /**
   * Pure: returns a new state and must not mutate `state`. Throws AppError('illegal_move')
   * for an option that is not legal for that seat now.
   */
  apply(state: S, seat: SeatId, optionId: string): ApplyResult<S>;
  /**
   * Optional: completes the events of one `setup` or `apply` for the log (name references, labels
   * the renderer shows), given the state that apply returned. Pure; must not change what an event
   * means, only add display params. The session and the golden games call it on every result;
   * random playouts, bots and benches skip it, so a module that decorates here instead of inside
   * `apply` pays for display only where a log is read.
   */
  decorate?(state: S, events: GameEvent[]): GameEvent[];
  /** What a seat may see (or 'public' for spectators); never the RNG or others' hidden cards. */
  view(state: S, seat: SeatId | 'public'): unknown;
  result(state: S): GameResult | null;
  /** Short description for the saved-games list: round/turn. */
  progress(state: S): I18nRef;
  /**
   * Conservation and sanity checks used by the random playouts after every choice; returns
   * the list of violated invariants (empty = fine).
   */
  invariants?(state: S): string[];
  /**
   * Optional: what the state hash covers (session.hash, the golden games), when the state holds
   * data that are not play (V:TES: the card definitions, shared read-only from the card data and
   * named in the record by their version, issue 27 item 7). Pure; absent: the whole state.
   */
  hashed?(state: S): unknown;
  /** New-game form description (players range, variant options). See SetupForm. */
  setupForm?: SetupForm;
  /** The game's own bots ('random' is always offered). */
  bots?: readonly Bot[];
  /**
   * What `games.create` accepts as this game's `config` (zod, every size bounded): the games
   * service validates it before any other work. Without it a game takes only the form values.
   */
  createSchema?: z.ZodType;
  /**
   * Turns a validated `createSchema` value into the raw config parseConfig takes, with data only
   * main has (V:TES: saved decks and catalog cards). Pure over `sources`.
   */
  resolveSetup?(config: unknown, sources: SetupSources): unknown;
  /**
   * Optional: what a saved record keeps of a config (V:TES: the decks by card id and the card-data
   * version, not the card definitions). Absent: the config itself.
   */
  storedConfig?(config: C): unknown;
  /**
   * Optional, with storedConfig: the raw config a stored one replays with (data main lends resolved
   * again, or the archived data the record names: see archivedData); `changed` when the game would
   * now play otherwise than it was recorded (the games service then takes the upgrade path).
   */
  restoreConfig?(stored: unknown, sources: SetupSources, archived?: (key: string) => unknown): { config: unknown; changed: boolean };
  /**
   * Optional, with storedConfig: the data a stored config names but does not hold (V:TES: the card
   * definitions of its card-data version), under a content key. The games service keeps it in the
   * record archive, once per key, with the record that first names it; restoreConfig reads it back
   * through `archived` when the loaded data are other than those the record was made with.
   */
  archivedData?(config: C): { key: string; data: unknown };
  /**
   * Optional: the ids an option saved in an older spelling may stand for now (V:TES: card-named
   * kinds before the generic `use:`/`play:` ids, issue 27 item 6), in `state`, the state it was
   * chosen in. A record's replay takes the one offered, once; the record then keeps the new id.
   */
  upgradeChoice?(state: S, option: string): readonly string[];
}

/** The seeded generator a bot draws from (engine/rng.ts RngCursor). */
export interface BotRng {
  int(n: number): number;
  float(): number;
  pick<T>(items: readonly T[]): T;
  shuffle<T>(items: readonly T[]): T[];
}

/**
 * A bot answers decisions exactly like a human: it receives only its seat's view and the
 * decision, and returns one of the offered option ids.
 */
export interface Bot {
  /** 'random', 'heuristic', ... (stored in SeatConfig.bot) */
  id: string;
  /**
   * Picks an option id of `decision.options`. `view` is `module.view(state, seat)` only;
   * `rng` is a seeded cursor derived from the game seed and the choice number (deterministic).
   */
  choose(view: unknown, decision: Decision, rng: BotRng): string;
  /**
   * True for a bot that thinks (search bots, issue 33): the table service asks it in a worker
   * thread so that its thinking never holds up the app; its choice is the same as in-process.
   */
  thinks?: boolean;
}

/**
 * What main lends a game's resolveSetup: saved decks and catalog cards. The engine does not know
 * the catalog's card shape: a game names it (`SetupSources<CardDetail>` for V:TES).
 */
export interface SetupSources<Card = unknown> {
  /** A saved deck: its name and card counts by card uid ('vtes:100001'); throws not_found. */
  deck(id: string): { name: string; crypt: Record<string, number>; library: Record<string, number> };
  /** Catalog records of these card uids (unknown uids are left out). */
  cards(uids: readonly string[]): Card[];
}

/** A game is its record: replaying the choices from the seed gives the same state. */
export interface GameRecord {
  game: GameId;
  rulesVersion: string;
  config: unknown;
  seats: SeatConfig[];
  seed: string;
  choices: { seat: SeatId; option: string }[];
}

/** One variant toggle of the new-game form (additive to the contract). */
export interface SetupOption {
  id: string;
  kind: 'boolean' | 'choice';
  /** e.g. { key: 'play:...' } or { key: 'rules-vendetta:setup.advanced' } */
  label: I18nRef;
  help?: I18nRef;
  /** For kind 'choice'. */
  choices?: { id: string; label: I18nRef }[];
  default: boolean | string;
}

/** What the generic new-game form needs to offer a game (additive to the contract). */
export interface SetupForm {
  minPlayers: number;
  maxPlayers: number;
  options: SetupOption[];
  /**
   * Builds the raw config (then validated by parseConfig) from the form's values.
   * Without it the engine passes `{ players, ...options }`.
   */
  toConfig?(players: number, options: Record<string, boolean | string>): unknown;
}
