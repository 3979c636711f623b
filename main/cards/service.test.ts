import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AppError } from '../common/errors';
import { catalogMigrations } from '../db/migrations/catalog';
import { loadSqlJs } from '../db/sqljs';
import { Store } from '../db/store';
import { officialFiles } from '../testing/shared-data';
import { norm } from './normalize';
import { catalogVersion, readAllCards, upsertBuiltinCards } from './repo';
import { CardService } from './service';
import { importedService, memoryCatalog, OFFICIAL_FILES, SPANISH_FILES } from '../testing/catalog';
import type { CardDetail, CardFilters, ImportProgress } from './types';

function builtin(game: 'vendetta' | 'nights', id: string, name: string, text = 'Own test text.'): CardDetail {
  return {
    uid: `${game}:${id}`,
    game,
    id,
    name,
    displayName: name,
    kind: 'clan',
    types: ['Clan'],
    clans: [],
    disciplines: [],
    libraryDisciplines: [],
    advanced: false,
    text,
    artists: [],
    burnOption: false,
    requirements: [],
    printings: [],
  };
}

describe('import into a catalog file', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-cards-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  test('import, re-import in place, failed re-import keeps the previous data (memory and disk)', async () => {
    const SQL = await loadSqlJs();
    const file = path.join(dir, 'catalog.sqlite');
    const store = Store.open(SQL, { file, migrations: catalogMigrations });
    const service = new CardService(store, () => new Date('2026-03-04T05:06:07Z'));
    const files = officialFiles(OFFICIAL_FILES);
    const progress: ImportProgress[] = [];
    const first = await service.import(files, (p) => progress.push(p));
    expect(first).toMatchObject({ added: 4149, updated: 0, unchanged: 0, crypt: 1785, library: 2364, sets: 116, translated: 0 });
    expect(progress.map((p) => p.phase)).toEqual(expect.arrayContaining(['parse', 'write', 'index', 'done']));
    expect(progress.at(-1)).toEqual({ phase: 'done', done: 4149, total: 4149 });
    const writes = progress.filter((p) => p.phase === 'write');
    expect(writes.at(-1)).toEqual({ phase: 'write', done: 4149, total: 4149 });
    expect(service.status()).toEqual({
      counts: { vtes: { crypt: 1785, library: 2364 } },
      importedAt: '2026-03-04T05:06:07.000Z',
      files: ['vtessets.csv', 'vtesbundles.csv', 'vtescrypt.csv', 'vteslib.csv', 'vteslibmeta.csv'],
      hasSpanish: false,
      rulings: { count: 0 },
    });
    const nBefore = store.get<{ n: number }>(`SELECT n FROM cards WHERE uid = 'vtes:100001'`)!.n;

    // A newer list: one card text changed, one card added.
    const newer = files.map((f) => {
      if (f.name !== 'vteslib.csv') return f;
      // Replace the card text of row 100001 (12th column) with our own words.
      const changed = f.content.replace(/^("100001",(?:"[^"]*",){10})"[^"]*"/m, '$1"Strike: 3R damage (test change)."');
      if (changed === f.content) throw new Error('row 100001 not found');
      return {
        name: f.name,
        content: `${changed.trimEnd()}\n"109999","Test Card Of Ours","","Master","","","","1","","","","Own words only.","","Promo-20200511","","Nobody",""\n`,
      };
    });
    const second = await service.import(newer, () => {});
    expect(second).toMatchObject({ added: 1, updated: 1, unchanged: 4148 });
    expect(service.get('vtes:100001').text).toContain('3R damage (test change)');
    expect(store.get<{ n: number }>(`SELECT n FROM cards WHERE uid = 'vtes:100001'`)!.n).toBe(nBefore);
    expect(service.search({ q: 'test change', filters: {}, offset: 0, limit: 5 }).items.map((c) => c.id)).toEqual(['100001']);
    expect(service.search({ q: 'maneuver', filters: {}, offset: 0, limit: 500 }).items.map((c) => c.id)).not.toContain('100001');

    // A malformed newer list: rejected with the line, nothing changes.
    const bad = newer.map((f) =>
      f.name === 'vtescrypt.csv' ? { name: f.name, content: f.content.replace('"2","4","for pre ser"', '"2","4x","for pre ser"') } : f,
    );
    const err = await service.import(bad, () => {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).toPayload()).toMatchObject({
      code: 'import_failed',
      key: 'import.bad_number',
      params: { file: 'vtescrypt.csv', line: 2 },
    });
    expect(service.status().counts.vtes).toEqual({ crypt: 1785, library: 2365 });
    expect(service.get('vtes:109999').name).toBe('Test Card Of Ours');
    store.close();

    // The file on disk holds the second import.
    const reopened = Store.open(SQL, { file, migrations: catalogMigrations });
    const again = new CardService(reopened);
    expect(again.status().counts.vtes).toEqual({ crypt: 1785, library: 2365 });
    expect(again.get('vtes:100001').text).toContain('test change');
    expect(again.search({ q: 'capacity>=11 clan:malkavian', filters: {}, offset: 0, limit: 10 }).total).toBe(2);
    reopened.close();
  });
});

describe('translations and other games', () => {
  test('a re-import without the Spanish files keeps the earlier translations', async () => {
    const { service } = await importedService(true);
    const before = service.get('vtes:100029');
    expect(before.textEs).toBeTruthy();
    const sum = await service.import(officialFiles(OFFICIAL_FILES), () => {});
    expect(sum.updated).toBe(0);
    expect(service.get('vtes:100029').textEs).toBe(before.textEs);
    expect(service.status().hasSpanish).toBe(true);
    expect(service.facets('vtes').sets.find((s) => s.abbrev === 'V5')?.nameEs).toBeTruthy();
    // Only the Spanish library file (renamed): crypt translations stay, library ones come from the file.
    const cryptEs = service.get('vtes:201529').textEs;
    expect(cryptEs).toBeTruthy();
    const libEs = officialFiles(['vekn-es/vteslib.es-ES.csv'])[0];
    const third = await service.import([...officialFiles(OFFICIAL_FILES), { name: 'traducciones.csv', content: libEs.content }], () => {});
    expect(third.updated).toBe(0);
    expect(third.translated).toBe(274);
    expect(service.get('vtes:201529').textEs).toBe(cryptEs);
    expect(service.get('vtes:100029').textEs).toBe(before.textEs);
  });

  test('upsertBuiltinCards replaces one game only, idempotently; a V:TES import keeps it', async () => {
    const store = await memoryCatalog();
    const service = new CardService(store);
    upsertBuiltinCards(store, [
      builtin('vendetta', '1', 'Casa Uno'),
      builtin('vendetta', '2', 'Casa Dos'),
      builtin('nights', '1', 'Noche'),
    ]);
    upsertBuiltinCards(store, [
      builtin('vendetta', '1', 'Casa Uno'),
      builtin('vendetta', '3', 'Casa Tres', 'Texto propio con acento: fábrica.'),
    ]);
    expect(service.status().counts).toEqual({ vendetta: { clan: 2 }, nights: { clan: 1 } });
    expect(service.facets('vendetta').types).toEqual(['Clan']);
    const v1 = catalogVersion(store);
    expect(readAllCards(store, 'vendetta').map((c) => c.name)).toEqual(['Casa Uno', 'Casa Tres']);
    await service.import(officialFiles(OFFICIAL_FILES), () => {});
    expect(service.status().counts).toEqual({ vendetta: { clan: 2 }, nights: { clan: 1 }, vtes: { crypt: 1785, library: 2364 } });
    const unchanged = catalogVersion(store);
    await service.import(officialFiles(OFFICIAL_FILES), () => {});
    expect(catalogVersion(store)).toBe(unchanged); // nothing changed
    expect(service.search({ q: 'fabrica', filters: { game: 'vendetta' }, offset: 0, limit: 5 }).items.map((c) => c.uid)).toEqual([
      'vendetta:3',
    ]);
    const v2 = catalogVersion(store);
    expect(v2).not.toBe(v1);
    expect(readAllCards(store, 'vtes')).toHaveLength(4149);
    // the facets cache follows the data
    expect(service.facets().types).toContain('Vampire');
    upsertBuiltinCards(store, [builtin('nights', '1', 'Noche'), { ...builtin('nights', '2', 'Otra'), types: ['Ritual'] }]);
    expect(service.facets('nights').types).toEqual(['Clan', 'Ritual']);
    expect(service.facets().types).toContain('Ritual');
    // cached result lists follow the data too
    expect(service.search({ q: 'noche OR otra', filters: {}, offset: 0, limit: 5 }).total).toBe(2);
    upsertBuiltinCards(store, [builtin('nights', '1', 'Noche')]);
    expect(service.search({ q: 'noche OR otra', filters: {}, offset: 0, limit: 5 }).total).toBe(1);
    expect(service.facets().types).not.toContain('Ritual');
    expect(service.search({ q: 'casa', filters: {}, offset: 0, limit: 5 }).total).toBe(2);
    upsertBuiltinCards(store, [
      builtin('vendetta', '1', 'Casa Uno'),
      builtin('vendetta', '3', 'Casa Tres', 'Texto propio con acento: fábrica.'),
    ]);
    expect(service.status().counts.vendetta).toEqual({ clan: 2 });
    expect(service.facets('vendetta').types).toEqual(['Clan']);
    expect(() => upsertBuiltinCards(store, [{ ...builtin('nights', '1', 'x'), game: 'vtes', uid: 'vtes:1' }])).toThrow();
    expect(service.status().counts.vtes).toEqual({ crypt: 1785, library: 2364 });
  });

  test('migrations run from an empty database and from versions 1, 2 and 3', async () => {
    const SQL = await loadSqlJs();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-cat-mig-'));
    try {
      const file = path.join(dir, 'catalog.sqlite');
      const v1 = Store.open(SQL, { file, migrations: catalogMigrations.slice(0, 1) });
      v1.write((db) => db.run(`INSERT INTO meta (key, value) VALUES ('x', 'y')`));
      v1.close();
      const latest = Store.open(SQL, { file, migrations: catalogMigrations });
      expect(latest.version).toBe(catalogMigrations.length);
      expect(latest.get<{ value: string }>(`SELECT value FROM meta WHERE key = 'x'`)?.value).toBe('y');
      expect(new CardService(latest).status()).toEqual({ counts: {}, files: [], hasSpanish: false, rulings: { count: 0 } });
      latest.close();

      // From version 2 (card JSON inside `cards`, FTS without prefix indexes) with a card in it.
      const file2 = path.join(dir, 'catalog2.sqlite');
      const v2 = Store.open(SQL, { file: file2, migrations: catalogMigrations.slice(0, 2) });
      const card = builtin('vendetta', '7', 'Casa Siete', 'Texto propio para la prueba.');
      v2.write((db) => {
        db.run(
          `INSERT INTO cards (n, uid, game, id, kind, name, display_name, sort_name, types, types_n, data)
           VALUES (1, 'vendetta:7', 'vendetta', '7', 'clan', 'Casa Siete', 'Casa Siete', 'casa siete', '|Clan|', '|clan|', ?)`,
          [JSON.stringify(card)],
        );
        db.run(
          `INSERT INTO cards_fts (docid, name, display_name, aka, name_es, text, text_es) VALUES (1, 'Casa Siete', 'Casa Siete', '', '', 'Texto propio para la prueba.', '')`,
        );
      });
      v2.close();
      const up = Store.open(SQL, { file: file2, migrations: catalogMigrations });
      const svc = new CardService(up);
      expect(svc.get('vendetta:7')).toEqual(card);
      expect(svc.search({ q: 'pru', filters: {}, offset: 0, limit: 5 }).items.map((c) => c.uid)).toEqual(['vendetta:7']);
      expect(svc.search({ q: 't:clan', filters: {}, offset: 0, limit: 5 }).total).toBe(1);
      expect(svc.search({ q: 'si', filters: {}, offset: 0, limit: 5 }).items.map((c) => c.uid)).toEqual(['vendetta:7']);
      up.close();

      // From version 3 (no name words column yet) with a card in it.
      const file3 = path.join(dir, 'catalog3.sqlite');
      const v3 = Store.open(SQL, { file: file3, migrations: catalogMigrations.slice(0, 3) });
      const card3 = { ...builtin('nights', '4', 'Ángel Oscuro'), nameEs: 'Otro Nombre' };
      v3.write((db) => {
        db.run(
          `INSERT INTO cards (n, uid, game, id, kind, name, display_name, sort_name) VALUES (5, 'nights:4', 'nights', '4', 'clan', 'Ángel Oscuro', 'Ángel Oscuro', 'angel oscuro')`,
        );
        db.run('INSERT INTO card_data (n, data) VALUES (5, ?)', [JSON.stringify(card3)]);
      });
      v3.close();
      const up3 = Store.open(SQL, { file: file3, migrations: catalogMigrations });
      expect(up3.get<{ names_n: string }>('SELECT names_n FROM cards WHERE n = 5')?.names_n).toBe(' angel oscuro otro nombre ');
      const svc3 = new CardService(up3);
      expect(svc3.search({ q: 'an', filters: {}, offset: 0, limit: 5 }).items.map((c) => c.uid)).toEqual(['nights:4']);
      expect(svc3.search({ q: 'ot', filters: {}, offset: 0, limit: 5 }).items.map((c) => c.uid)).toEqual(['nights:4']);
      up3.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('search filters, sorting, paging, get, facets (official list + Spanish)', () => {
  let service: CardService;
  beforeAll(async () => {
    ({ service } = await importedService(true));
  });
  const total = (filters: CardFilters, q = '') => service.search({ q, filters, offset: 0, limit: 1 }).total;
  const all = (filters: CardFilters, q = '') => service.search({ q, filters, offset: 0, limit: 500 }).items;

  test('each filter', () => {
    expect(total({})).toBe(4149);
    expect(total({ game: 'vtes' })).toBe(4149);
    expect(total({ game: 'bloodborne' })).toBe(0);
    expect(total({ kind: 'crypt' })).toBe(1785);
    expect(total({ types: ['Reaction'] })).toBe(202);
    expect(total({ types: ['Reaction', 'Combat'] })).toBe(202 + 410 - 11);
    expect(total({ clans: ['Ventrue'] })).toBe(total({}, 'clan:ventrue'));
    expect(total({ sects: ['Laibon'] })).toBe(total({}, 'sect:laibon'));
    expect(total({ sects: ['Laibon'] })).toBeGreaterThan(50);
    expect(total({ capacity: { min: 11 } })).toBe(32);
    expect(total({ capacity: { min: 3, max: 4 } })).toBe(159 + 213);
    expect(total({ groups: ['7'] })).toBe(39);
    expect(total({ groups: ['any', '7'] })).toBe(41);
    expect(total({ poolCost: { min: 4 } })).toBe(26);
    expect(total({ bloodCost: { min: 3, max: 3 } })).toBe(23);
    expect(total({ titles: ['Justicar'] })).toBe(26);
    expect(total({ votes: { min: 4 } })).toBe(14);
    expect(total({ sets: ['V5'] })).toBe(total({}, 'set:v5'));
    expect(total({ banned: 'only' })).toBe(20);
    expect(total({ banned: 'exclude' })).toBe(4129);
    expect(total({ advanced: 'only' })).toBe(65);
    expect(total({ advanced: 'exclude', kind: 'crypt' })).toBe(1720);
  });

  test('discipline filter: and/or, inferior/superior/any', () => {
    const sup = { code: 'aus', level: 'superior' } as const;
    const inf = { code: 'aus', level: 'inferior' } as const;
    expect(total({ disciplines: { mode: 'and', items: [sup] } })).toBe(404);
    expect(total({ disciplines: { mode: 'and', items: [inf] } })).toBe(348);
    expect(total({ disciplines: { mode: 'and', items: [{ code: 'aus', level: 'any' }] }, kind: 'library' })).toBe(75);
    const both = total({ disciplines: { mode: 'and', items: [sup, { code: 'dom', level: 'superior' }] } });
    const either = total({ disciplines: { mode: 'or', items: [sup, { code: 'dom', level: 'superior' }] } });
    expect(either).toBe(404 + 299 - both);
    for (const c of all({ disciplines: { mode: 'and', items: [sup, { code: 'dom', level: 'superior' }] } })) {
      expect(c.disciplines).toEqual(
        expect.arrayContaining([
          { code: 'aus', level: 2 },
          { code: 'dom', level: 2 },
        ]),
      );
    }
  });

  test('filters combine with the query', () => {
    const r = service.search({ q: 'd:DOM', filters: { clans: ['Tremere'], capacity: { min: 9 } }, offset: 0, limit: 500 });
    expect(r.total).toBeGreaterThan(0);
    for (const c of r.items) {
      expect(c.clans).toEqual(['Tremere']);
      expect(c.capacity).toBeGreaterThanOrEqual(9);
    }
  });

  test('sorting and paging', () => {
    const byCap = service.search({ q: '', filters: { kind: 'crypt' }, sort: 'capacity', offset: 0, limit: 40 }).items;
    expect(byCap[0].capacity).toBe(11);
    expect(byCap.at(-1)!.capacity).toBe(10);
    const byGroup = service.search({ q: '', filters: { kind: 'crypt' }, sort: 'group', offset: 0, limit: 5 }).items;
    expect(byGroup.every((c) => c.group === '1')).toBe(true);
    const page1 = service.search({ q: 'sabbat', filters: {}, sort: 'name', offset: 0, limit: 50 });
    const page2 = service.search({ q: 'sabbat', filters: {}, sort: 'name', offset: 50, limit: 50 });
    expect(page2.total).toBe(page1.total);
    expect(page1.items).toHaveLength(50);
    const ids = new Set([...page1.items, ...page2.items].map((c) => c.uid));
    expect(ids.size).toBe(100);
    const names = page1.items.map((c) => norm(c.displayName));
    expect([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(names);
    const last = service.search({ q: '', filters: {}, offset: 4140, limit: 50 });
    expect(last.items).toHaveLength(9);
  });

  test('results are summaries; get() gives the full card; unknown uid is not_found', () => {
    const item = service.search({ q: 'n:magnum', filters: {}, offset: 0, limit: 1 }).items[0];
    expect(item).not.toHaveProperty('text');
    expect(item).toMatchObject({ uid: 'vtes:100001', poolCost: '2', kind: 'library' });
    const full = service.get('vtes:100001');
    expect(full.printings.length).toBeGreaterThan(3);
    expect(full.requirements).toEqual([]);
    expect(service.get('vtes:100012').requirements).toEqual(['justicar', 'inner circle']);
    expect(() => service.get('vtes:0')).toThrow(AppError);
  });

  test('facets: distinct values, sets by release date', () => {
    const f = service.facets('vtes');
    expect(f.sects).toEqual(['Anarch', 'Camarilla', 'Independent', 'Laibon', 'Sabbat']);
    expect(f.groups).toEqual(['1', '2', '3', '4', '5', '6', '7', 'ANY']);
    expect(f.types).toContain('Political Action');
    expect(f.types).not.toContain('Action Modifier/Reaction');
    expect(f.clans).toContain('Tremere antitribu');
    expect(f.disciplines).toEqual(expect.arrayContaining(['aus', 'viz', 'vis', 'fli']));
    expect(f.titles).toContain('inner circle');
    expect(f.sets[0]).toEqual({ abbrev: 'Jyhad', name: 'Jyhad', releaseDate: '1994-08-16' });
    const dates = f.sets.map((s) => s.releaseDate ?? '9999');
    expect([...dates].sort()).toEqual(dates);
    expect(f.sets).toHaveLength(116);
    expect(service.facets('nights').sets).toEqual([]);
  });

  test('status after an import with Spanish files', () => {
    const s = service.status();
    expect(s.hasSpanish).toBe(true);
    expect(s.files).toHaveLength(OFFICIAL_FILES.length + SPANISH_FILES.length);
  });
});

describe('searching names that contain a colon (issue 14, item 4)', () => {
  test.each([
    ['Khabar: Loyalty', 'Khabar: Loyalty'],
    ['Powerbase: Zürich', 'Powerbase: Zürich'],
    ['powerbase: zurich', 'Powerbase: Zürich'],
  ])('%s finds %s first', async (q, name) => {
    const { service } = await importedService(false);
    const r = service.search({ q, filters: {}, offset: 0, limit: 5 });
    expect(r.items[0]?.name).toBe(name);
  });
});
