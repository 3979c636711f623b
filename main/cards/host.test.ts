import { describe, expect, test } from 'vitest';
import { createHost } from '../services/host';
import { officialFiles } from '../testing/shared-data';
import { OFFICIAL_FILES } from '../testing/catalog';
import type { CardSearchResult, ImportProgress } from './types';

describe('cards.* operations through the dispatcher', () => {
  test('import with progress events, search, typed errors for bad queries and bad files', async () => {
    const events: [string, unknown][] = [];
    const host = await createHost({
      mode: 'web',
      version: 'test',
      dataDir: null,
      systemLocales: ['es'],
      emit: (n, p) => events.push([n, p]),
    });
    try {
      const d = host.dispatcher;
      const imported = await d.call('cards.import', { files: officialFiles(OFFICIAL_FILES) });
      // the V:TES starter cards were already there (built in): the import updates them in place
      const sum = imported.ok ? (imported.value as { added: number; updated: number }) : { added: 0, updated: 0 };
      expect(sum.added + sum.updated).toBe(4149);
      expect(sum.updated).toBeGreaterThan(0);
      const progress = events.filter(([n]) => n === 'cards.importProgress').map(([, p]) => p as ImportProgress);
      expect(progress.map((p) => p.phase)).toEqual(expect.arrayContaining(['parse', 'write', 'index', 'done']));

      const found = await d.call('cards.search', { q: 'capacity>=11 clan:malkavian', filters: { game: 'vtes' }, offset: 0, limit: 10 });
      expect(found.ok && (found.value as CardSearchResult).total).toBe(2);

      const bad = await d.call('cards.search', { q: 'cap>=big', filters: {}, offset: 0, limit: 10 });
      expect(bad).toEqual({
        ok: false,
        error: { code: 'invalid_input', key: 'query.not_a_number', params: { position: 1, field: 'cap', value: 'big' } },
      });

      const badFile = await d.call('cards.import', { files: [{ name: 'vtescrypt.csv', content: '"Id","Name"\n"1","x"\n' }] });
      expect(badFile).toMatchObject({
        ok: false,
        error: { code: 'import_failed', key: 'import.missing_column', params: { file: 'vtescrypt.csv', line: 1 } },
      });
      const status = await d.call('cards.status', {});
      expect(status).toMatchObject({ ok: true, value: { counts: { vtes: { crypt: 1785, library: 2364 } } } });
      const missing = await d.call('cards.get', { uid: 'vtes:nope' });
      expect(missing).toMatchObject({ ok: false, error: { code: 'not_found', key: 'card_not_found' } });
    } finally {
      host.close();
    }
  });
});
