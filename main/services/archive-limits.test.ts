/**
 * Issue 26 item 8: the archive import is bounded (file size, whole import, line length, decks,
 * cards per deck) with a localized error, changes nothing when it fails, and reads in chunks so
 * the host answers other calls while a large import runs. Deck files read from ../shared/data/twd.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { readAllCards } from '../cards/repo';
import { importedService } from '../testing/catalog';
import type { AppError } from '../common/errors';
import { ARCHIVE_LIMITS } from '../common/import-limits';
import type { Store } from '../db/store';
import { buildCardIndex } from '../decks/cards';
import { twdFiles } from '../testing/real-decks';
import { ArchiveService, type ImportArchiveFile } from './archive';

let store: Store;
let archive: ArchiveService;
let good: ImportArchiveFile[];
let villein: string;
let index: ReturnType<typeof buildCardIndex>;
let cryptId: string;

/** What a failed import must leave as it was: the decks, their cards and the archive's version. */
const snapshot = () =>
  JSON.stringify([
    store.all('SELECT id, content FROM archive_decks ORDER BY id'),
    store.get('SELECT count(*) AS n, sum(count) AS k FROM archive_cards'),
    archive.version(),
  ]);

beforeAll(async () => {
  store = (await importedService(false)).store;
  index = buildCardIndex(readAllCards(store, 'vtes'));
  archive = new ArchiveService(store, () => index);
  good = twdFiles()
    .slice(0, 12)
    .map((f) => ({ name: f.name, content: f.text }));
  await archive.import(good);
  villein = index.keys.find((k) => k.card.name === 'Villein')!.card.id;
  cryptId = index.keys.find((k) => k.card.name === 'Anarch Convert')!.card.id;
}, 180_000);

const krcg = (id: string, library: { id: string; count: number }[]) => ({
  id,
  event: 'Some Event',
  date: '2020-01-01',
  crypt: { cards: [{ id: cryptId, count: 12 }] },
  library: { cards: [{ type: 'Master', cards: library }] },
});

async function refused(files: ImportArchiveFile[]) {
  const before = snapshot();
  const err = await archive.import(files).then(
    () => null,
    (e: unknown) => e,
  );
  expect(snapshot()).toBe(before);
  return (err as { toPayload(): { key: string; params?: Record<string, unknown> } }).toPayload();
}

describe('archive import limits', () => {
  it('a huge deck is refused (deck file or JSON entry) and the archive stays as it was', async () => {
    const text = twdFiles().find((f) => f.name === '10012.txt')!.text;
    const huge = text.replace('4x Madness Network', '999x Madness Network');
    expect(huge).not.toBe(text);
    expect(await refused([...good, { name: 'huge.txt', content: huge }])).toMatchObject({
      key: 'archive.deck_too_large',
      params: { id: 'huge', max: ARCHIVE_LIMITS.cardsPerDeck },
    });
    const copies = JSON.stringify([krcg('copies', [{ id: villein, count: 999 }])]);
    expect(await refused([{ name: 'twda.json', content: copies }])).toMatchObject({
      key: 'archive.deck_too_large',
      params: { id: 'copies' },
    });
    // 4.6 million lines are never read: the entry's line count stops it first
    const lines = JSON.stringify([
      krcg(
        'lines',
        Array.from({ length: 600 }, () => ({ id: villein, count: 1 })),
      ),
    ]);
    expect(await refused([{ name: 'twda.json', content: lines }])).toMatchObject({
      key: 'archive.deck_too_large',
      params: { id: 'lines', count: 601 },
    });
  });

  it('a file, a line or the whole import over its limit, and too many decks, are refused with the limit', async () => {
    expect(await refused([{ name: 'big.txt', content: 'x'.repeat(ARCHIVE_LIMITS.textFileChars + 1) }])).toEqual({
      code: 'invalid_input',
      key: 'archive.file_too_large',
      params: { file: 'big.txt', max: '256 KB' },
    });
    const longLine = `Event\nPlace\n${'y'.repeat(ARCHIVE_LIMITS.lineChars + 1)}\n`;
    expect(await refused([...good, { name: 'long.txt', content: longLine }])).toMatchObject({
      key: 'archive.line_too_long',
      params: { file: 'long.txt', line: 3, max: ARCHIVE_LIMITS.lineChars },
    });
    const half = ' '.repeat(ARCHIVE_LIMITS.totalChars / 2 + 1);
    expect(
      await refused([
        { name: 'a.json', content: half },
        { name: 'b.json', content: half },
      ]),
    ).toMatchObject({ key: 'archive.total_too_large', params: { max: '64 MB' } });
    const many = `[${'{},'.repeat(ARCHIVE_LIMITS.decks)}{}]`;
    expect(await refused([{ name: 'many.json', content: many }])).toMatchObject({ key: 'archive.too_many_decks' });
    const files = Array.from({ length: ARCHIVE_LIMITS.decks + 1 }, (_, i) => ({ name: `${i}.txt`, content: 'x' }));
    expect(await refused(files)).toMatchObject({ key: 'archive.too_many_decks', params: { max: ARCHIVE_LIMITS.decks } });
  });

  it('the card rows one import writes in its transaction are bounded too', async () => {
    const rows = Number(store.get<{ n: number }>('SELECT count(*) AS n FROM archive_cards')!.n);
    const small = new ArchiveService(store, () => index, undefined, rows - 1);
    const before = snapshot();
    const err = await small.import(good).catch((e: unknown) => e);
    expect((err as AppError).toPayload()).toMatchObject({ key: 'archive.too_many_cards', params: { max: rows - 1 } });
    expect(snapshot()).toBe(before);
    await new ArchiveService(store, () => index, undefined, rows).import(good);
    expect(snapshot()).not.toBe(before);
  });

  it('every deck of the archive folder is within the limits', () => {
    const longest = Math.max(...twdFiles().map((f) => f.text.length));
    expect(longest).toBeLessThan(ARCHIVE_LIMITS.textFileChars);
  });

  it('the host answers another call while a large import is read; the import then completes', async () => {
    const decks = Array.from({ length: 200 }, (_, i) => krcg(`j${i}`, [{ id: villein, count: 60 }]));
    const order: string[] = [];
    const imported = archive
      .import([{ name: 'twda.json', content: JSON.stringify(decks) }], (p) => order.push(`${p.phase} ${p.done}`))
      .then((s) => order.push(`imported ${s.decks}`));
    const other = new Promise<void>((r) => setImmediate(r)).then(() => {
      archive.status();
      order.push('other call');
    });
    await Promise.all([imported, other]);
    const at = order.indexOf('other call');
    expect(order.slice(at + 1).filter((e) => e.startsWith('read')).length).toBeGreaterThan(0);
    expect(order.at(-1)).toBe('imported 200');
    expect(archive.status().decks).toBe(200);
  });
});
