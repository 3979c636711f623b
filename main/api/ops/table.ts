import { z } from 'zod';
import { op } from '../define';
import type { LogPageDto, SeatViewDto } from '../../engine/dto';
import { LOG_PAGE_MAX } from '../../common/log-delta';
import type { SeatGrant, TableInfo, TableOpen, TableTurn } from '../../services/table-types';

/**
 * The table service's operations (issue 31, main/services/table.ts). A seat is reached only
 * through its token; an answer names the step of the view it answers.
 */
const table = z.string().min(1).max(64);
const seat = z.number().int().min(0).max(15);
/** 32 random bytes in hex; anything else is refused by the service as an unknown token. */
const token = z.string().min(1).max(128);
const step = z.number().int().min(0).max(10_000_000);
const logAfter = z
  .object({ n: z.number().int().min(0).max(10_000_000), hash: z.string().regex(/^[0-9a-f]{8}$/) })
  .strict()
  .optional();
const standing = z.object({ kind: z.enum(['action', 'combat', 'turn']), n: z.number().int().min(0).max(10_000_000) }).strict();

export const tableOps = {
  // ---- the host's screen only (never reachable with a seat token) ----
  /** Opens a saved game's table (again: the same one); the tokens of the seats on the host's screen. */
  'table.open': op(z.object({ id: table, botDelayMs: z.number().int().min(0).max(5000).optional() }).strict()).returns<TableOpen>(),
  'table.close': op(z.object({ table }).strict()).returns<null>(),
  'table.info': op(z.object({ table }).strict()).returns<TableInfo>(),
  /** A token for a device (the seat leaves the screen), or a watcher token for the public board. */
  'table.issue': op(z.object({ table, seat: z.union([seat, z.literal('public')]) }).strict()).returns<SeatGrant>(),
  /** Revokes a seat's tokens (it goes back to the screen), or every watcher token. */
  'table.revoke': op(z.object({ table, seat: z.union([seat, z.literal('public')]) }).strict()).returns<TableInfo>(),
  /** Hands a seat to the screen, a device or a bot (its tokens revoked first). */
  'table.assign': op(
    z.object({ table, seat, to: z.enum(['screen', 'device', 'bot']), bot: z.string().min(1).max(40).optional() }).strict(),
  ).returns<{ info: TableInfo; grant: SeatGrant | null }>(),

  // ---- a seat's operations (TABLE_SEAT_OPS): each names a token ----
  /** What a client holding these tokens does now (answer, after a curtain or not; wait; over). */
  'table.turn': op(z.object({ table, tokens: z.array(token).max(16), onScreen: seat.nullable().optional() }).strict()).returns<TableTurn>(),
  'table.view': op(z.object({ table, token, logAfter }).strict()).returns<SeatViewDto>(),
  'table.choose': op(z.object({ table, token, step, option: z.string().min(1).max(200), logAfter }).strict()).returns<SeatViewDto>(),
  /** Back to before the seat's last own choice (multi-step: again for the one before). */
  'table.undo': op(z.object({ table, token, step, logAfter }).strict()).returns<SeatViewDto>(),
  'table.log': op(
    z.object({ table, token, before: z.number().int().min(0).max(10_000_000), limit: z.number().int().min(1).max(LOG_PAGE_MAX) }).strict(),
  ).returns<LogPageDto>(),
  /** Sets or clears the seat's standing "I will not respond"; the question it covers is answered now. */
  'table.standing': op(z.object({ table, token, standing: standing.nullable(), logAfter }).strict()).returns<SeatViewDto>(),
  /** The public board; without a token only for the host's screen. */
  'table.board': op(z.object({ table, token: token.optional(), logAfter }).strict()).returns<SeatViewDto>(),
};

/** The operations a seat or watcher token may reach over the local network (nothing else). */
export const TABLE_SEAT_OPS: readonly (keyof typeof tableOps)[] = [
  'table.turn',
  'table.view',
  'table.choose',
  'table.undo',
  'table.log',
  'table.standing',
  'table.board',
];
