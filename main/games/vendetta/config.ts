/**
 * What `games.create` accepts as a Vendetta config (checked before any work); parseVendettaConfig
 * (rules.ts) then applies the rulebook's player counts (3-5, or 4 or 6 in team mode).
 */
import { z } from 'zod';

export const vendettaCreateSchema = z
  .object({
    players: z.number().int().min(3).max(6),
    locationCards: z.boolean().optional(),
    relics: z.boolean().optional(),
    teams: z.boolean().optional(),
  })
  .strict();
