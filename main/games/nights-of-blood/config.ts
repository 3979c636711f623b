/**
 * Nights of Blood configuration: the zod schema bounds every size (players 5-8, chained games
 * 1-5). Validated at the service boundary through GameModule.parseConfig.
 */
import { z } from 'zod';
import { AppError } from '../../common/errors';

export const nightsConfigSchema = z
  .object({
    /** 5 to 8 players (rulebook: "de 5 a 8 jugadores"). */
    players: z.number().int().min(5).max(8).default(5),
    /** Chained-games variant: how many games are played in a row (1 = a single game). */
    games: z.number().int().min(1).max(5).default(1),
  })
  .strict();

export type NightsConfig = z.infer<typeof nightsConfigSchema>;

export function parseNightsConfig(raw: unknown): NightsConfig {
  const r = nightsConfigSchema.safeParse(raw ?? {});
  if (!r.success) {
    const field = String(r.error.issues[0]?.path[0] ?? 'config').slice(0, 40);
    throw new AppError('invalid_input', 'nights_bad_config', { field });
  }
  return r.data;
}
