import { z } from 'zod';
import { op } from '../define';
import type { GameModuleInfo, LogPageDto, ReplayDto, SavedGame, SeatViewDto } from '../../engine/dto';
import { LOG_PAGE_MAX } from '../../common/log-delta';

const id = z.string().min(1).max(64);
const gameId = z.string().min(1).max(40);
/** The last log line the renderer has: the answer then carries only the lines after it. */
const logAfter = z
  .object({ n: z.number().int().min(0).max(10_000_000), hash: z.string().regex(/^[0-9a-f]{8}$/) })
  .strict()
  .optional();

export const SeatConfigSchema = z
  .object({
    name: z.string().trim().min(1).max(40),
    kind: z.enum(['human', 'bot']),
    bot: z.string().min(1).max(40).optional(),
  })
  .strict();

export const gameOps = {
  /** Games the app can play, with their new-game form and bots. */
  'games.modules': op(z.object({}).strict()).returns<GameModuleInfo[]>(),
  /** Saved games, most recently played first. */
  'games.list': op(z.object({}).strict()).returns<SavedGame[]>(),
  'games.create': op(
    z
      .object({
        game: gameId,
        seats: z.array(SeatConfigSchema).min(1).max(16),
        options: z.record(z.string().max(40), z.union([z.boolean(), z.string().max(40)])).optional(),
        /** The game's set-up; its shape is the game's createSchema, checked by the games service first. */
        config: z.record(z.string().max(40), z.unknown()).optional(),
        seed: z.string().min(1).max(100).optional(),
      })
      .strict(),
  ).returns<{ id: string }>(),
  /**
   * The public view of a game (no hand, no secret). A seat's own view is reached only through
   * its token (`table.view`, main/services/table.ts).
   */
  'games.view': op(z.object({ id, seat: z.literal('public'), logAfter }).strict()).returns<SeatViewDto>(),
  /** Earlier lines of the public log: up to `limit` lines just before line `before` (a seat's: `table.log`). */
  'games.log': op(
    z
      .object({
        id,
        seat: z.literal('public'),
        before: z.number().int().min(0).max(10_000_000),
        limit: z.number().int().min(1).max(LOG_PAGE_MAX),
      })
      .strict(),
  ).returns<LogPageDto>(),
  'games.delete': op(z.object({ id }).strict()).returns<null>(),
  /** The saved data of a game as it is on disk (a damaged game's way out), as a JSON file's text. */
  'games.export': op(z.object({ id }).strict()).returns<{ fileName: string; mimeType: string; text: string }>(),
  /** Public view after `step` recorded choices, for the replay viewer. */
  'games.replay': op(z.object({ id, step: z.number().int().min(0).max(1_000_000) }).strict()).returns<ReplayDto>(),
};
