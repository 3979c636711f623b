/** What every game table receives (renderer/table/registry.tsx picks the table by game id). */
import type { ReactNode } from 'react';
import type { GameModuleInfo, SeatViewDto } from '../../../main/engine/dto';

export interface TableProps<V = unknown> {
  /** The seat's view (or the public view in replays and at the end: then decision is null). */
  dto: SeatViewDto<V>;
  /** Answers the current decision with one of its option ids. */
  onChoose(optionId: string): void;
  /** True while a choice is being sent: nothing is clickable. */
  busy?: boolean;
  /** The log panel, drawn where the table wants it. */
  log?: ReactNode;
}

/** What a game's own new-game form receives (renderer/table/registry.tsx `setup`). */
export interface SetupFormProps {
  /** The chosen game, as main describes it (players range, options, bots). */
  mod: GameModuleInfo;
  /** Every game, for the game picker. */
  modules: GameModuleInfo[];
  /** Switches to another game's form. */
  onGame(game: string): void;
}
