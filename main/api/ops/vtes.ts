import { z } from 'zod';
import { op } from '../define';
import type { DeckAutomation } from '../../games/vtes/data/deck-automation';

const deckEntry = z.object({ id: z.string().min(1).max(20), count: z.number().int().min(1).max(100) }).strict();

/** Operations of the V:TES set-up that the generic games.* ones do not cover. */
export const vtesOps = {
  /**
   * How much of one deck plays itself, before the game starts (issue 27 item 12): a starter, a saved
   * deck id or card lists, counted as the set-up would play them.
   */
  'vtes.deckAutomation': op(
    z
      .object({
        starter: z.enum(['brujah', 'malkavian', 'nosferatu', 'ventrue']).optional(),
        deck: z.string().min(1).max(64).optional(),
        crypt: z.array(deckEntry).max(100).optional(),
        library: z.array(deckEntry).max(200).optional(),
      })
      .strict()
      .refine((d) => [d.starter, d.deck, d.crypt ?? d.library].filter((x) => x !== undefined).length === 1, {
        message: 'a deck is a starter, a saved deck id or card lists',
      }),
  ).returns<DeckAutomation>(),
};
