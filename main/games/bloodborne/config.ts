/**
 * Set-up options (rulebook "Preparación de la partida") as a zod schema that bounds every
 * size: 3-5 hunters, the final boss drawn at random or chosen by the table (step 1), the first
 * player drawn at random or the first seat (step 8 leaves the method open: ambiguity A8.15).
 */
import { z } from 'zod';
import { AppError } from '../../common/errors';
import { FINAL_BOSSES } from './cards';

const FINAL_IDS = FINAL_BOSSES.map((f) => f.id) as [string, ...string[]];

export const bloodborneConfigSchema = z
  .object({
    players: z.number().int().min(3).max(5).default(4),
    finalBoss: z.enum(['random', ...FINAL_IDS]).default('random'),
    firstPlayer: z.enum(['random', 'seat1']).default('random'),
  })
  .strict();

export type BloodborneConfig = z.infer<typeof bloodborneConfigSchema>;

export function parseBloodborneConfig(raw: unknown): BloodborneConfig {
  const r = bloodborneConfigSchema.safeParse(raw ?? {});
  if (r.success) return r.data;
  const issue = r.error.issues[0];
  const field = String(issue?.path[0] ?? 'config');
  if (field === 'players')
    throw new AppError('invalid_input', 'bloodborne_bad_players', { players: String((raw as Record<string, unknown>)?.players) });
  throw new AppError('invalid_input', 'bloodborne_bad_config', { field });
}
