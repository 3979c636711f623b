/**
 * Property test of the archive import (issue 26): any set of deck files or JSON entries either
 * imports exactly the decks it holds (each with its event and cards; the unreadable ones skipped
 * and named) or stops and changes nothing (a deck over the cards limit, a line over the length
 * limit, no readable deck). Files are generated from a model whose outcome is computed apart.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { readAllCards } from '../cards/repo';
import { importedService } from '../testing/catalog';
import type { CardDetail } from '../cards/types';
import { AppError } from '../common/errors';
import { ARCHIVE_LIMITS } from '../common/import-limits';
import type { Store } from '../db/store';
import { buildCardIndex } from '../decks/cards';
import { normalizeName } from '../decks/normalize';
import { ArchiveService } from './archive';

const RUNS = Number(process.env.VITAE_FUZZ_RUNS ?? 25);

let store: Store;
let archive: ArchiveService;
let crypt: CardDetail[];
let library: CardDetail[];

beforeAll(async () => {
  store = (await importedService(false)).store;
  const cards = readAllCards(store, 'vtes');
  const index = buildCardIndex(cards);
  const unique = cards.filter(
    (c) => index.byKey.get(normalizeName(c.name))?.length === 1 && !c.advanced && /^[A-Za-z][A-Za-z ]+$/.test(c.name),
  );
  crypt = unique.filter((c) => c.kind === 'crypt').slice(0, 40);
  library = unique.filter((c) => c.kind !== 'crypt').slice(0, 80);
  archive = new ArchiveService(store, () => index);
}, 180_000);

type Fault = 'none' | 'unknown_card' | 'no_event' | 'huge' | 'long_line';
interface DeckModel {
  event: string;
  crypt: Map<number, number>;
  library: Map<number, number>;
  fault: Fault;
}

const deckArb: fc.Arbitrary<DeckModel> = fc.record({
  event: fc.stringMatching(/^[A-Z][a-z]{2,10}( [A-Z][a-z]{1,8}){0,3}$/),
  crypt: fc.array(fc.tuple(fc.nat(39), fc.integer({ min: 1, max: 4 })), { minLength: 1, maxLength: 4 }).map((l) => new Map(l)),
  library: fc.array(fc.tuple(fc.nat(79), fc.integer({ min: 1, max: 6 })), { minLength: 1, maxLength: 8 }).map((l) => new Map(l)),
  fault: fc.constantFrom<Fault>('none', 'none', 'none', 'none', 'unknown_card', 'no_event', 'huge', 'long_line'),
});

function twdText(d: DeckModel): string {
  const lines = d.fault === 'no_event' ? [] : [d.event, 'Online', 'January 1st 2020', '2R+F', '12 players', 'Some Winner', ''];
  if (d.fault === 'long_line') lines.push(`Description: ${'x'.repeat(ARCHIVE_LIMITS.lineChars)}`);
  lines.push(`Deck Name: ${d.event} deck`, '', 'Crypt');
  for (const [i, n] of d.crypt) lines.push(`${n}x ${crypt[i].name}`);
  lines.push('', 'Library');
  for (const [i, n] of d.library) lines.push(`${n}x ${library[i].name}`);
  if (d.fault === 'unknown_card') lines.push('2x Zzq Nonexistent Card');
  if (d.fault === 'huge') lines.push(`999x ${library[79].name}`);
  return lines.join('\n');
}

function krcgEntry(id: string, d: DeckModel): unknown {
  const lib = [...d.library].map(([i, n]) => ({ id: library[i].id, count: n }));
  if (d.fault === 'unknown_card') lib.push({ id: '999999', count: 2 });
  if (d.fault === 'huge' || d.fault === 'long_line') lib.push({ id: library[79].id, count: 999 });
  return {
    id,
    ...(d.fault === 'no_event' ? {} : { event: d.event }),
    date: '2020-01-01',
    crypt: { cards: [...d.crypt].map(([i, n]) => ({ id: crypt[i].id, count: n })) },
    library: { cards: [{ type: 'Library', cards: lib }] },
  };
}

const snapshot = () => JSON.stringify([store.all('SELECT id, content FROM archive_decks ORDER BY id'), archive.version()]);
const uidCounts = (m: Map<number, number>, cards: CardDetail[]) => Object.fromEntries([...m].map(([i, n]) => [cards[i].uid, n]));

describe('archive import: exactly the decks it holds, or nothing changes', () => {
  for (const form of ['deck files', 'JSON'] as const) {
    it(`${form}`, async () => {
      let run = 0;
      await fc.assert(
        fc.asyncProperty(fc.array(deckArb, { minLength: 1, maxLength: 6 }), async (decks) => {
          const ids = decks.map((_, i) => `r${++run}d${i}`);
          const files =
            form === 'deck files'
              ? decks.map((d, i) => ({ name: `${ids[i]}.txt`, content: twdText(d) }))
              : [{ name: 'twda.json', content: JSON.stringify(decks.map((d, i) => krcgEntry(ids[i], d))) }];
          const before = snapshot();
          const stops = decks.map((d, i) => ({ d, id: ids[i] })).filter(({ d }) => d.fault === 'huge' || d.fault === 'long_line');
          const good = decks.map((d, i) => ({ d, id: ids[i] })).filter(({ d }) => d.fault === 'none');
          const outcome = await archive.import(files).then(
            (s) => s,
            (e: unknown) => e,
          );
          if (stops.length || !good.length) {
            expect(outcome).toBeInstanceOf(AppError);
            const key = (outcome as AppError).key;
            const first = stops[0]?.d.fault;
            expect(key).toBe(
              !stops.length
                ? 'archive.no_decks'
                : first === 'long_line' && form === 'deck files'
                  ? 'archive.line_too_long'
                  : 'archive.deck_too_large',
            );
            expect(snapshot()).toBe(before);
            return;
          }
          expect(outcome).toMatchObject({ decks: good.length });
          const summary = outcome as { skipped: { id: string; reason: string }[] };
          expect(summary.skipped.map((s) => s.id).sort()).toEqual(ids.filter((id) => !good.some((g) => g.id === id)).sort());
          expect(archive.status().decks).toBe(good.length);
          for (const { d, id } of good) {
            const got = archive.get(id);
            expect(got.event).toBe(d.event);
            expect(got.content.crypt).toEqual(uidCounts(d.crypt, crypt));
            expect(got.content.library).toEqual(uidCounts(d.library, library));
          }
        }),
        { seed: form === 'JSON' ? 2607 : 2608, numRuns: RUNS },
      );
    }, 300_000);
  }
});
