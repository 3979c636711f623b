import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SqlJsStatic } from 'sql.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../common/errors';
import { userMigrations } from '../db/migrations/user';
import { loadSqlJs } from '../db/sqljs';
import { Store } from '../db/store';
import { content, libraryCard, vampire } from '../decks/synthetic';
import type { DeckContent } from '../decks/types';
import { createHost } from './host';
import { DeckService, type CardSource } from './decks';

let SQL: SqlJsStatic;
beforeAll(async () => {
  SQL = await loadSqlJs();
});

const v1 = vampire({ name: 'Alpha', group: '2', disc: 'POT' });
const v2 = vampire({ name: 'Beta', group: '3', disc: 'dom' });
const l1 = libraryCard({ name: 'Punch', types: ['Combat'], disc: 'pot' });
const l2 = libraryCard({ name: 'Plan', types: ['Master'] });
const source: CardSource = { version: () => 'test', cards: () => [v1, v2, l1, l2] };

function clock() {
  let t = Date.parse('2026-01-01T00:00:00Z');
  return () => new Date((t += 1000));
}

function service(store?: Store) {
  let n = 0;
  const s = store ?? Store.open(SQL, { file: null, migrations: userMigrations });
  return { store: s, decks: new DeckService(s, source, { now: clock(), newId: () => `deck-${++n}` }) };
}

const base = (over: Partial<DeckContent> = {}) =>
  content(
    [[v1, 12]],
    [
      [l1, 30],
      [l2, 30],
    ],
    { name: 'Brujah', ...over },
  );

function appError(f: () => unknown): { code: string; key: string } | null {
  try {
    f();
  } catch (e) {
    if (e instanceof AppError) return { code: e.code, key: e.key };
    throw e;
  }
  return null;
}

describe('user.sqlite migrations', () => {
  it('create the deck tables from an empty database', () => {
    const s = Store.open(SQL, { file: null, migrations: userMigrations });
    expect(s.version).toBe(userMigrations.length);
    const tables = s.all<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").map((r) => r.name);
    expect(tables).toEqual(expect.arrayContaining(['deck_drafts', 'deck_tags', 'deck_versions', 'decks', 'settings']));
  });

  it('upgrade a version-1 database and keep its settings', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-decks-mig-'));
    const file = path.join(dir, 'user.sqlite');
    const old = Store.open(SQL, { file, migrations: userMigrations.slice(0, 1) });
    old.write(() => old.run("INSERT INTO settings (key, value) VALUES ('language', '\"pl\"')"));
    old.close();
    const s = Store.open(SQL, { file, migrations: userMigrations });
    expect(s.version).toBe(userMigrations.length);
    expect(s.get<{ value: string }>("SELECT value FROM settings WHERE key = 'language'")?.value).toBe('"pl"');
    const { decks } = service(s);
    expect(decks.create(base()).version).toBe(1);
  });
});

describe('DeckService: decks and versions', () => {
  it('creates a deck as version 1 and lists it', () => {
    const { decks } = service();
    const d = decks.create(base({ tags: ['Rush', ' rush ', 'Bleed'] }));
    expect(d).toMatchObject({
      id: 'deck-1',
      name: 'Brujah',
      version: 1,
      cryptCount: 12,
      libraryCount: 60,
      hasDraft: false,
      draft: null,
      tags: ['Rush', 'Bleed'],
    });
    expect(decks.list().map((x) => x.id)).toEqual(['deck-1']);
    expect(decks.list()[0].legality).toEqual({ legal: true, errors: 0, warnings: 0 });
    decks.create(base({ name: 'Small', crypt: { [v1.uid]: 11 } }));
    expect(decks.list({ q: 'small' })[0].legality).toEqual({ legal: false, errors: 1, warnings: 0 });
  });

  it('every save keeps a version; saving identical content adds none', () => {
    const { decks } = service();
    const d = decks.create(base());
    const c2 = base({ library: { [l1.uid]: 26, [l2.uid]: 30, [v2.uid]: 0 } });
    c2.crypt = { [v1.uid]: 10, [v2.uid]: 2 };
    expect(decks.save(d.id, c2, 'fewer punches').version).toBe(2);
    expect(decks.save(d.id, c2).version).toBe(2);
    const h = decks.history(d.id);
    expect(h.map((v) => [v.version, v.cryptCount, v.libraryCount, v.message])).toEqual([
      [2, 12, 56, 'fewer punches'],
      [1, 12, 60, undefined],
    ]);
    expect(decks.version(d.id, 1).content.library[l1.uid]).toBe(30);
  });

  it('diff between two versions: cards added and removed per section, name and notes changes', () => {
    const { decks } = service();
    const d = decks.create(base());
    const c2 = base({ name: 'Brujah 2', notes: 'faster', crypt: { [v1.uid]: 10, [v2.uid]: 2 }, library: { [l1.uid]: 34, [l2.uid]: 26 } });
    decks.save(d.id, c2);
    expect(decks.diff(d.id, 1, 2)).toEqual({
      from: 1,
      to: 2,
      crypt: {
        added: [{ uid: v2.uid, count: 2, before: 0, after: 2 }],
        removed: [{ uid: v1.uid, count: 2, before: 12, after: 10 }],
      },
      library: {
        added: [{ uid: l1.uid, count: 4, before: 30, after: 34 }],
        removed: [{ uid: l2.uid, count: 4, before: 30, after: 26 }],
      },
      name: { from: 'Brujah', to: 'Brujah 2' },
      notes: { from: '', to: 'faster' },
    });
    expect(decks.diff(d.id, 2, 2)).toEqual({ from: 2, to: 2, crypt: { added: [], removed: [] }, library: { added: [], removed: [] } });
    expect(appError(() => decks.diff(d.id, 1, 9))).toEqual({ code: 'not_found', key: 'decks.version_not_found' });
  });

  it('rename, notes and tags make new versions; revert saves an old content as a new version', () => {
    const { decks } = service();
    const d = decks.create(base());
    expect(decks.rename(d.id, '  Brujah Rush ').name).toBe('Brujah Rush');
    expect(decks.setNotes(d.id, 'bleed for 3').version).toBe(3);
    expect(decks.setTags(d.id, ['rush']).tags).toEqual(['rush']);
    const r = decks.revert(d.id, 1);
    expect(r.version).toBe(5);
    expect(r.name).toBe('Brujah');
    expect(r.content.notes).toBe('');
    expect(decks.diff(d.id, 1, 2).name).toEqual({ from: 'Brujah', to: 'Brujah Rush' });
  });

  it('duplicate makes an independent deck with a free name', () => {
    const { decks } = service();
    const d = decks.create(base());
    const c = decks.duplicate(d.id);
    expect(c.name).toBe('Brujah (2)');
    expect(decks.duplicate(d.id).name).toBe('Brujah (3)');
    expect(decks.duplicate(d.id, 'Copy').name).toBe('Copy');
    decks.rename(c.id, 'Other');
    expect(decks.get(d.id).name).toBe('Brujah');
  });

  it('search by name or tag, case- and accent-insensitive; tags with counts', () => {
    const { decks } = service();
    decks.create(base({ name: 'Malkavian Madness', tags: ['Stealth'] }));
    decks.create(base({ name: 'Toreador Party', tags: ['stealth', 'Vote'] }));
    decks.create(base({ name: 'Bruja rápida', tags: [] }));
    expect(decks.list({ q: 'MADNESS' }).map((d) => d.name)).toEqual(['Malkavian Madness']);
    expect(decks.list({ q: 'rapida' }).map((d) => d.name)).toEqual(['Bruja rápida']);
    expect(
      decks
        .list({ q: 'stealth' })
        .map((d) => d.name)
        .sort(),
    ).toEqual(['Malkavian Madness', 'Toreador Party']);
    expect(decks.list({ tag: 'vote' }).map((d) => d.name)).toEqual(['Toreador Party']);
    expect(decks.list({ q: 'nothing like this' })).toEqual([]);
    expect(decks.tags()).toEqual([
      { tag: 'Stealth', count: 2 },
      { tag: 'Vote', count: 1 },
    ]);
  });
});

describe('DeckService: undoable delete', () => {
  it('delete moves to the trash, restore brings it back unchanged, purge removes it for good', () => {
    const { decks } = service();
    const d = decks.create(base());
    decks.save(d.id, base({ notes: 'v2' }));
    const gone = decks.delete(d.id);
    expect(gone.deletedAt).toBeDefined();
    expect(decks.list()).toEqual([]);
    expect(decks.trash().map((x) => x.id)).toEqual([d.id]);
    expect(decks.tags()).toEqual([]);
    expect(appError(() => decks.rename(d.id, 'x'))).toEqual({ code: 'invalid_input', key: 'decks.in_trash' });
    const back = decks.restore(d.id);
    expect(back).toMatchObject({ id: d.id, version: 2, content: { notes: 'v2' } });
    expect(back.deletedAt).toBeUndefined();
    expect(decks.history(d.id)).toHaveLength(2);
    expect(appError(() => decks.purge(d.id))).toEqual({ code: 'invalid_input', key: 'decks.not_in_trash' });
    decks.delete(d.id);
    expect(decks.purge(d.id)).toEqual({ id: d.id });
    expect(appError(() => decks.get(d.id))).toEqual({ code: 'not_found', key: 'decks.not_found' });
  });
});

describe('DeckService: drafts', () => {
  it('a draft holds unsaved changes; save turns it into a version and clears it', () => {
    const { decks } = service();
    const d = decks.create(base());
    decks.saveDraft(d.id, base({ notes: 'typing…' }));
    const g = decks.get(d.id);
    expect(g.hasDraft).toBe(true);
    expect(g.draft).toMatchObject({ baseVersion: 1, content: { notes: 'typing…' } });
    expect(g.content.notes).toBe('');
    const s = decks.save(d.id);
    expect(s).toMatchObject({ version: 2, hasDraft: false, draft: null, content: { notes: 'typing…' } });
    expect(appError(() => decks.save(d.id))).toEqual({ code: 'invalid_input', key: 'decks.nothing_to_save' });
  });

  it('a draft equal to the saved version is dropped (changes undone)', () => {
    const { decks } = service();
    const d = decks.create(base());
    decks.saveDraft(d.id, base({ notes: 'x' }));
    expect(decks.get(d.id).hasDraft).toBe(true);
    decks.saveDraft(d.id, base());
    expect(decks.get(d.id)).toMatchObject({ hasDraft: false, draft: null });
  });

  it('discardDraft drops the draft; renaming also renames the draft', () => {
    const { decks } = service();
    const d = decks.create(base());
    decks.saveDraft(d.id, base({ notes: 'x' }));
    expect(decks.rename(d.id, 'New').draft?.content.name).toBe('New');
    expect(decks.discardDraft(d.id)).toMatchObject({ hasDraft: false, draft: null, version: 2 });
  });

  it('drafts survive a restart (file store reopened)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-decks-'));
    const file = path.join(dir, 'user.sqlite');
    const a = service(Store.open(SQL, { file, migrations: userMigrations }));
    const d = a.decks.create(base());
    a.decks.saveDraft(d.id, base({ crypt: { [v1.uid]: 13 } }));
    a.store.close();
    const b = service(Store.open(SQL, { file, migrations: userMigrations }));
    expect(b.decks.get(d.id).draft?.content.crypt).toEqual({ [v1.uid]: 13 });
    expect(b.decks.list()[0]).toMatchObject({ id: d.id, hasDraft: true });
  });
});

describe('DeckService: bad input changes nothing', () => {
  it('rejects unknown decks, card ids that are not V:TES ids and blank names', () => {
    const { decks, store } = service();
    expect(appError(() => decks.get('nope'))).toEqual({ code: 'not_found', key: 'decks.not_found' });
    expect(appError(() => decks.create({ ...base(), crypt: { 'vendetta:1': 2 } }))).toEqual({
      code: 'invalid_input',
      key: 'decks.bad_card',
    });
    expect(appError(() => decks.create(base({ name: '   ' })))).toEqual({ code: 'invalid_input', key: 'decks.empty_name' });
    expect(store.get<{ n: number }>('SELECT count(*) AS n FROM decks')?.n).toBe(0);
    const d = decks.create(base());
    expect(appError(() => decks.save(d.id, { ...base(), library: { bad: 1 } }))).toEqual({ code: 'invalid_input', key: 'decks.bad_card' });
    expect(decks.history(d.id)).toHaveLength(1);
  });
});

describe('DeckService: tools over the card data', () => {
  it('analyze returns legality and statistics for unsaved content', () => {
    const { decks } = service();
    const a = decks.analyze(base({ crypt: { [v1.uid]: 11 } }));
    expect(a.legality.problems.map((p) => p.code)).toEqual(['crypt_too_small']);
    expect(a.stats.crypt.count).toBe(11);
  });

  it('parseImport previews without saving; errors are typed and localized', () => {
    const { decks, store } = service();
    const p = decks.parseImport({ text: '12x Alpha\n30x Punch\n30x Plan\n2x Punchh\n', fileName: 'Alpha.txt' });
    expect(p.format).toBe('jol');
    expect(p.content).toMatchObject({ name: 'Alpha', crypt: { [v1.uid]: 12 }, library: { [l1.uid]: 30, [l2.uid]: 30 } });
    expect(p.unresolved[0]).toMatchObject({ line: 4, name: 'Punchh', suggestions: [{ uid: l1.uid, name: 'Punch', distance: 1 }] });
    expect(p.legality.legal).toBe(true);
    expect(store.get<{ n: number }>('SELECT count(*) AS n FROM decks')?.n).toBe(0);
    expect(appError(() => decks.parseImport({ text: '{"cards": ' }))).toEqual({ code: 'import_failed', key: 'decks.import.bad_json' });
  });

  it('parseImport and export need card data', () => {
    const empty = new DeckService(Store.open(SQL, { file: null, migrations: userMigrations }), { version: () => '', cards: () => [] });
    expect(appError(() => empty.parseImport({ text: '1x A' }))).toEqual({ code: 'not_found', key: 'decks.no_card_data' });
  });

  it('export of a saved deck, of its draft, or of given content', () => {
    const { decks } = service();
    const d = decks.create(base());
    decks.saveDraft(d.id, base({ name: 'Draft name' }));
    expect(decks.export({ id: d.id, format: 'krcg' }).text).toContain('"name": "Brujah"');
    expect(decks.export({ id: d.id, draft: true, format: 'krcg' }).text).toContain('"name": "Draft name"');
    expect(decks.export({ content: base({ name: 'Given' }), format: 'text' }).fileName).toBe('Given.txt');
  });

  it('rebuilds the card index when the catalog changes', () => {
    let version = 'a';
    let cards = [v1];
    const s = new DeckService(Store.open(SQL, { file: null, migrations: userMigrations }), { version: () => version, cards: () => cards });
    expect(s.cards([v1.uid, v2.uid]).map((c) => c.uid)).toEqual([v1.uid]);
    cards = [v1, v2];
    version = 'b';
    expect(s.cards([v1.uid, v2.uid]).map((c) => c.uid)).toEqual([v1.uid, v2.uid]);
  });
});

describe('decks.* through the dispatcher (browser host, real catalog import)', () => {
  it('imports a TWD list, saves it, and exports it again', async () => {
    const host = await createHost({ mode: 'web', version: 't', dataDir: null, systemLocales: ['es'] });
    // Before the import only the built-in starter cards are known: Anson (not a starter) is unresolved.
    const onlyStarters = await host.dispatcher.call('decks.parseImport', { text: '1x Anson' });
    expect(onlyStarters).toMatchObject({ ok: true, value: { unresolved: [{ name: 'Anson' }] } });
    // Write the parsed official cards straight into the catalog (the card service's import path).
    const { writeVtesCatalog } = await import('../cards/repo');
    const { parseVeknFiles } = await import('../cards/vekn');
    const { officialFiles } = await import('../testing/shared-data');
    writeVtesCatalog(
      host.ctx.stores.catalog,
      parseVeknFiles(officialFiles(['vekn/vtescrypt.csv', 'vekn/vteslib.csv', 'vekn/vtessets.csv', 'vekn/vteslibmeta.csv'])),
      new Date(),
      () => {},
    );
    const text = fs.readFileSync(path.join(__dirname, '..', '..', '..', 'shared', 'data', 'twd', '10012.txt'), 'utf8');
    const preview = await host.dispatcher.call('decks.parseImport', { text });
    expect(preview).toMatchObject({ ok: true, value: { format: 'twd', unresolved: [], legality: { legal: true } } });
    const content = (preview as { value: { content: DeckContent } }).value.content;
    const created = await host.dispatcher.call('decks.create', { content });
    expect(created).toMatchObject({ ok: true, value: { name: 'Malk Madness (SDV 27)', cryptCount: 12, libraryCount: 90 } });
    const id = (created as { value: { id: string } }).value.id;
    const out = await host.dispatcher.call('decks.export', { id, format: 'twd' });
    expect(out).toMatchObject({ ok: true, value: { format: 'twd' } });
    expect((out as { value: { text: string } }).value.text).toContain('Crypt (12 cards, min=4, max=23, avg=3.33)');
    const bad = await host.dispatcher.call('decks.export', { id, content, format: 'twd' });
    expect(bad).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
    host.close();
  });
});
