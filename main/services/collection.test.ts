/** Issue 17 part 4: the collection — owned counts, CSV in and out, a deck's missing cards, the owned filter. */
import { beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../common/errors';
import { readAllCards } from '../cards/repo';
import { searchCards } from '../cards/search';
import { importedService } from '../testing/catalog';
import { userMigrations } from '../db/migrations/user';
import { loadSqlJs } from '../db/sqljs';
import { Store } from '../db/store';
import { buildCardIndex, type DeckCardIndex } from '../decks/cards';
import { csvFields } from '../decks/collection-csv';
import type { CollectionPreview } from '../decks/collection-types';
import { CollectionService } from './collection';
import { catalogCardSource, DeckService } from './decks';

let catalog: Store;
let user: Store;
let index: DeckCardIndex;
let collection: CollectionService;
let decks: DeckService;
const uid = (name: string) => index.keys.find((k) => k.card.name === name)!.card.uid;

/** Previews `csv`, expects it accepted, and confirms it as the user would. */
async function importNow(csv: string): Promise<Extract<CollectionPreview, { ok: true }>> {
  const p = await collection.previewCsv(csv);
  if (!p.ok) throw new Error(`refused: ${JSON.stringify(p)}`);
  collection.applyImport(p.base, p.counts);
  return p;
}

beforeAll(async () => {
  catalog = (await importedService(false)).store;
  index = buildCardIndex(readAllCards(catalog, 'vtes'));
  user = Store.open(await loadSqlJs(), { file: null, migrations: userMigrations });
  collection = new CollectionService(user, () => index);
  decks = new DeckService(user, catalogCardSource(catalog));
}, 120_000);

describe('collection', () => {
  it('sets and reads owned copies; zero removes the card', () => {
    collection.set(uid('Villein'), 3);
    expect(collection.owned([uid('Villein'), uid('Blood Doll')])).toEqual({ [uid('Villein')]: 3 });
    collection.set(uid('Villein'), 0);
    expect(collection.owned()).toEqual({});
    expect(() => collection.set('vtes:999999', 1)).toThrow(AppError);
  });

  it('CSV: export then preview gives back the same collection; names, ids, header or not, quotes', async () => {
    collection.set(uid('Villein'), 3);
    collection.set(uid('Govern the Unaligned'), 2);
    const csv = collection.exportCsv();
    expect(csv.split('\n')[0]).toBe('id,name,owned');
    const same = await collection.previewCsv(csv);
    expect(same).toMatchObject({ ok: true, addedTotal: 0, changedTotal: 0, removedTotal: 0, unchanged: 2 });
    collection.set(uid('Villein'), 0);
    await importNow(csv);
    expect(collection.owned()).toEqual({ [uid('Villein')]: 3, [uid('Govern the Unaligned')]: 2 });
    const loose = await importNow('4,Blood Doll\n"Villein",2\nNo Such Card,1\n');
    expect(loose.unknown).toEqual([{ line: 3, problem: 'unknown_card', value: 'No Such Card' }]);
    expect(collection.owned()).toEqual({ [uid('Blood Doll')]: 4, [uid('Villein')]: 2 });
    expect(csvFields('"a, ""b""",3').fields).toEqual(['a, "b"', '3']);
  });

  it("a deck's lines: copies missing from the collection, and the other decks using each card", async () => {
    await importNow('Villein,2\nBlood Doll,4\n');
    const other = decks.create({
      name: 'Otro',
      edition: 'vekn-current',
      tableSize: 5,
      crypt: {},
      library: { [uid('Villein')]: 1 },
      notes: '',
      tags: [],
    });
    const lines = collection.forDeck(null, { crypt: {}, library: { [uid('Villein')]: 4, [uid('Blood Doll')]: 2 } });
    expect(lines[0]).toMatchObject({
      uid: uid('Villein'),
      need: 4,
      owned: 2,
      missing: 2,
      usedBy: [{ id: other.id, name: 'Otro', count: 1 }],
    });
    expect(lines[1]).toMatchObject({ uid: uid('Blood Doll'), need: 2, owned: 4, missing: 0, usedBy: [] });
    // a deck does not count as its own other user
    expect(collection.forDeck(other.id, { crypt: {}, library: { [uid('Villein')]: 1 } })[0].usedBy).toEqual([]);
  });

  it('the "only owned" card filter lists exactly the owned cards', () => {
    const r = searchCards(catalog, { q: '', filters: { ownedOnly: true, ownedUids: collection.ownedUids() }, offset: 0, limit: 50 });
    expect(r.items.map((c) => c.uid).sort()).toEqual(Object.keys(collection.owned()).sort());
    const none = searchCards(catalog, { q: '', filters: { ownedOnly: true, ownedUids: [] }, offset: 0, limit: 50 });
    expect(none.total).toBe(0);
  });
});
