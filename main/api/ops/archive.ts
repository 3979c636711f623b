import { z } from 'zod';
import { op } from '../define';
import { ARCHIVE_LIMITS } from '../../common/import-limits';
import type {
  ArchiveDeckDetail,
  ArchiveImportSummary,
  ArchiveSearchResult,
  ArchiveStatus,
  ArchiveSuggestion,
  CardArchiveStats,
} from '../../decks/archive-types';

const uid = z.string().min(3).max(100);
const day = z.string().regex(/^\d{4}(-\d{2}-\d{2})?$/);

/** The tournament archive (TWDA): import once, then search offline (issue 17). */
export const archiveOps = {
  'archive.status': op(z.object({}).strict()).returns<ArchiveStatus>(),
  'archive.import': op(
    z
      .object({
        /** the deck files of the archive's folder (.txt), or its JSON form (.json); the service checks ARCHIVE_LIMITS */
        files: z
          .array(z.object({ name: z.string().min(1).max(255), content: z.string().max(ARCHIVE_LIMITS.totalChars) }).strict())
          .min(1)
          .max(20_000),
      })
      .strict(),
  ).returns<ArchiveImportSummary>(),
  'archive.search': op(
    z
      .object({
        cards: z.array(uid).max(50).optional(),
        cardMode: z.enum(['all', 'any']).optional(),
        clans: z.array(z.string().max(60)).max(40).optional(),
        disciplines: z.array(z.string().min(1).max(10)).max(40).optional(),
        minPlayers: z.number().int().min(0).max(10_000).optional(),
        maxPlayers: z.number().int().min(0).max(10_000).optional(),
        from: day.optional(),
        to: day.optional(),
        event: z.string().max(200).optional(),
        winner: z.string().max(200).optional(),
        words: z.string().max(200).optional(),
        offset: z.number().int().min(0),
        limit: z.number().int().min(1).max(1000),
      })
      .strict(),
  ).returns<ArchiveSearchResult>(),
  'archive.get': op(z.object({ id: z.string().min(1).max(200) }).strict()).returns<ArchiveDeckDetail>(),
  'archive.cardStats': op(z.object({ uid }).strict()).returns<CardArchiveStats>(),
  'archive.suggest': op(z.object({ uids: z.array(uid).max(500) }).strict()).returns<ArchiveSuggestion[]>(),
};
