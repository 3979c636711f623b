/**
 * Property tests of the collection CSV (issue 26 items 4 and 10): any file either imports exactly
 * what its rows name or changes nothing, and export then import is the identity, formula-like
 * names included. Files are generated from a model (rows of known cards, unknown names, bad
 * counts, blank lines; with or without a header, in any column order and separator) whose
 * expected outcome is computed independently of the reader.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { readAllCards } from '../cards/repo';
import { importedService } from '../testing/catalog';
import type { CardDetail } from '../cards/types';
import { AppError } from '../common/errors';
import { userMigrations } from '../db/migrations/user';
import { loadSqlJs } from '../db/sqljs';
import { Store } from '../db/store';
import { CollectionService } from '../services/collection';
import { buildCardIndex, type DeckCardIndex } from './cards';
import { csvField } from './collection-csv';
import type { CollectionRowProblem } from './collection-types';
import { normalizeName } from './normalize';

const RUNS = Number(process.env.VITAE_FUZZ_RUNS ?? 60);
const RISKY = ['=SUM(A1:A9)', '+Plus Sign Card', '-Minus Sign Card', '@At Sign Card', "'=Quoted Formula", 'Semi;colon "quoted", card'];

let index: DeckCardIndex;
let pool: CardDetail[];
let store: Store;
let service: CollectionService;

beforeAll(async () => {
  const real = readAllCards((await importedService(false)).store, 'vtes');
  const villein = real.find((c) => c.name === 'Villein')!;
  const fakes = RISKY.map((name, i): CardDetail => ({ ...villein, uid: `vtes:9${i}0000`, id: `9${i}0000`, name, displayName: name }));
  index = buildCardIndex([...real, ...fakes]);
  // cards a name finds alone (no homonym), so that a row by name names exactly one card
  const unique = real.filter((c) => index.byKey.get(normalizeName(c.name))?.length === 1 && !/^[-+0-9.]/.test(c.name));
  pool = [...unique.filter((_, i) => i % 97 === 0).slice(0, 30), ...fakes];
  store = Store.open(await loadSqlJs(), { file: null, migrations: userMigrations });
  service = new CollectionService(store, () => index);
}, 120_000);

function reset(owned: Record<string, number>): void {
  store.write((db) => {
    db.run('DELETE FROM collection');
    db.run("DELETE FROM settings WHERE key = 'collection.previous'");
  });
  for (const [uid, n] of Object.entries(owned)) service.set(uid, n);
}

/** Bad count cells and what the reader must call them. */
const BAD_COUNTS: [string, CollectionRowProblem][] = [
  ['0x10', 'count_invalid'],
  ['1e2', 'count_invalid'],
  ['', 'count_missing'],
  ['-1', 'count_negative'],
  ['2.5', 'count_fraction'],
  ['1 000', 'count_invalid'],
  ['+3', 'count_invalid'],
  ['1000', 'count_too_large'],
];

type Row =
  | { kind: 'card'; card: number; count: number; by: 'name' | 'id' }
  | { kind: 'unknown'; n: number; count: number }
  | { kind: 'bad'; card: number; bad: number }
  | { kind: 'blank' };

const rowArb: fc.Arbitrary<Row> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('card' as const),
      card: fc.nat(99),
      count: fc.nat(20),
      by: fc.constantFrom('name' as const, 'id' as const),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('unknown' as const), n: fc.nat(50), count: fc.nat(9) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('bad' as const), card: fc.nat(99), bad: fc.nat(BAD_COUNTS.length - 1) }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'blank' as const }) },
);
const layoutArb = fc.record({
  header: fc.constantFrom('none', 'id,name,owned', 'owned;name;id', 'name\tcount'),
  countFirst: fc.boolean(),
  crlf: fc.boolean(),
});

type Layout = { header: string; countFirst: boolean; crlf: boolean };

/** The file a model describes, and the line of each row. */
function render(rows: Row[], layout: Layout) {
  const lines: string[] = layout.header === 'none' ? [] : [layout.header];
  const sep = layout.header === 'none' ? ',' : layout.header.includes(';') ? ';' : layout.header.includes('\t') ? '\t' : ',';
  for (const r of rows) {
    if (r.kind === 'blank') {
      lines.push('');
      continue;
    }
    const card = r.kind === 'unknown' ? null : pool[r.card % pool.length];
    const id = card && (r.kind !== 'card' || r.by === 'id') ? card.id : '';
    const name = !card
      ? `Zzq Nonexistent ${r.kind === 'unknown' ? r.n : 0}`
      : r.kind === 'card' && r.by === 'id' && layout.header === 'none'
        ? card.id
        : card.name;
    const count = r.kind === 'bad' ? BAD_COUNTS[r.bad][0] : String(r.count);
    const cells: Record<string, string> = { id, name: csvField(name), owned: count, count };
    if (layout.header === 'none') lines.push(layout.countFirst ? `${count},${cells.name}` : `${cells.name},${count}`);
    else
      lines.push(
        layout.header
          .split(/[,;\t]/)
          .map((h: string) => cells[h])
          .join(sep),
      );
  }
  return lines.join(layout.crlf ? '\r\n' : '\n');
}

describe('collection CSV: any file imports exactly what it names or changes nothing', () => {
  it('model-based: bad rows refuse the file at their lines; otherwise the preview and the import give exactly the rows', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(rowArb, { maxLength: 25 }),
        layoutArb,
        fc.dictionary(fc.nat(pool.length - 1).map(String), fc.integer({ min: 1, max: 999 }), { maxKeys: 5 }),
        async (rows, layout, before) => {
          const owned = Object.fromEntries(Object.entries(before).map(([i, n]) => [pool[Number(i)].uid, n]));
          reset(owned);
          const p = await service.previewCsv(render(rows, layout));
          const offset = layout.header === 'none' ? 1 : 2;
          const badLines = rows.flatMap((r, i) => (r.kind === 'bad' ? [{ line: i + offset, problem: BAD_COUNTS[r.bad][1] }] : []));
          const read = rows.filter((r) => r.kind !== 'blank');
          const unknown = read.filter((r) => r.kind === 'unknown').length;
          const expected: Record<string, number> = {};
          for (const r of read)
            if (r.kind === 'card') expected[pool[r.card % pool.length].uid] = (expected[pool[r.card % pool.length].uid] ?? 0) + r.count;
          const knownRows = read.length - unknown;
          if (badLines.length) {
            expect(p.ok).toBe(false);
            if (!p.ok) expect(p.bad.map((b) => ({ line: b.line, problem: b.problem }))).toEqual(badLines);
          } else if (!knownRows || unknown * 2 > read.length) {
            expect(p).toMatchObject({ ok: false, reason: knownRows ? 'mostly_unknown' : 'no_cards' });
          } else {
            expect(p.ok).toBe(true);
            if (!p.ok) return;
            const want = Object.fromEntries(Object.entries(expected).filter(([, n]) => n > 0));
            expect(p.counts).toEqual(want);
            expect(p.unknownTotal).toBe(unknown);
            expect(p.addedTotal + p.changedTotal + p.unchanged).toBe(Object.keys(want).length);
            expect(p.removedTotal).toBe(Object.keys(owned).filter((u) => !want[u]).length);
            expect(service.owned()).toEqual(owned);
            service.applyImport(p.base, p.counts);
            expect(service.owned()).toEqual(want);
            service.undoImport();
            expect(service.owned()).toEqual(owned);
            return;
          }
          expect(service.owned()).toEqual(owned);
        },
      ),
      { seed: 2604, numRuns: RUNS },
    );
  });

  it('arbitrary text: the preview answers or refuses with a typed error, and never changes the collection', async () => {
    const piece = fc.oneof(
      fc.constantFrom(',', ';', '\t', '"', '""', "'", '\n', '\r\n', ' ', '=', '-', '+', '@', '0x10', '1e2', '-1', '2.5', '3', '0', '999'),
      fc.nat(pool.length - 1).map((i) => pool[i].name),
      fc.string({ maxLength: 8 }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(piece, { maxLength: 60 }), async (parts) => {
        reset({ [pool[0].uid]: 2 });
        const p = await service.previewCsv(parts.join('')).catch((e: unknown) => {
          expect(e).toBeInstanceOf(AppError);
          return null;
        });
        expect(service.owned()).toEqual({ [pool[0].uid]: 2 });
        if (p?.ok)
          for (const [uid, n] of Object.entries(p.counts))
            expect(index.byUid.has(uid) && Number.isInteger(n) && n > 0 && n <= 999).toBe(true);
      }),
      { seed: 2605, numRuns: RUNS },
    );
  });

  it('export then import is the identity, names starting with = + - @ included', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.nat(pool.length - 1).map(String), fc.integer({ min: 1, max: 999 }), { minKeys: 1, maxKeys: 20 }),
        async (picked) => {
          const owned = Object.fromEntries(Object.entries(picked).map(([i, n]) => [pool[Number(i)].uid, n]));
          reset(owned);
          const csv = service.exportCsv();
          for (const line of csv.split('\n')) expect(line).not.toMatch(/(^|,)"?[=+\-@]/);
          reset({});
          const p = await service.previewCsv(csv);
          expect(p.ok).toBe(true);
          if (!p.ok) return;
          expect(p.counts).toEqual(owned);
          service.applyImport(p.base, p.counts);
          expect(service.owned()).toEqual(owned);
        },
      ),
      { seed: 2606, numRuns: RUNS },
    );
  });
});
