/**
 * Suite 'startup' (issue 14, item 5): from opening the data folder (the three stores with the
 * full imported catalog) to the answer of the first search, as the app does at launch. The
 * sql.js runtime is loaded once per process beforehand, as it is in the app before any window.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadSqlJs } from '../db/sqljs';
import { createHost } from '../services/host';
import { officialFiles } from '../testing/shared-data';
import { percentile, report, timeMsAsync, type Bench } from './harness';

const FILES = ['vekn/vtescrypt.csv', 'vekn/vteslib.csv', 'vekn/vtessets.csv', 'vekn/vteslibmeta.csv', 'vekn/vtesbundles.csv'];

export const startupBench: Bench = async () => {
  await loadSqlJs();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-bench-startup-'));
  const first = await createHost({ mode: 'web', version: 'bench', dataDir: dir, systemLocales: ['es'] });
  const imported = await first.dispatcher.call('cards.import', { files: officialFiles(FILES) });
  if (!imported.ok) throw new Error('bench import failed');
  first.close();
  const times: number[] = [];
  for (let i = 0; i < 7; i++) {
    const { ms } = await timeMsAsync(async () => {
      const host = await createHost({ mode: 'web', version: 'bench', dataDir: dir, systemLocales: ['es'] });
      const r = await host.dispatcher.call('cards.search', { q: 'blood', filters: {}, offset: 0, limit: 50 });
      if (!r.ok) throw new Error('bench search failed');
      host.close();
    });
    times.push(ms);
  }
  times.sort((a, b) => a - b);
  report('app.startup.first_search_ms', percentile(times, 50), 'ms', {
    max: times[times.length - 1],
    catalogBytes: fs.statSync(path.join(dir, 'catalog.sqlite')).size,
  });
  fs.rmSync(dir, { recursive: true, force: true });
};
