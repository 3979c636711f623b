/**
 * What the Play screen shows next (design.md §3), without React. The flow itself is main's (the
 * table service, main/services/table.ts): it answers for bots and for seats whose standing "I
 * will not respond" holds, and says which of the seats this window holds must answer, and whether
 * a curtain goes up first (the window holds several human seats and another one is due). Only
 * after that player confirms the curtain is their view asked for. This file only turns main's
 * answer into a screen.
 */
import type { SeatViewDto } from '../../../main/engine/dto';
import type { SeatId } from '../../../main/engine/types';
import type { TableTurn } from '../../../main/services/table-types';

/** The table calls the flow needs (each seat's call goes with that seat's token). */
export interface TableClientApi {
  turn(onScreen: SeatId | null): Promise<TableTurn>;
  view(seat: SeatId): Promise<SeatViewDto>;
  /** The public board (no hand): the game over, or nothing of this window's to show. */
  board(): Promise<SeatViewDto>;
}

export type AnswerTurn = Extract<TableTurn, { kind: 'answer' }>;

export type Screen =
  | { kind: 'over'; dto: SeatViewDto }
  | { kind: 'play'; dto: SeatViewDto }
  | { kind: 'curtain'; next: AnswerTurn; undoSeat: number | null }
  /** None of this window's seats must answer now (a seat on another device, a bot taking its time). */
  | { kind: 'wait'; dto: SeatViewDto; waiting: SeatId[] };

/**
 * What to show after `current` (the view the last answer returned, if any), `onScreen` being the
 * seat whose view is on screen.
 */
export async function nextScreen(
  api: TableClientApi,
  current: SeatViewDto | undefined,
  onScreen: SeatId | null,
  onTurn?: (turn: TableTurn) => void,
): Promise<Screen> {
  const turn = await api.turn(onScreen);
  onTurn?.(turn);
  if (turn.kind === 'over') return { kind: 'over', dto: await api.board() };
  if (turn.kind === 'wait') {
    const dto = current && current.step === turn.step ? current : onScreen !== null ? await api.view(onScreen) : await api.board();
    return { kind: 'wait', dto, waiting: turn.waiting };
  }
  // `current` comes from the seat in front of the screen (its answer, or its undo from the curtain)
  if (current && current.seat === turn.seat && current.step === turn.step) return { kind: 'play', dto: current };
  if (!turn.curtain) return { kind: 'play', dto: await api.view(turn.seat) };
  // hide everything before anything of the next seat is even requested; the player who just
  // answered may still take it back from the curtain
  return { kind: 'curtain', next: turn, undoSeat: turn.undo };
}
