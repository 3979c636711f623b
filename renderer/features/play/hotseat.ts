/**
 * The hotseat flow after an answer (design.md §3), without React: what the Play screen shows
 * next. When the human who must act changes, a curtain (only after that player confirms is their
 * view asked for); with a single human seat, no curtain. A seat whose standing "I will not
 * respond" holds (main/common/standing-pass.ts) is answered here with its question's pass, an
 * ordinary `games.choose` (recorded, autosaved), and the next seat is looked at; its view is read
 * to find the question but never shown.
 */
import type { NextTurn, SeatViewDto } from '../../../main/engine/dto';
import type { SeatId } from '../../../main/engine/types';
import { standingAnswer, standingHolds, type StandingPass } from '../../../main/common/standing-pass';

/** The three calls of the games service the flow needs. */
export interface HotseatApi {
  next(): Promise<NextTurn | null>;
  view(seat: SeatId | 'public'): Promise<SeatViewDto>;
  choose(seat: SeatId, option: string): Promise<SeatViewDto>;
}

export type Screen =
  { kind: 'over'; dto: SeatViewDto } | { kind: 'play'; dto: SeatViewDto } | { kind: 'curtain'; next: NextTurn; undoSeat: number | null };

/** At most this many answers in a row on a standing setting (a safety stop, far above a turn's). */
const MAX_AUTO = 500;

/**
 * What to show after `current` (the view the last answer returned, if any), `onScreen` being the
 * seat whose view is on screen. `standing` (seat → setting) loses settings that no longer hold.
 * `humans` is reported with each turn (the bar is offered only with several humans).
 */
export async function nextScreen(
  api: HotseatApi,
  current: SeatViewDto | undefined,
  onScreen: SeatId | null,
  standing: Map<SeatId, StandingPass>,
  onNext?: (next: NextTurn) => void,
): Promise<Screen> {
  let undoable = !!current;
  for (let auto = 0; ; auto++) {
    const next = await api.next();
    if (!next) return { kind: 'over', dto: await api.view('public') };
    onNext?.(next);
    // `current` comes from the seat in front of the screen (its answer, or its undo from the curtain)
    if (current && current.seat === next.seat) return { kind: 'play', dto: current };
    const held = next.humans > 1 ? standing.get(next.seat) : undefined;
    if (held && auto < MAX_AUTO) {
      const hidden = await api.view(next.seat);
      const holds = standingHolds(held, hidden);
      if (!holds) standing.delete(next.seat);
      const answer = holds ? standingAnswer(hidden.decision) : null;
      if (answer) {
        await api.choose(next.seat, answer.id);
        undoable = false;
        current = undefined;
        continue;
      }
    }
    if (next.humans <= 1 || (onScreen === next.seat && !current)) return { kind: 'play', dto: await api.view(next.seat) };
    // hide everything before anything of the next seat is even requested; the player who just
    // answered may still take it back from the curtain
    const undoSeat = undoable && current && current.canUndo && typeof current.seat === 'number' ? current.seat : null;
    return { kind: 'curtain', next, undoSeat };
  }
}
