import { describe, expect, it, test } from 'vitest';
import { AppError } from '../common/errors';
import { officialFiles } from '../testing/shared-data';
import type { ImportFile, ImportProgress } from './types';
import {
  displayNameOf,
  parseCryptDisciplines,
  parseLibraryDisciplines,
  parseSetEntry,
  parseVeknFiles,
  parseVeknFilesAsync,
  sectFromText,
  votesOfTitle,
} from './vekn';

import { OFFICIAL_FILES as OFFICIAL, SPANISH_FILES as SPANISH } from '../testing/catalog';

function rejection(fn: () => unknown): AppError {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(AppError);
    return e as AppError;
  }
  throw new Error('expected a rejection');
}

describe('parseVeknFiles on the official list', () => {
  const progress: ImportProgress[] = [];
  const parsed = parseVeknFiles(officialFiles([...OFFICIAL, ...SPANISH]), (p) => progress.push(p));
  const byId = (id: string) => parsed.cards.find((c) => c.id === id)!;
  const byName = (n: string) => parsed.cards.find((c) => c.name === n)!;

  test('every printing of the official files: no promo date read as a copy count, each artist listed once', () => {
    const printings = parsed.cards.flatMap((c) => c.printings.map((p) => ({ card: c.name, ...p })));
    expect(printings.filter((p) => (p.precon?.count ?? 0) > 30).map((p) => `${p.card} ${p.set}`)).toEqual([]);
    expect(printings.filter((p) => p.set === 'Promo').map((p) => p.card)).toEqual([]);
    expect(parsed.cards.filter((c) => new Set(c.artists).size !== c.artists.length).map((c) => c.name)).toEqual([]);
    // "Aching Beauty" lists one pair of artists twice in the file
    expect(byName('Aching Beauty').artists).toEqual(['Dave Roach & Pete Burges', 'Chris Stevens']);
  });

  test('crypt and library totals, every file recognized', () => {
    expect(parsed.cards.filter((c) => c.kind === 'crypt')).toHaveLength(1785);
    expect(parsed.cards.filter((c) => c.kind === 'library')).toHaveLength(2364);
    expect(parsed.sets).toHaveLength(116);
    expect([...parsed.files].sort()).toEqual(
      [
        'vtesbundles.csv',
        'vtescrypt.csv',
        'vtescrypt.es-ES.csv',
        'vteslib.csv',
        'vteslib.es-ES.csv',
        'vteslibmeta.csv',
        'vtessets.csv',
        'vtessets.es-ES.csv',
      ].sort(),
    );
    expect(new Set(parsed.cards.map((c) => c.uid)).size).toBe(parsed.cards.length);
  });

  test('exact count per card type (combined types counted once per part)', () => {
    const counts: Record<string, number> = {};
    for (const c of parsed.cards) for (const t of c.types) counts[t] = (counts[t] ?? 0) + 1;
    expect(counts).toEqual({
      Vampire: 1765,
      Imbued: 20,
      Master: 525,
      Action: 469,
      Combat: 410,
      'Action Modifier': 268,
      Reaction: 202,
      'Political Action': 177,
      Equipment: 164,
      Ally: 119,
      Retainer: 54,
      Event: 40,
      Power: 14,
      Conviction: 3,
    });
  });

  test('combined type is split and "&" discipline is one conjunction', () => {
    const c = byId('102308');
    expect(c.types).toEqual(['Action Modifier', 'Reaction']);
    expect(c.libraryDisciplines).toEqual([['pot', 'pre']]);
  });

  test('"/" library disciplines are alternatives (also three of them)', () => {
    expect(byId('100088').libraryDisciplines).toEqual([['vis'], ['tha']]);
    expect(byId('102231').libraryDisciplines).toEqual([['obf'], ['pre'], ['pro']]);
  });

  test('X costs stay "X" (pool, blood and conviction)', () => {
    expect(byId('100242').poolCost).toBe('X');
    expect(byId('100119').bloodCost).toBe('X');
    expect(byId('101115').convictionCost).toBe('X');
    expect(byName('.44 Magnum').poolCost).toBe('2');
  });

  test('group ANY and imbued virtues (lower case = level 1)', () => {
    const convert = byId('200076');
    expect(convert.group).toBe('ANY');
    expect(convert.sect).toBe('Anarch');
    const imbued = byId('200102');
    expect(imbued.types).toEqual(['Imbued']);
    expect(imbued.disciplines).toEqual([
      { code: 'mar', level: 1 },
      { code: 'red', level: 1 },
      { code: 'viz', level: 1 },
    ]);
    expect(imbued.sect).toBeUndefined();
    expect(parsed.cards.filter((c) => c.types[0] === 'Vampire' && !c.sect)).toEqual([]);
  });

  test('advanced vampire, superior disciplines in upper case', () => {
    const adv = byId('200036');
    expect(adv.advanced).toBe(true);
    expect(parsed.cards.filter((c) => c.advanced)).toHaveLength(65);
    const abaddon = byId('201663');
    expect(abaddon.disciplines).toContainEqual({ code: 'aus', level: 2 });
    expect(abaddon.disciplines).toContainEqual({ code: 'cel', level: 1 });
  });

  test('titles give votes; "1 vote" titles; priscus has no votes of its own', () => {
    const c = byId('201733');
    expect(c.title).toBe('cardinal');
    expect(c.votes).toBe(3);
    expect(c.sect).toBe('Sabbat');
    expect(c.path).toBe('Power and the Inner Voice');
    expect(byId('200011').votes).toBe(4); // inner circle
    expect(byId('200068').votes).toBe(1); // "1 vote"
    expect(byId('200262').votes).toBe(2); // magaji
    expect(byId('200220').title).toBe('priscus');
    expect(byId('200220').votes).toBeUndefined();
  });

  test('"Name, The" is displayed in reading order; other commas stay', () => {
    const rack = byName('Rack, The');
    expect(rack.displayName).toBe('The Rack');
    expect(byId('201733').displayName).toBe('Aaradhya, The Callous Tyrant');
  });

  test('banned year, burn option, artists split on ";", requirements from libmeta, aka', () => {
    expect(byId('201343').banned).toBe('2020');
    expect(byId('101403').banned).toBe('1995');
    expect(parsed.cards.filter((c) => c.banned)).toHaveLength(20);
    expect(byId('100134').burnOption).toBe(true);
    expect(parsed.cards.filter((c) => c.burnOption)).toHaveLength(51);
    expect(byName('.44 Magnum').artists).toHaveLength(2);
    expect(byId('100012').requirements).toEqual(['justicar', 'inner circle']);
    expect(byName('Blood Hunt').aka).toBe('Bloodhunt');
  });

  test('printings: rarity, precon deck with copies and bundle name, set name and date', () => {
    const magnum = byName('.44 Magnum');
    expect(magnum.printings).toContainEqual({
      set: 'CE',
      setName: 'Camarilla Edition',
      releaseDate: '2002-08-19',
      precon: { deck: 'PTo', count: 3, deckName: 'Toreador' },
    });
    expect(magnum.printings).toContainEqual({ set: 'Jyhad', setName: 'Jyhad', releaseDate: '1994-08-16', rarity: 'C' });
    const v5 = magnum.printings.find((p) => p.set === 'V5')!;
    expect(v5.setNameEs).toBeTruthy();
    expect(v5.setNameEs).not.toBe(v5.setName);
  });

  test('card text markup is kept', () => {
    const bats = byId('100029');
    expect(bats.text).toContain('[ani]');
    expect(bats.text).toContain('[ANI]');
    expect(byId('200001').text).toMatch(/\/[A-Z][a-z]+\//);
  });

  test('Spanish rows merge by id (name, text, flavor) with markup kept', () => {
    expect(parsed.translated).toBe(428);
    const bats = byId('100029');
    expect(bats.nameEs).toBeTruthy();
    expect(bats.nameEs).not.toBe(bats.name);
    expect(bats.textEs).toContain('[ani]');
    expect(bats.textEs).not.toBe(bats.text);
    expect(bats.flavorEs).toBeTruthy();
    expect(byName('Rack, The').nameEs).toBeTruthy();
    // Spanish name equal to the English one is not repeated
    expect(byId('200025').nameEs).toBeUndefined();
    expect(byId('200025').textEs).toBeTruthy();
  });

  test('the async variant gives the same catalog', async () => {
    const again = await parseVeknFilesAsync(officialFiles([...OFFICIAL, ...SPANISH]));
    expect(again.cards).toEqual(parsed.cards);
    expect(again.sets).toEqual(parsed.sets);
  });

  test('progress reports every file in the parse phase', () => {
    expect(progress.filter((p) => p.phase === 'parse' && p.file)).toHaveLength(8);
    expect(progress.at(-1)).toMatchObject({ phase: 'parse', done: 8, total: 8 });
  });
});

describe('helpers', () => {
  test('parseSetEntry', () => {
    expect(parseSetEntry('V5:PV2')).toEqual([{ set: 'V5', precon: { deck: 'PV', count: 2 } }]);
    expect(parseSetEntry('Jyhad:C')).toEqual([{ set: 'Jyhad', rarity: 'C' }]);
    expect(parseSetEntry('KoT:R')).toEqual([{ set: 'KoT', rarity: 'R' }]);
    expect(parseSetEntry('POD:DTC')).toEqual([{ set: 'POD', rarity: 'DTC' }]);
    expect(parseSetEntry('Promo-20200511')).toEqual([{ set: 'Promo-20200511' }]);
    expect(parseSetEntry('FN:C2/PA')).toEqual([
      { set: 'FN', rarity: 'C2' },
      { set: 'FN', precon: { deck: 'PA', count: 1 } },
    ]);
    expect(parseSetEntry('FoL:2')).toEqual([{ set: 'FoL', precon: { deck: '', count: 2 } }]);
  });
  test('a "Promo:<date><copies>" entry is a promo of that date, not a deck with millions of copies', () => {
    expect(parseSetEntry('Promo:202401011')).toEqual([{ set: 'Promo-20240101', releaseDate: '2024-01-01' }]);
    expect(parseSetEntry('Promo:202404235')).toEqual([
      { set: 'Promo-20240423', releaseDate: '2024-04-23', precon: { deck: '', count: 5 } },
    ]);
    expect(parseSetEntry('Promo:20230701')).toEqual([{ set: 'Promo-20230701', releaseDate: '2023-07-01' }]);
    expect(parseSetEntry('Promo-20181004:HB2')).toEqual([{ set: 'Promo-20181004', precon: { deck: 'HB', count: 2 } }]);
  });
  test('disciplines, sect, votes, display name', () => {
    expect(parseCryptDisciplines('obf CEL -none-')).toEqual([
      { code: 'obf', level: 1 },
      { code: 'cel', level: 2 },
    ]);
    expect(parseLibraryDisciplines('Auspex & Dementation/Presence')).toEqual([['aus', 'dem'], ['pre']]);
    expect(parseLibraryDisciplines('')).toEqual([]);
    expect(sectFromText('Advanced, Sabbat bishop: x')).toBe('Sabbat');
    expect(sectFromText('{Anarch}')).toBe('Anarch');
    expect(sectFromText('Laibon magaji.')).toBe('Laibon');
    expect(sectFromText('Camarillas')).toBeUndefined();
    expect(votesOfTitle('2 votes')).toBe(2);
    expect(votesOfTitle('Prince')).toBe(2);
    expect(displayNameOf('unnamed, The')).toBe('The unnamed');
    expect(displayNameOf('Anarch Manifesto, An')).toBe('An Anarch Manifesto');
  });
});

describe('malformed files are rejected with the file, the line and the reason', () => {
  const base = officialFiles(OFFICIAL);
  const replace = (name: string, fn: (content: string) => string): ImportFile[] =>
    base.map((f) => (f.name === name ? { name: f.name, content: fn(f.content) } : f));
  const lines = (s: string) => s.split('\n');

  test('missing required column', () => {
    const files = replace('vtescrypt.csv', (c) => c.replace('"Capacity"', '"Kapacity"'));
    const e = rejection(() => parseVeknFiles(files));
    expect(e.code).toBe('import_failed');
    expect(e.key).toBe('import.missing_column');
    expect(e.params).toMatchObject({ file: 'vtescrypt.csv', line: 1, reason: 'missing_column', column: 'Capacity' });
  });

  test('wrong column count, with the line number of the row', () => {
    const files = replace('vtessets.csv', (c) => {
      const l = lines(c);
      l[4] = l[4] + ',"extra"';
      return l.join('\n');
    });
    const e = rejection(() => parseVeknFiles(files));
    expect(e.key).toBe('import.column_count');
    expect(e.params).toMatchObject({ file: 'vtessets.csv', line: 5, expected: 5, found: 6 });
  });

  test('line numbers count multi-line quoted fields', () => {
    // vteslib.csv rows have card texts over several lines: the error names the physical line.
    const files = replace('vteslib.csv', (c) =>
      c.replace(
        '"100003","Aaron\'s Feeding Razor","","Equipment","","","","1"',
        '"100003","Aaron\'s Feeding Razor","","Equipment","","","","one"',
      ),
    );
    const e = rejection(() => parseVeknFiles(files));
    expect(e.key).toBe('import.bad_number');
    const lib = base.find((f) => f.name === 'vteslib.csv')!.content;
    const expectedLine = lines(lib.slice(0, lib.indexOf('"100003"'))).length;
    expect(e.params).toMatchObject({ file: 'vteslib.csv', line: expectedLine, column: 'Pool Cost', value: 'one' });
  });

  test('unparsable number (capacity, group, id, banned year)', () => {
    for (const [from, to, column] of [
      ['"2","4","for pre ser"', '"2","four","for pre ser"', 'Capacity'],
      ['"","2","4","for pre ser"', '"","two","4","for pre ser"', 'Group'],
      ['"200001"', '"20000x"', 'Id'],
    ] as const) {
      const files = replace('vtescrypt.csv', (c) => c.replace(from, to));
      const e = rejection(() => parseVeknFiles(files));
      expect(e.key, column).toBe('import.bad_number');
      expect(e.params, column).toMatchObject({ file: 'vtescrypt.csv', line: 2, column });
    }
  });

  test('duplicate id', () => {
    const files = replace('vtescrypt.csv', (c) => {
      const l = lines(c);
      return [...l.slice(0, 3), l[1], ...l.slice(3)].join('\n');
    });
    const e = rejection(() => parseVeknFiles(files));
    expect(e.key).toBe('import.duplicate_id');
    expect(e.params).toMatchObject({ line: 4, id: '200001' });
  });

  test('unterminated quote is a CSV syntax error', () => {
    const files = replace('vtesbundles.csv', (c) => c.replace('"Lasombra"', '"Lasombra'));
    const e = rejection(() => parseVeknFiles(files));
    expect(e.key).toBe('import.csv_syntax');
    expect(e.params.file).toBe('vtesbundles.csv');
  });

  test('empty, unknown, duplicate and missing files', () => {
    expect(rejection(() => parseVeknFiles([...base, { name: 'vteslibmeta.csv', content: '\uFEFF' }])).key).toBe('import.empty_file');
    expect(rejection(() => parseVeknFiles([...base.slice(0, 3), { name: 'notes.csv', content: 'a,b\n1,2\n' }])).key).toBe(
      'import.unknown_file',
    );
    const dup = rejection(() => parseVeknFiles([...base, { name: 'copy.csv', content: base[2].content }]));
    expect(dup.key).toBe('import.duplicate_file');
    const missing = rejection(() => parseVeknFiles(base.filter((f) => f.name !== 'vteslib.csv')));
    expect(missing.key).toBe('import.missing_file');
    expect(missing.params.file).toBe('vteslib.csv');
  });

  test('files are recognized by header whatever their name, with or without BOM', () => {
    const renamed = base.map((f, i) => ({ name: `file${i}.csv`, content: (i % 2 ? '\uFEFF' : '') + f.content }));
    const parsed = parseVeknFiles(renamed);
    expect(parsed.cards).toHaveLength(1785 + 2364);
  });
});

describe('import of hostile or absurd files (issue 9, item 7)', () => {
  it('a file with one enormous line is refused with a clear error, before any parsing work', async () => {
    const huge = `Id,Name,Type\n1,${'x'.repeat(3_000_000)},Master\n`;
    const err = await parseVeknFilesAsync([{ name: 'vteslib.csv', content: huge }]).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'import_failed', key: 'import.line_too_long', params: { file: 'vteslib.csv', line: 2 } });
    expect(() => parseVeknFiles([{ name: 'vteslib.csv', content: huge }])).toThrow(
      expect.objectContaining({ key: 'import.line_too_long' }),
    );
  });

  it('a quoted field that runs past the record size cap is refused too', async () => {
    const lines = Array.from({ length: 60_000 }, (_, i) => `line ${i}`).join('\n');
    const err = await parseVeknFilesAsync([{ name: 'vteslib.csv', content: `Id,Name\n1,"${lines}` }]).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'import_failed', key: 'import.line_too_long' });
  });

  it('the asynchronous import yields while it parses: other work runs in between', async () => {
    const files = officialFiles(['vekn/vtescrypt.csv', 'vekn/vteslib.csv', 'vekn/vtessets.csv']);
    let ticks = 0;
    const timer = setInterval(() => ticks++, 0);
    const parsed = await parseVeknFilesAsync(files);
    clearInterval(timer);
    expect(parsed.cards.length).toBeGreaterThan(3000);
    // the library file alone is several chunks long: each chunk gives the event loop a turn
    expect(ticks).toBeGreaterThan(3);
  });
});
