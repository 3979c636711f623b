/**
 * The renderer's game registry: game id → its table and, when the generic new-game form (players,
 * seats, the module's variant options) cannot express its set-up, its own set-up form. A game
 * without an entry gets the generic table and the generic form. Main's side of a game is its
 * GameModule in main/games/registry.ts (see docs/architecture.md, "Adding a game").
 */
import type { ComponentType } from 'react';
import type { LogLine, SeatInfo } from '../../main/engine/dto';
import type { SeatId } from '../../main/engine/types';
import type { NightsView } from '../../main/games/nights-of-blood/view';
import type { VendettaView } from '../../main/games/vendetta/view';
import type { VtesView } from '../../main/games/vtes/view/view';
import { VtesSetup } from '../features/play/vtes/VtesSetup';
import { BloodborneTable } from './bloodborne/BloodborneTable';
import { GenericTable } from './kit/GenericTable';
import { NightsTable } from './nights-of-blood/NightsTable';
import type { SetupFormProps, TableProps } from './kit/types';
import { vendettaLogLine } from './vendetta/log-wording';
import { VendettaTable } from './vendetta/VendettaTable';
import { vtesLogLine } from './vtes/log-wording';
import { VtesTable } from './vtes/VtesTable';

export type { SetupFormProps, TableProps } from './kit/types';

export interface GameUi {
  table: ComponentType<TableProps>;
  /** Replaces the generic new-game form. */
  setup?: ComponentType<SetupFormProps>;
  /** Rewords a log line before it is translated (LogPanel `mapLine`). */
  logLine?(line: LogLine, seats: SeatInfo[]): LogLine;
  /** Log events (without the game prefix) the log panel sets apart. */
  important?: ReadonlySet<string>;
  /** Whose turn it is in a view, when the game has one at that moment (the turn bar, issue 34 §4). */
  turnOf?(view: unknown): SeatId | null;
}

const games: Record<string, GameUi> = {
  vendetta: {
    table: VendettaTable as ComponentType<TableProps>,
    logLine: vendettaLogLine,
    // a seat has the turn only in 4. Planificación; clan picks and locations are answered by all
    turnOf: (v) => (v as VendettaView).planning?.seat ?? null,
    important: new Set(['diablerie', 'eliminated', 'frenzy', 'finalScore', 'gameOver']),
  },
  vtes: {
    table: VtesTable as ComponentType<TableProps>,
    setup: VtesSetup,
    logLine: vtesLogLine,
    turnOf: (v) => (v as VtesView).active,
    important: new Set([
      'ousted',
      'preyOusted',
      'torpor',
      'diablerie',
      'bloodHunt',
      'refPassed',
      'refFailed',
      'damage',
      'destroyed',
      'lastStanding',
      'over',
    ]),
  },
  bloodborne: {
    table: BloodborneTable as unknown as ComponentType<TableProps>,
    // no turnOf: every stage is played by all hunters together, nobody has the turn
    important: new Set(['death', 'dies', 'finalDies', 'bossStays', 'trophies', 'eliminated', 'gameOver']),
  },
  nights: {
    table: NightsTable as unknown as ComponentType<TableProps>,
    turnOf: (v) => (v as NightsView).turn,
    important: new Set(['death', 'devour', 'frenzyStart', 'sectLost', 'regentPenalty', 'chainNext', 'gameOver']),
  },
};

export function tableFor(game: string): ComponentType<TableProps> {
  return games[game]?.table ?? GenericTable;
}

/** The game's own set-up form, or null for the generic one. */
export function setupFor(game: string): ComponentType<SetupFormProps> | null {
  return games[game]?.setup ?? null;
}

/** The game's log line rewording, if it has one. */
export function logLineFor(game: string): GameUi['logLine'] {
  return games[game]?.logLine;
}

/** The log events the game sets apart in its log panel. */
export function importantFor(game: string): ReadonlySet<string> | undefined {
  return games[game]?.important;
}

/** Whose turn it is in a view of the game, or null (no turn now, or the game has none). */
export function turnFor(game: string, view: unknown): SeatId | null {
  return games[game]?.turnOf?.(view) ?? null;
}
