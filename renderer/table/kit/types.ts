/** What every game table receives (renderer/table/registry.tsx picks the table by game id). */
import type { ReactNode } from 'react';
import type { SeatViewDto } from '../../../main/engine/dto';

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
