/**
 * Game id → table component. A game with its own drawing registers it here; any other game
 * gets the generic table (prompt, options as buttons, log).
 */
import type { ComponentType, ReactNode } from 'react';
import type { SeatViewDto } from '../../main/engine/dto';
import { BloodborneTable } from './bloodborne/BloodborneTable';
import { GenericTable } from './common/GenericTable';
import { VendettaTable } from './vendetta/VendettaTable';
import { VtesTable } from './vtes/VtesTable';

export interface TableProps {
  /** The seat's view (or the public view in replays and at the end: then decision is null). */
  dto: SeatViewDto;
  /** Answers the current decision with one of its option ids. */
  onChoose(optionId: string): void;
  /** True while a choice is being sent: nothing is clickable. */
  busy?: boolean;
  /** The log panel, drawn where the table wants it. */
  log?: ReactNode;
}

const tables: Record<string, ComponentType<TableProps>> = {
  vendetta: VendettaTable as unknown as ComponentType<TableProps>,
  vtes: VtesTable as unknown as ComponentType<TableProps>,
  bloodborne: BloodborneTable as unknown as ComponentType<TableProps>,
};

export function tableFor(game: string): ComponentType<TableProps> {
  return tables[game] ?? GenericTable;
}
