import { z } from 'zod';
import { op } from '../define';
import { COLLECTION_LIMITS } from '../../common/import-limits';
import type { CollectionApplied, CollectionPrevious, CollectionPreview, DeckCollectionLine } from '../../decks/collection-types';

const uid = z.string().min(3).max(100);
const owned = z.number().int().min(0).max(COLLECTION_LIMITS.owned);
const counts = z.record(uid, owned);

/** The user's collection: copies owned per card (issue 17); imports previewed, confirmed and undoable (issue 26). */
export const collectionOps = {
  'collection.get': op(z.object({ uids: z.array(uid).max(5000).optional() }).strict()).returns<Record<string, number>>(),
  'collection.set': op(z.object({ uid, owned }).strict()).returns<Record<string, number>>(),
  /** What importing the CSV would change; changes nothing (a file over the limit is refused by the service with its size). */
  'collection.previewCsv': op(z.object({ text: z.string().max(2 * COLLECTION_LIMITS.fileChars) }).strict()).returns<CollectionPreview>(),
  /** Writes the collection a preview showed, if the collection is still the preview's `base`. */
  'collection.applyImport': op(
    z
      .object({
        base: z.string().min(1).max(100),
        counts: z.record(uid, owned).refine((c) => Object.keys(c).length <= COLLECTION_LIMITS.rows),
      })
      .strict(),
  ).returns<CollectionApplied>(),
  /** Brings back the collection the last import (or undo) replaced. */
  'collection.undoImport': op(z.object({}).strict()).returns<CollectionApplied>(),
  'collection.previous': op(z.object({}).strict()).returns<CollectionPrevious | null>(),
  'collection.exportCsv': op(z.object({}).strict()).returns<string>(),
  'collection.forDeck': op(z.object({ id: z.string().max(100).nullable(), crypt: counts, library: counts }).strict()).returns<
    DeckCollectionLine[]
  >(),
};
