/**
 * The one service contract. Each domain declares its operations in ./ops/<domain>.ts;
 * Electron IPC, the preload, the browser host and the renderer client all derive from it.
 */
import type { ImportProgress } from '../cards/types';
import type { AppInfo, Settings } from './ops/app';
import type { z } from 'zod';
import type { OpDef } from './define';
import { appOps } from './ops/app';
import { cardOps } from './ops/cards';
import { gameOps } from './ops/games';
import { tableOps } from './ops/table';
import { lanOps } from './ops/lan';
import type { TableChanged } from '../services/table-types';
import { vtesOps } from './ops/vtes';
import { deckOps } from './ops/decks';
import { archiveOps } from './ops/archive';
import { collectionOps } from './ops/collection';
import type { ArchiveImportProgress } from '../decks/archive-types';

export const contract = {
  ...appOps,
  ...cardOps,
  ...gameOps,
  ...tableOps,
  ...lanOps,
  ...vtesOps,
  ...deckOps,
  ...archiveOps,
  ...collectionOps,
};

export type Contract = typeof contract;
export type OpName = keyof Contract;
export type OpInput<N extends OpName> = z.input<Contract[N]['input']>;
export type OpResult<N extends OpName> = Contract[N] extends OpDef<z.ZodType, infer R> ? R : never;

/** Push events from main to the renderer (progress, notices). */
export interface EventMap {
  'cards.importProgress': ImportProgress;
  'archive.importProgress': ArchiveImportProgress;
  'settings.changed': Settings;
  /** The start-up notices changed after start-up (a check that ran later found something). */
  'app.notices': AppInfo;
  /** A table changed (an answer, an undo, a bot, a seat handed over): its clients pull their views. */
  'table.changed': TableChanged;
}
export type EventName = keyof EventMap;
export interface AppEvent<N extends EventName = EventName> {
  name: N;
  payload: EventMap[N];
}
