import { z } from 'zod';
import { op } from '../define';
import type {
  Deck,
  DeckAnalysis,
  DeckCardInfo,
  DeckContent,
  DeckDiff,
  DeckExport,
  DeckSummary,
  DeckVersion,
  DeckVersionInfo,
  ImportPreview,
} from '../../decks/types';
import { MAX_TABLE_SIZE, MIN_TABLE_SIZE } from '../../decks/types';

const MAX_DISTINCT = 1000;
const deckId = z.string().min(1).max(64);
const uid = z.string().min(3).max(100);
const counts = z
  .record(uid, z.number().int().min(1).max(999))
  .refine((r) => Object.keys(r).length <= MAX_DISTINCT, { message: 'too many cards' });
const tag = z.string().trim().min(1).max(60);

export const DeckEditionSchema = z.enum(['vekn-current', 'es-2018']);
export const DeckFormatSchema = z.enum(['twd', 'ardb', 'lackey', 'jol', 'krcg', 'vdb', 'text']);

export const DeckContentSchema = z
  .object({
    name: z.string().trim().min(1).max(200),
    edition: DeckEditionSchema,
    tableSize: z.number().int().min(MIN_TABLE_SIZE).max(MAX_TABLE_SIZE),
    crypt: counts,
    library: counts,
    printings: z
      .record(uid, z.string().min(1).max(40))
      .refine((r) => Object.keys(r).length <= 2 * MAX_DISTINCT, { message: 'too many printings' })
      .optional(),
    notes: z.string().max(100_000),
    tags: z.array(tag).max(50),
    author: z.string().max(200).optional(),
  })
  .strict();

const empty = z.object({}).strict();
const byId = z.object({ id: deckId }).strict();

export const deckOps = {
  /** Saved decks (not in the trash), newest first; `q` matches name or tag (case/accent-insensitive). */
  'decks.list': op(z.object({ q: z.string().max(200).optional(), tag: tag.optional() }).strict()).returns<DeckSummary[]>(),
  /** Decks in the trash, most recently deleted first. */
  'decks.trash': op(empty).returns<DeckSummary[]>(),
  /** All tags in use with the number of decks carrying each. */
  'decks.tags': op(empty).returns<{ tag: string; count: number }[]>(),
  'decks.get': op(byId).returns<Deck>(),
  /** Creates a deck (version 1) from content, e.g. a confirmed import preview. */
  'decks.create': op(z.object({ content: DeckContentSchema }).strict()).returns<Deck>(),
  'decks.rename': op(z.object({ id: deckId, name: z.string().trim().min(1).max(200) }).strict()).returns<Deck>(),
  'decks.duplicate': op(z.object({ id: deckId, name: z.string().trim().min(1).max(200).optional() }).strict()).returns<Deck>(),
  /** Moves the deck to the trash (undoable with decks.restore). */
  'decks.delete': op(byId).returns<DeckSummary>(),
  'decks.restore': op(byId).returns<Deck>(),
  /** Deletes a trashed deck for good, with its versions and draft. */
  'decks.purge': op(byId).returns<{ id: string }>(),
  /** Sets notes (new version). */
  'decks.setNotes': op(z.object({ id: deckId, notes: z.string().max(100_000) }).strict()).returns<Deck>(),
  /** Sets tags (new version). */
  'decks.setTags': op(z.object({ id: deckId, tags: z.array(tag).max(50) }).strict()).returns<Deck>(),
  /** Autosave: stores the editor's current content as the deck's draft (no version). */
  'decks.saveDraft': op(z.object({ id: deckId, content: DeckContentSchema }).strict()).returns<{ id: string; savedAt: string }>(),
  'decks.discardDraft': op(byId).returns<Deck>(),
  /**
   * Saves a new version: `content` when given, otherwise the current draft. Clears the draft.
   * Saving content identical to the latest version creates no version.
   */
  'decks.save': op(
    z.object({ id: deckId, content: DeckContentSchema.optional(), message: z.string().max(500).optional() }).strict(),
  ).returns<Deck>(),
  'decks.history': op(byId).returns<DeckVersionInfo[]>(),
  'decks.version': op(z.object({ id: deckId, version: z.number().int().min(1) }).strict()).returns<DeckVersion>(),
  'decks.diff': op(z.object({ id: deckId, from: z.number().int().min(1), to: z.number().int().min(1) }).strict()).returns<DeckDiff>(),
  /** Saves an old version's content as a new version. */
  'decks.revert': op(z.object({ id: deckId, version: z.number().int().min(1) }).strict()).returns<Deck>(),
  /** Live legality and statistics for the editor (pure; nothing is saved). */
  'decks.analyze': op(
    z.object({ content: DeckContentSchema, turns: z.number().int().min(1).max(30).optional() }).strict(),
  ).returns<DeckAnalysis>(),
  /** Card data for the cards of a deck (unknown uids are left out). */
  'decks.cards': op(z.object({ uids: z.array(uid).max(MAX_DISTINCT * 2) }).strict()).returns<DeckCardInfo[]>(),
  /** Parses pasted text or a file; detects the format unless given. Saves nothing. */
  'decks.parseImport': op(
    z
      .object({
        text: z
          .string()
          .min(1)
          .max(2 * 1024 * 1024),
        fileName: z.string().max(255).optional(),
        format: DeckFormatSchema.optional(),
        edition: DeckEditionSchema.optional(),
      })
      .strict(),
  ).returns<ImportPreview>(),
  /** Exports a saved deck (`id`, its draft when `draft` is true) or given content. */
  'decks.export': op(
    z
      .object({
        id: deckId.optional(),
        draft: z.boolean().optional(),
        content: DeckContentSchema.optional(),
        format: DeckFormatSchema,
      })
      .strict()
      .refine((v) => (v.id === undefined) !== (v.content === undefined), { message: 'give id or content' }),
  ).returns<DeckExport>(),
};

export type DeckContentInput = z.input<typeof DeckContentSchema>;
export type { DeckContent };
