import { describe, expect, test } from 'vitest';
import { AppError } from '../api/errors';
import { officialFiles } from '../testing/shared-data';
import { parseVeknFiles } from './vekn';

const OFFICIAL = ['vekn/vtescrypt.csv', 'vekn/vteslib.csv', 'vekn/vtessets.csv', 'vekn/vteslibmeta.csv', 'vekn/vtesbundles.csv'];
const SPANISH = ['vekn-es/vtescrypt.es-ES.csv', 'vekn-es/vteslib.es-ES.csv', 'vekn-es/vtessets.es-ES.csv'];

describe('parseVeknFiles on the official list', () => {
  const parsed = parseVeknFiles(officialFiles([...OFFICIAL, ...SPANISH]));
  const byName = (n: string) => parsed.cards.find((c) => c.name === n)!;

  test('crypt and library totals', () => {
    expect(parsed.cards.filter((c) => c.kind === 'crypt')).toHaveLength(1785);
    expect(parsed.cards.filter((c) => c.kind === 'library')).toHaveLength(2364);
    expect(parsed.files).toHaveLength(8);
  });

  test('name stored as "Rack, The" is displayed "The Rack" and gets its Spanish name', () => {
    const rack = byName('Rack, The');
    expect(rack.displayName).toBe('The Rack');
    expect(rack.nameEs).toBeTruthy();
    expect(rack.nameEs).not.toBe(rack.name);
  });
});

test('missing required file is rejected', () => {
  try {
    parseVeknFiles(officialFiles(['vekn/vtescrypt.csv', 'vekn/vtessets.csv']));
    expect.unreachable();
  } catch (e) {
    expect(e).toBeInstanceOf(AppError);
    expect((e as AppError).key).toBe('import.missing_file');
    expect((e as AppError).params.file).toBe('vteslib.csv');
  }
});
