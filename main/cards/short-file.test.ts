/** Issue 17 item 4: a crypt or library file cut at a row boundary is not imported silently. */
import { beforeAll, describe, expect, test } from 'vitest';
import { AppError } from '../common/errors';
import { officialFiles } from '../testing/shared-data';
import type { CardService } from './service';
import { importedService, OFFICIAL_FILES } from '../testing/catalog';

/** The file cut after `rows` card rows (each row starts with its quoted id at the start of a line). */
function cut(content: string, rows: number): string {
  const starts = [...content.matchAll(/\n"\d{6}",/g)].map((m) => m.index);
  return content.slice(0, starts[rows] + 1);
}

let service: CardService;
beforeAll(async () => {
  ({ service } = await importedService(false));
}, 120_000);

describe('card import: the short-file check', () => {
  test('a crypt file of 290 rows replacing 1,785 is refused with the file, both sizes and the cards that would be kept; nothing changes', async () => {
    const files = officialFiles(OFFICIAL_FILES).map((f) => (f.name === 'vtescrypt.csv' ? { ...f, content: cut(f.content, 290) } : f));
    const before = service.status();
    const err = await service.import(files, () => {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    const p = (err as AppError).toPayload();
    expect(p).toMatchObject({
      code: 'import_failed',
      key: 'import.short_file',
      params: { file: 'vtescrypt.csv', rows: 290, previous: 1785, count: 1495 },
    });
    const names = String(p.params?.names).split('; ');
    expect(names).toHaveLength(10);
    // the named cards are crypt cards of the old list that the cut file lacks
    for (const name of names) expect(files.find((f) => f.name === 'vtescrypt.csv')!.content).not.toContain(`"${name}"`);
    expect(service.status()).toEqual(before);
  });

  test('confirmed by the user, the short file is imported, the old cards are kept and listed in the summary', async () => {
    const files = officialFiles(OFFICIAL_FILES).map((f) => (f.name === 'vteslib.csv' ? { ...f, content: cut(f.content, 1000) } : f));
    const summary = await service.import(files, () => {}, true);
    expect(summary.kept).toEqual([{ file: 'vteslib.csv', count: 1364, names: expect.any(Array) }]);
    expect(summary.kept![0].names).toHaveLength(1364);
    expect(service.status().counts.vtes).toEqual({ crypt: 1785, library: 2364 });
  });

  test('a complete list (or a longer one) passes without a warning', async () => {
    const summary = await service.import(officialFiles(OFFICIAL_FILES), () => {});
    expect(summary.kept).toBeUndefined();
    expect(summary.unchanged).toBeGreaterThan(4000);
  });
});
