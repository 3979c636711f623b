/**
 * What the table service (table.ts) answers: types only, shared with the contract
 * (main/api/ops/table.ts) and the renderer.
 */
import type { SeatId } from '../engine/types';

/** A seat's token, or a watcher's ('public': the public board only). */
export type TokenSeat = SeatId | 'public';

export type Holder = 'screen' | 'device' | 'bot';

export interface SeatGrant {
  seat: TokenSeat;
  token: string;
}

export interface TableSeat {
  seat: SeatId;
  name: string;
  kind: 'human' | 'bot';
  holder: Holder;
}

export interface TableInfo {
  table: string;
  game: string;
  step: number;
  over: boolean;
  /** Human seats of the game. */
  humans: number;
  botDelayMs: number;
  seats: TableSeat[];
  /** Watcher tokens (public board) handed out. */
  watchers: number;
}

export interface TableOpen extends TableInfo {
  /** The tokens of the seats the host's screen holds. */
  grants: SeatGrant[];
}

export type TableTurn =
  | { kind: 'over'; step: number }
  /** None of the caller's seats must answer now: `waiting` are the seats that must. */
  | { kind: 'wait'; step: number; waiting: SeatId[] }
  | {
      kind: 'answer';
      step: number;
      seat: SeatId;
      name: string;
      humans: number;
      /** Hand the device over first: it holds several human seats and another is on it. */
      curtain: boolean;
      /** The caller's seat that may still take back its answer from the curtain. */
      undo: SeatId | null;
    };

export interface TableChanged {
  table: string;
  step: number;
}
