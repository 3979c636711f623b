/**
 * What crosses the service boundary for games. Types only: the renderer imports this file.
 * None of these carry the raw state, the seed, the record, or another seat's hidden data.
 */
import type { GameId } from '../common/ids';
import type { StandingPass } from '../common/standing-pass';
import type { Decision, GameResult, I18nRef, SeatId, SetupOption } from './types';

/** One log line as a seat may see it. `type` 'engine.*' is rendered from the `play` namespace. */
export interface LogLine {
  /** Position in the full log (stable across views). */
  n: number;
  type: string;
  params?: Record<string, unknown>;
  rule?: string;
}

export interface SeatInfo {
  name: string;
  kind: 'human' | 'bot';
}

export interface WaitingSeat {
  seat: SeatId;
  /**
   * 'deciding' = has a pending decision; 'thinking' = a bot that thinks (search) has one and is
   * working on it; 'chosen' = answered a secret choice not yet revealed.
   */
  status: 'deciding' | 'thinking' | 'chosen';
}

export interface SeatViewDto<V = unknown> {
  game: GameId;
  /** The seat this view is for, or 'public' (spectators, replays, game over). */
  seat: SeatId | 'public';
  seats: SeatInfo[];
  /** module.view(state, seat) */
  view: V;
  /** This seat's pending decision, if any. */
  decision: Decision | null;
  waitingFor: WaitingSeat[];
  log: LogLine[];
  result: GameResult | null;
  canUndo: boolean;
  progress: I18nRef;
  /** Number of recorded choices so far. */
  step: number;
  /**
   * True when `log` holds only the lines after the one the renderer named (`logAfter`): the
   * renderer appends them to what it has. Absent: `log` is the whole log.
   */
  logDelta?: boolean;
  /**
   * How many lines come before the first line of `log` and were not sent (a first view sends
   * only the last LOG_TAIL lines: main/common/log-delta.ts); `games.log` pages them in.
   */
  logEarlier?: number;
  /**
   * Set when the game was saved under an older rules version: its original record is archived,
   * and the game goes on from the first `kept` of its `of` choices that the current rules accept.
   */
  rulesNotice?: RulesNotice;
  /** The seat's standing "I will not respond", kept by the table service (main/services/table.ts). */
  standing?: StandingPass;
}

/** A page of earlier log lines (`games.log`). */
export interface LogPageDto {
  /** The lines just before the asked line, oldest first. */
  lines: LogLine[];
  /** How many lines still come before these. */
  earlier: number;
}

export interface RulesNotice {
  from: string;
  kept: number;
  of: number;
}

/** Who must act next: the renderer shows a curtain when the human seat changes. */
export interface NextTurn {
  seat: SeatId;
  name: string;
  human: boolean;
  /** Number of human seats: with only one, the renderer needs no curtain. */
  humans: number;
}

export interface SavedGame {
  id: string;
  game: GameId;
  seats: SeatInfo[];
  created: string;
  updated: string;
  progress: I18nRef;
  steps: number;
  finished: boolean;
  /** The saved data of this game cannot be read (a damaged cell): it can be deleted, not opened. */
  unreadable?: boolean;
}

export interface GameModuleInfo {
  game: GameId;
  minPlayers: number;
  maxPlayers: number;
  options: Omit<SetupOption, never>[];
  bots: string[];
}

export interface ReplayDto {
  step: number;
  steps: number;
  view: SeatViewDto;
}
