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
import { completionLines, coverageLines, loadCoverage } from './card-coverage';

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
    expect(shared.decksMissing.reduce((a, n) => a + n, 0)).toBe(903);
    expect(shared.decksMissing[0]).toBe(shared.twd.decksAllFull);
    expect(text).toContain(`decks by distinct cards not full (0, 1, 2, …, 12+): ${shared.decksMissing.join(' ')}`);
  });

  it('lists the cards that make the most decks entirely full, each step counting the decks done so far', async () => {
    const lines = await completionLines({}, 40);
    expect(lines).toHaveLength(41);
    const done = lines.slice(1).map((l) => Number(/-> (\d+)$/.exec(l)?.[1]));
    expect(done.every((n, i) => n >= (done[i - 1] ?? 0))).toBe(true);
    expect(done.at(-1)).toBeGreaterThan((await loadCoverage()).twd.decksAllFull);
  });
});
