import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CardService } from './service';
import { importedService } from '../testing/catalog';

/** The query help (lookup.json `help`): every example it offers is a query that lists cards. */
function examples(lang: 'es' | 'pl'): string[] {
  const file = path.resolve(__dirname, '../../locales', lang, 'lookup.json');
  const help = JSON.parse(fs.readFileSync(file, 'utf8')).help as {
    fields: Record<string, { example: string }>;
    examples: { q: string }[];
  };
  return [...Object.values(help.fields).map((f) => f.example), ...help.examples.map((x) => x.q)];
}

describe('query help: every example returns cards', () => {
  let service: CardService;
  beforeAll(async () => {
    ({ service } = await importedService(true, true));
  }, 60_000);

  for (const lang of ['es', 'pl'] as const) {
    it(`${lang}: each field example and each worked example finds at least one card`, () => {
      const empty = examples(lang).filter((q) => service.search({ q, filters: {}, offset: 0, limit: 1 }).total === 0);
      expect(empty).toEqual([]);
    });
  }

  it('pool:0 and blood:0 list library cards that print no cost, and no crypt card; pool:x still lists X costs only', () => {
    for (const q of ['pool:0', 'blood:0']) {
      const r = service.search({ q, filters: {}, offset: 0, limit: 500 });
      expect(r.total).toBeGreaterThan(100);
      expect(r.items.every((c) => c.kind !== 'crypt')).toBe(true);
      const field = q.startsWith('pool') ? 'poolCost' : 'bloodCost';
      expect(r.items.every((c) => !c[field])).toBe(true);
    }
    const x = service.search({ q: 'pool:x', filters: {}, offset: 0, limit: 500 });
    expect(x.items.every((c) => c.poolCost === 'X')).toBe(true);
  });
});
