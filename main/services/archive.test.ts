/**
 * The tournament archive (issue 17 part 2-3) on the 903 decks of ../shared/data/twd (read from
 * there, never copied): import, search by every criterion, card popularity and suggestions.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../common/errors';
import { buildCardIndex } from '../decks/cards';
import { readAllCards } from '../cards/repo';
import { searchCards } from '../cards/search';
import type { Store } from '../db/store';
import { importedService } from '../testing/catalog';
import { twdFiles } from '../testing/real-decks';
import { parseTwdDate, parseTwdHeader, readTwdaJson } from '../decks/archive';
import type { ArchiveImportProgress } from '../decks/archive-types';
import { ArchiveService } from './archive';

let store: Store;
let archive: ArchiveService;
let files: { name: string; content: string }[];
const progress: ArchiveImportProgress[] = [];
let uidOf: (name: string) => string;
let cardCapacity: (uid: string) => number;

beforeAll(async () => {
  store = (await importedService(false)).store;
  const index = buildCardIndex(readAllCards(store, 'vtes'));
  uidOf = (name) => index.keys.find((k) => k.card.name === name)!.card.uid;
  cardCapacity = (uid) => index.byUid.get(uid)!.capacity!;
  archive = new ArchiveService(
    store,
    () => index,
    () => new Date('2026-05-06T07:08:09Z'),
  );
  files = twdFiles().map((f) => ({ name: f.name, content: f.text }));
  await archive.import(files, (p) => progress.push(p));
}, 180_000);

describe('archive import', () => {
  it('imports the 903 decks of the folder with their event fields; progress goes from read to done', () => {
    expect(archive.status()).toMatchObject({ decks: 903, importedAt: '2026-05-06T07:08:09.000Z' });
    expect(progress.map((p) => p.phase)).toEqual(expect.arrayContaining(['read', 'write', 'done']));
    expect(progress.at(-1)).toEqual({ phase: 'done', done: 903, total: 903 });
    const d = archive.get('10012');
    expect(d).toMatchObject({
      event: 'Sede de Vitae Part 27',
      place: 'Online',
      date: '2021-12-20',
      players: 14,
      winner: 'Guilherme Machado',
      rounds: '2R+F',
    });
    expect(d.content.name).toBe('Malk Madness (SDV 27)');
    expect(d.clans).toContain('Malkavian');
    expect(d.disciplines).toEqual(expect.arrayContaining(['aus', 'obf']));
  });

  it('every deck has a date and a winner; a player count whenever its file gives one', () => {
    const all = archive.search({ offset: 0, limit: 1000 });
    expect(all.total).toBe(903);
    expect(all.items.filter((d) => !d.date || !d.winner).map((d) => d.id)).toEqual([]);
    const withCount = new Set(files.filter((f) => /^\d+ players/m.test(f.content)).map((f) => f.name.replace(/\.txt$/, '')));
    expect(all.items.filter((d) => withCount.has(d.id) !== (d.players !== undefined)).map((d) => d.id)).toEqual([]);
    expect(archive.get('todd').winner).toBe('Todd Banister');
  });

  it('dates in the forms the archive uses', () => {
    expect(parseTwdDate('December 20th 2021 -- December 21st 2021')).toBe('2021-12-20');
    expect(parseTwdDate('March 1st 2008')).toBe('2008-03-01');
    expect(parseTwdDate('2019-06-15')).toBe('2019-06-15');
    expect(parseTwdDate('no date')).toBeUndefined();
    expect(parseTwdHeader('Event\nPlace\nMay 2nd 2010\n3R+F\n12 players\nSomeone\n\nCrypt (12 cards)').winner).toBe('Someone');
  });

  it('an import with no readable deck changes nothing and says so', async () => {
    const err = await archive.import([{ name: 'x.txt', content: 'nothing here' }]).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).toPayload().key).toBe('archive.no_decks');
    expect(archive.status().decks).toBe(903);
  });
});

describe('archive search', () => {
  it('by card: all of is the intersection, any of the union', () => {
    const a = uidOf('Villein');
    const b = uidOf('Blood Doll');
    const all = archive.search({ cards: [a, b], cardMode: 'all', offset: 0, limit: 1000 }).total;
    const onlyA = archive.search({ cards: [a], offset: 0, limit: 1000 }).total;
    const onlyB = archive.search({ cards: [b], offset: 0, limit: 1000 }).total;
    const any = archive.search({ cards: [a, b], cardMode: 'any', offset: 0, limit: 1000 }).total;
    expect(onlyA).toBeGreaterThan(0);
    expect(onlyB).toBeGreaterThan(0);
    expect(any).toBe(onlyA + onlyB - all);
    for (const d of archive.search({ cards: [a, b], cardMode: 'all', offset: 0, limit: 20 }).items) {
      const c = archive.get(d.id).content;
      expect(c.library[a]).toBeGreaterThan(0);
      expect(c.library[b]).toBeGreaterThan(0);
    }
  });

  it('by clan, discipline, players, dates, event, winner and archetype words', () => {
    const q = { offset: 0, limit: 1000 };
    const malk = archive.search({ ...q, clans: ['malkavian'] });
    expect(malk.total).toBeGreaterThan(10);
    expect(malk.items.every((d) => d.clans.includes('Malkavian'))).toBe(true);
    const dom = archive.search({ ...q, disciplines: ['dom'] });
    expect(dom.items.every((d) => d.disciplines.includes('dom'))).toBe(true);
    const big = archive.search({ ...q, minPlayers: 50 });
    expect(big.total).toBeGreaterThan(0);
    expect(big.items.every((d) => (d.players ?? 0) >= 50)).toBe(true);
    const y = archive.search({ ...q, from: '2019', to: '2019' });
    expect(y.total).toBeGreaterThan(0);
    expect(y.items.every((d) => d.date!.startsWith('2019'))).toBe(true);
    expect(archive.search({ ...q, event: 'sede de vitae' }).items.map((d) => d.id)).toContain('10012');
    expect(archive.search({ ...q, winner: 'guilherme machado' }).items.map((d) => d.id)).toContain('10012');
    expect(archive.search({ ...q, words: 'malk madness' }).items.map((d) => d.id)).toContain('10012');
    // newest first
    const dates = archive.search({ ...q, limit: 50 }).items.map((d) => d.date!);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('each result row carries its crypt in figures: TWD min/max/average of the capacities and the groups (issue 32 item 2)', () => {
    const rows = archive.search({ offset: 0, limit: 200 }).items;
    expect(rows.filter((d) => !d.crypt).map((d) => d.id)).toEqual([]);
    for (const d of rows) {
      const c = d.crypt!;
      expect(c.min, d.id).toBeLessThanOrEqual(c.max);
      expect(c.avg * 4, d.id).toBeGreaterThanOrEqual(c.min - 0.05);
      expect(c.avg * 4, d.id).toBeLessThanOrEqual(c.max + 0.05);
      expect(c.groups.length, d.id).toBeGreaterThan(0);
    }
    // the same figures as the deck's own statistics
    const detail = archive.get('10012');
    const caps = Object.entries(detail.content.crypt).flatMap(([uid, n]) => Array<number>(n).fill(cardCapacity(uid)));
    caps.sort((a, b) => a - b);
    const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
    const row = archive.search({ winner: 'guilherme machado', offset: 0, limit: 50 }).items.find((d) => d.id === '10012')!;
    expect(row.crypt).toMatchObject({ min: sum(caps.slice(0, 4)), max: sum(caps.slice(-4)) });
  });
});

describe('archive popularity', () => {
  it('per card: decks, per year (summing to the decks), the cards played with it', () => {
    const uid = uidOf('Villein');
    const s = archive.cardStats(uid);
    expect(s.total).toBe(903);
    expect(s.decks).toBe(archive.search({ cards: [uid], offset: 0, limit: 1 }).total);
    expect(s.perYear.reduce((a, y) => a + y.decks, 0)).toBe(s.decks);
    expect(s.withCards).toHaveLength(10);
    expect(s.withCards[0].decks).toBeGreaterThanOrEqual(s.withCards[9].decks);
    expect(s.withCards[0].decks).toBeLessThanOrEqual(s.decks);
  });

  it('the card search ranks cards played in more archive decks first within a name rank', () => {
    const played = archive.played()!;
    const r = searchCards(store, { q: 'blood', filters: { game: 'vtes', kind: 'library' }, offset: 0, limit: 200 }, played);
    const starts = r.items.filter((c) => c.name.toLowerCase().startsWith('blood'));
    const plays = (uid: string) => archive.search({ cards: [uid], offset: 0, limit: 1 }).total;
    expect(r.items[0].uid).toBe(starts[0].uid);
    const counts = starts.map((c) => plays(c.uid));
    expect(counts[0]).toBeGreaterThan(0);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
  });

  it('suggests cards the most similar archive decks play and this deck does not', () => {
    const d = archive.get('10012');
    const mine = [...Object.keys(d.content.crypt), ...Object.keys(d.content.library)];
    // the card of this deck that most archive decks play, taken out, is suggested back
    const plays = (uid: string) => archive.search({ cards: [uid], offset: 0, limit: 1 }).total;
    const popular = Object.keys(d.content.library).sort((a, b) => plays(b) - plays(a))[0];
    const kept = mine.filter((u) => u !== popular);
    const s = archive.suggest(kept);
    expect(s.length).toBe(12);
    expect(s.every((x) => !kept.includes(x.uid) && x.decks <= x.of)).toBe(true);
    expect(s.map((x) => x.uid)).toContain(popular);
    expect(s[0].decks).toBeGreaterThanOrEqual(s[11].decks);
  });
});

describe('archive JSON form', () => {
  it('reads an array of KRCG deck objects with the event fields', () => {
    const index = buildCardIndex(readAllCards(store, 'vtes'));
    const d = archive.get('10012');
    const cards = (section: Record<string, number>) =>
      Object.entries(section).map(([uid, count]) => ({ id: Number(uid.split(':')[1]), count }));
    const json = JSON.stringify([
      {
        id: '10012',
        event: d.event,
        place: d.place,
        date: '2021-12-20',
        players_count: 14,
        player: d.winner,
        name: d.content.name,
        crypt: { cards: cards(d.content.crypt) },
        library: { cards: [{ type: 'All', cards: cards(d.content.library) }] },
      },
      { id: 'bad' },
    ]);
    const r = readTwdaJson(index, json)!;
    expect(r[0]).toMatchObject({ ok: true, deck: { id: '10012', players: 14, date: '2021-12-20', winner: 'Guilherme Machado' } });
    if (r[0].ok) expect(r[0].deck.content.crypt).toEqual(d.content.crypt);
    expect(r[1]).toMatchObject({ ok: false, reason: 'no_event' });
    expect(readTwdaJson(index, '{oops')).toBeNull();
  });
});
