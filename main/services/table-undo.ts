/**
 * The table's undo policy (issue 34 §4, multi-step undo). A player may take back their own
 * choices made since the other seats last saw the table: walking back from the last recorded
 * choice, the player's own choices and the answers main gave for others (bots, standing "I will
 * not respond" passes) are crossed; another seat's own answer, a choice some other seat has seen
 * (a view with a question served to it, or its own answer, at a later step), or a revealing event
 * stops the walk. Undoing goes back to just before one of the player's own choices, so the player
 * gets the question they answered again. Pure: the table service gives it what it knows.
 */
import type { SeatId } from '../engine/types';

export interface UndoFacts {
  /** Number of recorded choices. */
  step: number;
  /** Who made recorded choice `i` (0-based). */
  seatOf(i: number): SeatId;
  /** Whether recorded choice `i` was answered by main (a bot, a standing pass), not by a player. */
  auto(i: number): boolean;
  /** Recorded choices before this one were seen by some other seat. */
  floor: number;
  /** Number of recorded choices when the last revealing event happened (-1: never). */
  revealedAt: number;
}

/**
 * The steps `seat` may go back to, latest first: each is the index of one of the seat's own
 * choices (the state just before it). Empty: nothing to undo.
 */
export function undoTargets(seat: SeatId, f: UndoFacts, max = 64): number[] {
  const out: number[] = [];
  const stop = Math.max(0, f.floor, f.revealedAt);
  for (let i = f.step - 1; i >= stop && out.length < max; i--) {
    if (f.auto(i)) continue;
    if (f.seatOf(i) !== seat) break;
    out.push(i);
  }
  return out;
}
