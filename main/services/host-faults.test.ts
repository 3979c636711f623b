/**
 * The whole host under faults (issue 9): a full disk or read-only folder while decks, drafts
 * and settings are written (item 4), two processes on one data folder (item 5), a read-only
 * folder with a damaged file (item 6), and the corruption matrix of the three data files.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCK_FILE } from '../db/lock';
import { nodePersistFs, type PersistFs } from '../db/store';
import { checkCatalogLater, createHost } from './host';

const dataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-host-faults-'));

const content = (name: string) => ({ name, edition: 'vekn-current', tableSize: 5, crypt: {}, library: {}, notes: '', tags: [] });

/** An fs whose temp-file writes fail with `code` while armed. */
function diskThatFills(code = 'ENOSPC') {
  const ctl = { armed: false };
  const fsImpl: PersistFs = {
    ...nodePersistFs,
    writeFileSync(f, d) {
      if (ctl.armed) throw Object.assign(new Error(`${code}: no space left on device, open '${f}'`), { code });
      nodePersistFs.writeFileSync(f, d);
    },
  };
  return { fsImpl, ctl };
}

type Envelope = { ok: boolean; value?: unknown; error?: { code: string; key: string; detail?: string } };

describe('a failed write is not kept in memory (issue 9, item 4)', () => {
  it.each([
    ['ENOSPC', 'disk_full'],
    ['EROFS', 'disk_read_only'],
  ])('%s: decks.create, rename, saveDraft and settings.set answer io_failed and change nothing', async (code, key) => {
    const dir = dataDir();
    const { fsImpl, ctl } = diskThatFills(code);
    const host = await createHost({ mode: 'web', version: 't', dataDir: dir, systemLocales: ['es'], fsImpl });
    const call = (op: string, input: unknown) => host.dispatcher.call(op, input) as Promise<Envelope>;
    const kept = await call('decks.create', { content: content('Kept') });
    const id = (kept.value as { id: string }).id;
    const listBefore = await call('decks.list', {});
    const settingsBefore = await call('settings.get', {});
    ctl.armed = true;
    const failures = [
      await call('decks.create', { content: content('Lost') }),
      await call('decks.rename', { id, name: 'Renamed' }),
      await call('decks.saveDraft', { id, content: content('Draft') }),
      await call('settings.set', { language: 'pl' }),
    ];
    for (const f of failures) {
      expect(f).toMatchObject({ ok: false, error: { code: 'io_failed', key } });
      expect(f.error?.detail ?? '').not.toContain(dir);
    }
    expect(await call('decks.list', {})).toEqual(listBefore);
    expect(await call('settings.get', {})).toEqual(settingsBefore);
    // the next successful write saves only itself
    ctl.armed = false;
    await call('decks.create', { content: content('After') });
    host.close();
    const again = await createHost({ mode: 'web', version: 't', dataDir: dir, systemLocales: ['es'] });
    const names = ((await again.dispatcher.call('decks.list', {})) as { value: { name: string }[] }).value.map((d) => d.name).sort();
    expect(names).toEqual(['After', 'Kept']);
    expect(((await again.dispatcher.call('decks.get', { id })) as { value: { draft?: unknown } }).value.draft ?? null).toBeNull();
    expect(((await again.dispatcher.call('settings.get', {})) as { value: { languageChosen: boolean } }).value.languageChosen).toBe(false);
    again.close();
  });
});

describe('one process per data folder (issue 9, item 5)', () => {
  it('a second host on the same folder is refused with a typed error; after the first closes it starts', async () => {
    const dir = dataDir();
    const first = await createHost({ mode: 'electron', version: 't', dataDir: dir, systemLocales: ['es'] });
    await expect(createHost({ mode: 'web', version: 't', dataDir: dir, systemLocales: ['es'] })).rejects.toMatchObject({
      code: 'io_failed',
      key: 'data_dir_locked',
      params: { pid: process.pid, mode: 'electron' },
    });
    // the refused host wrote nothing
    await first.dispatcher.call('settings.set', { language: 'pl' });
    first.close();
    expect(fs.existsSync(path.join(dir, LOCK_FILE))).toBe(false);
    const second = await createHost({ mode: 'web', version: 't', dataDir: dir, systemLocales: ['es'] });
    expect(((await second.dispatcher.call('settings.get', {})) as { value: { language: string } }).value.language).toBe('pl');
    second.close();
  });

  it('the lock of a process that died (kill -9) is taken over', async () => {
    const dir = dataDir();
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    const pid = Number(dead.stdout);
    fs.writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify({ pid, host: os.hostname(), mode: 'web', since: '2026-01-01T00:00:00Z' }));
    const host = await createHost({ mode: 'web', version: 't', dataDir: dir, systemLocales: ['es'] });
    expect(JSON.parse(fs.readFileSync(path.join(dir, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
    host.close();
  });
});

describe('a read-only data folder with a damaged file (issue 9, item 6)', () => {
  it('starts read-only from the previous copy and says so; writes are refused with a localized error', async () => {
    const dir = dataDir();
    const h = await createHost({ mode: 'web', version: 't', dataDir: dir, systemLocales: ['es'] });
    await h.dispatcher.call('decks.create', { content: content('One') });
    await h.dispatcher.call('decks.create', { content: content('Two') });
    h.close();
    fs.writeFileSync(path.join(dir, 'user.sqlite'), Buffer.alloc(0));
    const no = () => {
      throw Object.assign(new Error('EROFS: read-only file system'), { code: 'EROFS' });
    };
    const readOnly: PersistFs = { ...nodePersistFs, writeFileSync: no, renameSync: no, linkSync: no, unlinkSync: no, copyFileSync: no };
    const host = await createHost({ mode: 'web', version: 't', dataDir: dir, systemLocales: ['es'], fsImpl: readOnly });
    const info = (await host.dispatcher.call('app.info', {})) as {
      value: { notices: { key: string; params?: Record<string, unknown> }[] };
    };
    expect(info.value.notices.map((n) => n.key)).toEqual(['db_unreadable_kept', 'db_restored_previous', 'db_read_only']);
    expect(info.value.notices[0].params).toEqual({ file: 'user.sqlite', reason: 'empty' });
    const names = ((await host.dispatcher.call('decks.list', {})) as { value: { name: string }[] }).value.map((d) => d.name);
    expect(names).toEqual(['One']);
    expect(await host.dispatcher.call('decks.create', { content: content('Three') })).toMatchObject({
      ok: false,
      error: { code: 'io_failed', key: 'data_read_only' },
    });
    host.close();
  });
});

describe('corruption matrix of the three data files', () => {
  const damage: [string, string, (f: string) => void][] = [
    ['0 bytes', 'empty', (f) => fs.writeFileSync(f, Buffer.alloc(0))],
    ['truncated', 'truncated', (f) => fs.truncateSync(f, Math.floor(fs.statSync(f).size / 2) + 7)],
    [
      'random bytes in the header',
      'not_sqlite',
      (f) => {
        const b = fs.readFileSync(f);
        for (let i = 0; i < 20; i++) b[i] = (i * 37 + 5) & 0xff;
        fs.writeFileSync(f, b);
      },
    ],
    ['a directory in its place', 'not_a_file', (f) => (fs.rmSync(f), fs.mkdirSync(f))],
  ];
  for (const name of ['catalog.sqlite', 'user.sqlite', 'games.sqlite']) {
    for (const [what, reason, hurt] of damage) {
      it(`${name}: ${what}`, async () => {
        const dir = dataDir();
        const h = await createHost({ mode: 'web', version: 't', dataDir: dir, systemLocales: ['es'] });
        await h.dispatcher.call('decks.create', { content: content('Safe') });
        await h.dispatcher.call('settings.set', { language: 'pl' });
        h.close();
        hurt(path.join(dir, name));
        const host = await createHost({ mode: 'web', version: 't', dataDir: dir, systemLocales: ['es'] });
        const info = (await host.dispatcher.call('app.info', {})) as {
          value: { notices: { key: string; params: Record<string, string> }[] };
        };
        const moved = info.value.notices.find((n) => n.key === 'db_moved_aside');
        expect(moved?.params).toMatchObject({ file: name, reason });
        expect(moved?.params.movedTo).toMatch(new RegExp(`^${name.replace('.', '\\.')}\\.unreadable-`));
        // the damaged file is kept beside the data, untouched
        expect(fs.existsSync(path.join(dir, moved!.params.movedTo))).toBe(true);
        // the other files are intact; the damaged one came back from its previous copy or is new
        const decks = ((await host.dispatcher.call('decks.list', {})) as { value: unknown[] }).value;
        if (name !== 'user.sqlite') expect(decks.length).toBe(1);
        const cards = (await host.dispatcher.call('cards.search', { q: 'Smiling Jack', filters: {}, offset: 0, limit: 5 })) as {
          value: { total: number };
        };
        expect(cards.value.total).toBeGreaterThan(0);
        host.close();
      });
    }
  }
});

describe('the catalog is checked page by page after start-up, not before (issue 14, item 5)', () => {
  it('a catalog whose damage stops the start-up is checked at once and set aside', async () => {
    const dir = dataDir();
    const h = await createHost({ mode: 'web', version: 't', dataDir: dir, systemLocales: ['es'] });
    h.close();
    const file = path.join(dir, 'catalog.sqlite');
    const bytes = fs.readFileSync(file);
    const page = (bytes[16] << 8) | bytes[17];
    for (let p = 1; p < bytes.length / page; p++) bytes.fill(0x5a, p * page, p * page + 64);
    fs.writeFileSync(file, bytes);
    const host = await createHost({ mode: 'web', version: 't', dataDir: dir, systemLocales: ['es'] });
    const info = (await host.dispatcher.call('app.info', {})) as { value: { notices: { key: string; params?: Record<string, string> }[] } };
    expect(info.value.notices[0]).toMatchObject({ key: 'db_moved_aside', params: { file: 'catalog.sqlite', reason: 'damaged' } });
    const cards = (await host.dispatcher.call('cards.search', { q: 'Smiling Jack', filters: {}, offset: 0, limit: 5 })) as {
      value: { total: number };
    };
    expect(cards.value.total).toBeGreaterThan(0);
    host.close();
  });

  it('a catalog damaged inside its pages opens fast, is reported by the later check and set aside at the next start', async () => {
    const dir = dataDir();
    const h = await createHost({ mode: 'web', version: 't', dataDir: dir, systemLocales: ['es'] });
    await h.dispatcher.call('decks.create', { content: content('Safe') });
    h.close();
    // damage the last pages (card records), keeping the header and size valid
    const file = path.join(dir, 'catalog.sqlite');
    const bytes = fs.readFileSync(file);
    const page = (bytes[16] << 8) | bytes[17];
    for (let p = bytes.length / page - 3; p < bytes.length / page; p++) bytes.fill(0x5a, p * page, p * page + 64);
    fs.writeFileSync(file, bytes);
    const events: string[] = [];
    const host = await createHost({ mode: 'web', version: 't', dataDir: dir, systemLocales: ['es'], emit: (n) => events.push(n) });
    const before = (await host.dispatcher.call('app.info', {})) as { value: { notices: { key: string }[] } };
    expect(before.value.notices).toEqual([]);
    expect(checkCatalogLater(host.ctx)).toBe(false);
    const after = (await host.dispatcher.call('app.info', {})) as { value: { notices: { key: string }[] } };
    expect(after.value.notices.map((n) => n.key)).toEqual(['db_catalog_damaged']);
    expect(events).toContain('app.notices');
    host.close();
    const next = await createHost({ mode: 'web', version: 't', dataDir: dir, systemLocales: ['es'] });
    const info = (await next.dispatcher.call('app.info', {})) as { value: { notices: { key: string; params?: Record<string, string> }[] } };
    expect(info.value.notices[0]).toMatchObject({ key: 'db_moved_aside', params: { file: 'catalog.sqlite', reason: 'damaged' } });
    // decks live in another file and are untouched
    expect(((await next.dispatcher.call('decks.list', {})) as { value: unknown[] }).value.length).toBe(1);
    expect(checkCatalogLater(next.ctx)).toBe(true);
    next.close();
  });
});
