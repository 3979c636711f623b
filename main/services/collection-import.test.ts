/**
 * Issue 26 item 4 (and the collection parts of items 8 and 10): a collection import never wipes
 * or replaces silently. Counts are decimal integers or the row is an error; a file with errors
 * or mostly unknown names is refused with its rows; an accepted file is previewed (added,
 * changed, removed) and written only when confirmed; the replaced collection can be brought back.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readAllCards } from '../cards/repo';
import { importedService } from '../testing/catalog';
import { AppError } from '../common/errors';
import { COLLECTION_LIMITS } from '../common/import-limits';
import { userMigrations } from '../db/migrations/user';
import { loadSqlJs } from '../db/sqljs';
import { Store } from '../db/store';
import { buildCardIndex, type DeckCardIndex } from '../decks/cards';
import { parseCount } from '../decks/collection-csv';
import type { CardDetail } from '../cards/types';
import { CollectionService } from './collection';

let cards: CardDetail[];
let index: DeckCardIndex;
let SQL: Awaited<ReturnType<typeof loadSqlJs>>;
let collection: CollectionService;
const uid = (name: string) => index.keys.find((k) => k.card.name === name)!.card.uid;
const newStore = () => Store.open(SQL, { file: null, migrations: userMigrations });

beforeAll(async () => {
  const catalog = (await importedService(false)).store;
  cards = readAllCards(catalog, 'vtes');
  index = buildCardIndex(cards);
  SQL = await loadSqlJs();
}, 120_000);

beforeEach(() => {
  collection = new CollectionService(newStore(), () => index);
  collection.set(uid('Villein'), 3);
  collection.set(uid('Blood Doll'), 2);
  collection.set(uid('Deflection'), 1);
});

const original = () => ({ [uid('Villein')]: 3, [uid('Blood Doll')]: 2, [uid('Deflection')]: 1 });

function thrown(fn: () => unknown): AppError {
  try {
    fn();
  } catch (e) {
    if (e instanceof AppError) return e;
    throw e;
  }
  throw new Error('nothing thrown');
}

describe('counts are non-negative decimal integers, or the row is an error', () => {
  it.each([
    ['3', 3],
    ['0', 0],
    ['007', 7],
    ['999', 999],
    ['1000', 'count_too_large'],
    ['0x10', 'count_invalid'],
    ['1e2', 'count_invalid'],
    ['', 'count_missing'],
    ['  ', 'count_missing'],
    ['-1', 'count_negative'],
    ['2.5', 'count_fraction'],
    ['2.0', 'count_fraction'],
    ['+3', 'count_invalid'],
    ['３', 'count_invalid'],
    ['Infinity', 'count_invalid'],
    ['NaN', 'count_invalid'],
  ])('%j reads as %j', (cell, expected) => {
    expect(parseCount(cell)).toBe(expected);
  });

  it('a file with such rows is refused with each row, its line and what is wrong; nothing changes', async () => {
    const csv = [
      'name,count',
      'Villein,2',
      'Blood Doll,0x10',
      'Govern the Unaligned,1e2',
      'Deflection,',
      "Bum's Rush,-1",
      'Conditioning,2.5',
      '"Villein,1',
    ].join('\n');
    const p = await collection.previewCsv(csv);
    expect(p).toMatchObject({ ok: false, reason: 'errors', badTotal: 6 });
    if (p.ok) return;
    expect(p.bad).toEqual([
      { line: 3, problem: 'count_invalid', value: '0x10' },
      { line: 4, problem: 'count_invalid', value: '1e2' },
      { line: 5, problem: 'count_missing', value: '' },
      { line: 6, problem: 'count_negative', value: '-1' },
      { line: 7, problem: 'count_fraction', value: '2.5' },
      { line: 8, problem: 'unclosed_quote', value: '"Villein,1' },
    ]);
    expect(collection.owned()).toEqual(original());
  });

  it('the reported cases: an empty count no longer empties the collection, 1 known line among 999 unknown no longer replaces it', async () => {
    expect(await collection.previewCsv('id,name,owned\n,Villein,\n')).toMatchObject({
      ok: false,
      reason: 'errors',
      bad: [{ line: 2, problem: 'count_missing' }],
    });
    const mostlyUnknown = ['Villein,1', ...Array.from({ length: 999 }, (_, i) => `Nobody Card ${i},1`)].join('\n');
    const p = await collection.previewCsv(mostlyUnknown);
    expect(p).toMatchObject({ ok: false, reason: 'mostly_unknown', rows: 1000, unknownTotal: 999, badTotal: 0 });
    if (!p.ok) expect(p.unknown).toHaveLength(200);
    expect(collection.owned()).toEqual(original());
  });

  it('copies of one card over several rows add up; past the maximum the row is an error', async () => {
    const p = await collection.previewCsv('Villein,600\nVillein,400\n');
    expect(p).toMatchObject({ ok: false, bad: [{ line: 2, problem: 'total_too_large', value: 'Villein' }] });
  });
});

describe('preview, confirm, undo', () => {
  it('a preview changes nothing and lists what is added, changed and removed; the confirmation writes exactly that', async () => {
    const p = await collection.previewCsv('Villein,3\nBlood Doll,4\nGovern the Unaligned,1\nNo Such Card,2\n');
    expect(collection.owned()).toEqual(original());
    expect(p.ok).toBe(true);
    if (!p.ok) return;
    expect(p.added).toEqual([{ uid: uid('Govern the Unaligned'), name: 'Govern the Unaligned', from: 0, to: 1 }]);
    expect(p.changed).toEqual([{ uid: uid('Blood Doll'), name: 'Blood Doll', from: 2, to: 4 }]);
    expect(p.removed).toEqual([{ uid: uid('Deflection'), name: 'Deflection', from: 1, to: 0 }]);
    expect(p).toMatchObject({ unchanged: 1, unknownTotal: 1, unknown: [{ line: 4, problem: 'unknown_card', value: 'No Such Card' }] });
    const applied = collection.applyImport(p.base, p.counts);
    expect(collection.owned()).toEqual({ [uid('Villein')]: 3, [uid('Blood Doll')]: 4, [uid('Govern the Unaligned')]: 1 });
    expect(applied).toMatchObject({ cards: 3, previous: { cards: 3 } });
  });

  it('a confirmation after the collection changed since its preview is refused and changes nothing', async () => {
    const p = await collection.previewCsv('Villein,1\n');
    if (!p.ok) throw new Error('refused');
    collection.set(uid('Villein'), 5);
    expect(thrown(() => collection.applyImport(p.base, p.counts)).key).toBe('collection.changed_since_preview');
    expect(collection.owned()).toEqual({ ...original(), [uid('Villein')]: 5 });
    expect(thrown(() => collection.applyImport('x', {})).key).toBe('collection.changed_since_preview');
  });

  it('undo brings back the replaced collection, even after a restart; undoing again brings back the import', async () => {
    const store = newStore();
    const c = new CollectionService(store, () => index);
    expect(c.previous()).toBeNull();
    expect(thrown(() => c.undoImport()).key).toBe('collection.nothing_to_undo');
    c.set(uid('Villein'), 3);
    const p = await c.previewCsv('Blood Doll,2\n');
    if (!p.ok) throw new Error('refused');
    c.applyImport(p.base, p.counts);
    expect(c.owned()).toEqual({ [uid('Blood Doll')]: 2 });
    const again = new CollectionService(store, () => index);
    expect(again.previous()).toMatchObject({ cards: 1 });
    expect(again.undoImport()).toMatchObject({ cards: 1, previous: { cards: 1 } });
    expect(again.owned()).toEqual({ [uid('Villein')]: 3 });
    again.undoImport();
    expect(again.owned()).toEqual({ [uid('Blood Doll')]: 2 });
  });
});

describe('limits (issue 26 item 8)', () => {
  it('a file over the size or line limit is refused with the limit; a line too long is a bad row', async () => {
    const big = 'x'.repeat(COLLECTION_LIMITS.fileChars + 1);
    await expect(collection.previewCsv(big)).rejects.toMatchObject({ key: 'collection.file_too_large', params: { max: '2 MB' } });
    await expect(collection.previewCsv('\n'.repeat(COLLECTION_LIMITS.rows + 1))).rejects.toMatchObject({
      key: 'collection.too_many_rows',
    });
    const long = await collection.previewCsv(`Villein,1\n${'y'.repeat(COLLECTION_LIMITS.lineChars + 1)},1\n`);
    expect(long).toMatchObject({ ok: false, bad: [{ line: 2, problem: 'line_too_long' }] });
    expect(collection.owned()).toEqual(original());
  });

  it('the host answers another call while a large file is read (the reading yields to the event loop)', async () => {
    const lines = Array.from({ length: 40_000 }, (_, i) => `Card number ${i},1`).join('\n');
    const order: string[] = [];
    const preview = collection.previewCsv(lines).then(() => order.push('preview'));
    const other = new Promise<void>((r) => setImmediate(r)).then(() => {
      collection.owned();
      order.push('other call');
    });
    await Promise.all([preview, other]);
    expect(order).toEqual(['other call', 'preview']);
  });
});

describe('CSV injection (issue 26 item 10)', () => {
  const base = () => cards.find((c) => c.name === 'Villein')!;
  const fake = (n: number, name: string): CardDetail => ({ ...base(), uid: `vtes:9${n}0000`, id: `9${n}0000`, name, displayName: name });
  const risky = [
    '=SUM(A1:A9)',
    '+Plus Sign Card',
    '-Minus Card',
    '@Home Base',
    "'=Already Quoted",
    '\t=Tab Formula',
    'Semi;colon "quoted", card',
  ];

  it('export puts an apostrophe before a cell starting with = + - @ or a tab; the import reads the same names back', async () => {
    const idx = buildCardIndex([...cards, ...risky.map((n, i) => fake(i, n))]);
    const c = new CollectionService(newStore(), () => idx);
    risky.forEach((_, i) => c.set(`vtes:9${i}0000`, i + 1));
    const csv = c.exportCsv();
    for (const line of csv.split('\n').slice(1)) {
      for (const cell of line.split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/)) expect(cell.replace(/^"/, '')).not.toMatch(/^[=+\-@\t\r]/);
    }
    expect(csv).toContain("'=SUM(A1:A9)");
    expect(csv).toContain("''=Already Quoted");
    // by id and name, and by name alone
    const before = c.owned();
    const byName = csv.replace(/^[^,]*,/gm, '').replace(/^name,owned/, 'name,owned');
    for (const text of [csv, byName]) {
      const p = await c.previewCsv(text);
      expect(p).toMatchObject({ ok: true, addedTotal: 0, changedTotal: 0, removedTotal: 0, unchanged: risky.length });
    }
    expect(c.owned()).toEqual(before);
  });
});
