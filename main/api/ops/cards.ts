import { z } from 'zod';
import { op } from '../define';
import type { CardDbStatus, CardDetail, CardFacets, CardRuling, CardSearchResult, ImportSummary } from '../../cards/types';

const range = z.object({ min: z.number().finite().optional(), max: z.number().finite().optional() }).strict();
const strList = z.array(z.string().max(200)).max(500);
const tri = z.enum(['any', 'only', 'exclude']);
const game = z.enum(['vtes', 'vendetta', 'bloodborne', 'nights']);

export const CardFiltersSchema = z
  .object({
    game: game.optional(),
    kind: z.string().max(40).optional(),
    types: strList.optional(),
    clans: strList.optional(),
    sects: strList.optional(),
    disciplines: z
      .object({
        mode: z.enum(['and', 'or']),
        items: z.array(z.object({ code: z.string().min(1).max(10), level: z.enum(['any', 'inferior', 'superior']) }).strict()).max(60),
      })
      .strict()
      .optional(),
    capacity: range.optional(),
    groups: strList.optional(),
    poolCost: range.optional(),
    bloodCost: range.optional(),
    titles: strList.optional(),
    votes: range.optional(),
    sets: strList.optional(),
    banned: tri.optional(),
    advanced: tri.optional(),
    ownedOnly: z.boolean().optional(),
  })
  .strict();

export const cardOps = {
  'cards.status': op(z.object({}).strict()).returns<CardDbStatus>(),
  'cards.import': op(
    z
      .object({
        files: z
          .array(z.object({ name: z.string().min(1).max(255), content: z.string().max(64 * 1024 * 1024) }).strict())
          .min(1)
          .max(12),
        /** the user saw the short-file warning and imports anyway */
        allowShort: z.boolean().optional(),
      })
      .strict(),
  ).returns<ImportSummary>(),
  'cards.search': op(
    z
      .object({
        q: z.string().max(2000),
        filters: CardFiltersSchema,
        sort: z.enum(['name', 'capacity', 'group', 'type', 'clan']).optional(),
        offset: z.number().int().min(0),
        limit: z.number().int().min(1).max(500),
      })
      .strict(),
  ).returns<CardSearchResult>(),
  'cards.get': op(z.object({ uid: z.string().min(3).max(100) }).strict()).returns<CardDetail>(),
  /** the imported rulings of one card (issue 32 item 1) */
  'cards.rulings': op(z.object({ uid: z.string().min(3).max(100) }).strict()).returns<CardRuling[]>(),
  'cards.facets': op(z.object({ game: game.optional() }).strict()).returns<CardFacets>(),
  'cards.image': op(z.object({ uid: z.string().min(3).max(100) }).strict()).returns<{ dataUrl: string } | null>(),
};
