/**
 * `npm run cards:coverage` and the bench suite 'cardCoverage' (issue 27 item 11): the figures read from
 * ../shared/data and from a catalog the user imported are the same, and the report prints them.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CardService } from '../cards/service';
import { OFFICIAL_FILES } from '../testing/catalog';
import { catalogMigrations } from '../db/migrations/catalog';
import { loadSqlJs } from '../db/sqljs';
import { Store } from '../db/store';
import { officialFiles, sharedFile } from '../testing/shared-data';
import { coverageLines, loadCoverage } from './card-coverage';

describe.skipIf(!fs.existsSync(sharedFile(OFFICIAL_FILES[0])) && !process.env.CI)('V:TES card coverage report', () => {
  it('reads the official files or an imported catalog alike; the report names the figures and the most played manual cards', async () => {
    const shared = await loadCoverage();
    expect(shared.twd.decks).toBe(903);
    expect(shared.topNotFull).toHaveLength(50);
    expect(shared.twd.librarySlotsFull).toBeGreaterThan(0);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-coverage-'));
    try {
      const file = path.join(dir, 'catalog.sqlite');
      const store = Store.open(await loadSqlJs(), { file, migrations: catalogMigrations });
      await new CardService(store).import(officialFiles(OFFICIAL_FILES), () => {});
      store.close();
      const imported = await loadCoverage({ catalog: file });
      expect(imported.totals).toEqual(shared.totals);
      expect(imported.twd).toEqual(shared.twd);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    const text = coverageLines(shared).join('\n');
    expect(text).toContain(`TWD decks: 903`);
    expect(text).toContain(`  1. ${shared.topNotFull[0].name} [${shared.topNotFull[0].id}`);
    expect(text).toMatch(/^ {2}all +\d+ +0 +\d+$/m);
  });
});
