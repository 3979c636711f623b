/**
 * Game id → table component. A game with its own drawing registers it here; any other game
 * gets the generic table (prompt, options as buttons, log).
 */
import type { ComponentType } from 'react';
import type { TableProps } from './kit/types';
import { GenericTable } from './common/GenericTable';
import { VendettaTable } from './vendetta/VendettaTable';
import { VtesTable } from './vtes/VtesTable';

export type { TableProps } from './kit/types';

const tables: Record<string, ComponentType<TableProps>> = {
  vendetta: VendettaTable as unknown as ComponentType<TableProps>,
  vtes: VtesTable as unknown as ComponentType<TableProps>,
};

export function tableFor(game: string): ComponentType<TableProps> {
  return tables[game] ?? GenericTable;
}
