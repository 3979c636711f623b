import { z } from 'zod';
import { op } from '../define';
import type { CollectionImportResult, DeckCollectionLine } from '../../decks/collection-types';

const uid = z.string().min(3).max(100);
const counts = z.record(uid, z.number().int().min(0).max(999));

/** The user's collection: copies owned per card (issue 17). */
export const collectionOps = {
  'collection.get': op(z.object({ uids: z.array(uid).max(5000).optional() }).strict()).returns<Record<string, number>>(),
  'collection.set': op(z.object({ uid, owned: z.number().int().min(0).max(999) }).strict()).returns<Record<string, number>>(),
  'collection.importCsv': op(z.object({ text: z.string().max(8 * 1024 * 1024) }).strict()).returns<CollectionImportResult>(),
  'collection.exportCsv': op(z.object({}).strict()).returns<string>(),
  'collection.forDeck': op(z.object({ id: z.string().max(100).nullable(), crypt: counts, library: counts }).strict()).returns<
    DeckCollectionLine[]
  >(),
};
