import { beforeAll, describe, expect, test } from 'vitest';
import { AppError } from '../common/errors';
import type { Store } from '../db/store';
import { compileQuery, parseQuery, QUERY_FIELDS, type QueryNode } from './query';
import type { CardService } from './service';
import { importedService } from '../testing/catalog';

function queryError(q: string): AppError {
  try {
    parseQuery(q);
  } catch (e) {
    expect(e).toBeInstanceOf(AppError);
    return e as AppError;
  }
  throw new Error(`expected a syntax error for ${q}`);
}

describe('parseQuery: syntax', () => {
  test('empty query is null', () => {
    expect(parseQuery('')).toBeNull();
    expect(parseQuery('   ')).toBeNull();
  });

  test('implicit AND of words, phrases and fields', () => {
    expect(parseQuery('blood "blood hunt" cap>=8')).toEqual<QueryNode>({
      type: 'and',
      children: [
        { type: 'word', value: 'blood', position: 1 },
        { type: 'phrase', value: 'blood hunt', position: 7 },
        { type: 'field', field: 'capacity', op: '>=', value: '8', quoted: false, position: 20 },
      ],
    });
  });

  test('OR binds looser than AND; parentheses group', () => {
    expect(parseQuery('a b OR c')).toEqual({
      type: 'or',
      children: [
        { type: 'and', children: [expect.objectContaining({ value: 'a' }), expect.objectContaining({ value: 'b' })] },
        expect.objectContaining({ value: 'c' }),
      ],
    });
    expect(parseQuery('a (b OR c)')).toEqual({
      type: 'and',
      children: [
        expect.objectContaining({ value: 'a' }),
        { type: 'or', children: [expect.objectContaining({ value: 'b' }), expect.objectContaining({ value: 'c' })] },
      ],
    });
    // explicit AND is accepted; lower-case "or" is a word
    expect(parseQuery('a AND b')).toMatchObject({ type: 'and', children: [{ value: 'a' }, { value: 'b' }] });
    expect(parseQuery('a or b')).toMatchObject({ type: 'and', children: [{}, { value: 'or' }, {}] });
    expect(parseQuery('a | b')).toMatchObject({ type: 'or', children: [{ value: 'a' }, { value: 'b' }] });
  });

  test('negation of words, fields and groups; a dash inside a word is part of it', () => {
    expect(parseQuery('-clan:ventrue')).toEqual({
      type: 'not',
      child: { type: 'field', field: 'clan', op: ':', value: 'ventrue', quoted: false, position: 2 },
    });
    expect(parseQuery('-(a OR b)')).toMatchObject({ type: 'not', child: { type: 'or' } });
    expect(parseQuery('al-Rashid')).toEqual({ type: 'word', value: 'al-Rashid', position: 1 });
  });

  test('aliases resolve to canonical names; quoted field values; every comparison operator', () => {
    expect(parseQuery('n:x t:y c:z d:aus g:2 s:V5 a:Hoover x:w cap:3')).toMatchObject({
      children: ['name', 'type', 'clan', 'disc', 'group', 'set', 'artist', 'text', 'capacity'].map((field) => ({ field })),
    });
    expect(parseQuery('title:"inner circle"')).toMatchObject({ field: 'title', value: 'inner circle', quoted: true });
    for (const op of ['>=', '>', '<', '<=', '=', '!=', ':'] as const) {
      expect(parseQuery(`votes${op}2`)).toMatchObject({ field: 'votes', op, value: '2' });
    }
  });

  test('QUERY_FIELDS lists every field with its aliases and kind', () => {
    const names = QUERY_FIELDS.map((f) => f.name);
    for (const n of [
      'name',
      'text',
      'type',
      'clan',
      'sect',
      'disc',
      'capacity',
      'group',
      'pool',
      'blood',
      'conviction',
      'title',
      'votes',
      'set',
      'banned',
      'is',
      'artist',
      'kind',
      'game',
    ]) {
      expect(names).toContain(n);
    }
    expect(QUERY_FIELDS.find((f) => f.name === 'capacity')).toEqual({ name: 'capacity', aliases: ['cap'], kind: 'number' });
    expect(QUERY_FIELDS.find((f) => f.name === 'disc')?.aliases).toEqual(['d']);
  });
});

describe('parseQuery: errors are localized keys with a position', () => {
  const cases: [string, string, Record<string, string | number>][] = [
    ['name:"blood', 'query.unterminated_quote', { position: 6 }],
    ['"open', 'query.unterminated_quote', { position: 1 }],
    ['(a OR b', 'query.missing_paren', { position: 1 }],
    ['a b)', 'query.unexpected_paren', { position: 4 }],
    ['a ()', 'query.empty_group', { position: 3 }],
    ['OR a', 'query.missing_operand', { position: 1, token: 'OR' }],
    ['a OR', 'query.missing_operand', { position: 3, token: 'OR' }],
    ['a OR OR b', 'query.missing_operand', { position: 6 }],
    ['-OR a', 'query.missing_operand', { position: 1, token: '-' }],
    ['clan:', 'query.missing_value', { position: 1, field: 'clan' }],
    ['cap>=big', 'query.not_a_number', { position: 1, field: 'cap', value: 'big' }],
    ['clan>3', 'query.bad_operator', { position: 1, field: 'clan', operator: '>' }],
    ['g>=any', 'query.bad_operator', { position: 1 }],
    ['banned:maybe', 'query.bad_value', { position: 1, field: 'banned', value: 'maybe' }],
    ['a is:shiny', 'query.bad_value', { position: 3, field: 'is' }],
    ['kind:vampire', 'query.bad_value', { position: 1 }],
  ];
  for (const [q, key, params] of cases) {
    test(`${q} -> ${key}`, () => {
      const e = queryError(q);
      expect(e.code).toBe('invalid_input');
      expect(e.key).toBe(key);
      expect(e.params).toMatchObject(params);
    });
  }
  test('absurdly nested queries are refused', () => {
    expect(queryError('('.repeat(60) + 'a' + ')'.repeat(60)).key).toBe('query.too_complex');
  });
});

describe('compileQuery: values are bound parameters only', () => {
  test('hostile values never reach the SQL text', () => {
    const evil = `x'); DROP TABLE cards; --`;
    for (const q of [`name:"${evil}"`, `clan:"${evil}"`, `artist:"${evil}"`, `"${evil}"`, `set:"${evil}"`, `title:"${evil}"`]) {
      const c = compileQuery(parseQuery(q));
      expect(c.sql).not.toContain('DROP');
      expect(c.sql).not.toContain("'); ");
      expect(c.params.length).toBeGreaterThan(0);
    }
  });

  test('numbers and fields compile to placeholders', () => {
    const c = compileQuery(parseQuery('capacity>=11 clan:malkavian -d:DOM'));
    expect(c.sql).toBe(
      "(c.capacity >= ? AND instr(coalesce(c.clans_n, ''), ?) > 0 AND NOT (c.n IN (SELECT d.n FROM card_disciplines d WHERE d.code = ? AND d.level = 2)))",
    );
    expect(c.params).toEqual([11, '|malkavian|', 'dom']);
  });

  test('words become one FTS prefix expression; accents and case are folded', () => {
    const c = compileQuery(parseQuery('Sábbat Héro'));
    expect(c.params).toEqual(['sabbat* hero*']);
    expect(compileQuery(parseQuery('"Blood  Hunt"')).params).toEqual(['"blood hunt"']);
    const byName = compileQuery(parseQuery('n:rack'));
    expect(byName.params).toEqual(['rack*', 'rack*', 'rack*', 'rack*']);
    expect(byName.sql).toContain('SELECT docid FROM cards_fts WHERE aka MATCH ?');
  });
});

describe('query language on the official list', () => {
  let service: CardService;
  let store: Store;
  beforeAll(async () => {
    ({ service, store } = await importedService());
  });
  const run = (q: string, limit = 500) => service.search({ q, filters: {}, offset: 0, limit });
  const names = (q: string) => run(q).items.map((c) => c.name);

  test('capacity>=11 clan:malkavian finds only Malkavians of capacity 11', () => {
    const r = run('capacity>=11 clan:malkavian');
    expect(r.total).toBe(2);
    for (const c of r.items) {
      expect(c.clans).toEqual(['Malkavian']);
      expect(c.capacity).toBe(11);
    }
  });

  test('-clan:ventrue d:DOM: superior Dominate, no Ventrue', () => {
    const r = run('-clan:ventrue d:DOM');
    expect(r.total).toBe(252);
    for (const c of r.items) {
      expect(c.clans).not.toContain('Ventrue');
      expect(c.disciplines).toContainEqual({ code: 'dom', level: 2 });
    }
    // lower case: inferior or superior, plus library cards that require Dominate
    const any = run('d:dom kind:crypt').total;
    expect(any).toBe(299 + 294);
    expect(run('inf:dom').total).toBe(294);
    expect(run('sup:dom').total).toBe(299);
    expect(run('d:dominate kind:library').total).toBe(58);
  });

  test('"blood hunt" phrase vs. the two words', () => {
    const phrase = run('"blood hunt"');
    const words = run('blood hunt');
    expect(phrase.total).toBe(31);
    expect(words.total).toBeGreaterThan(phrase.total);
    expect(phrase.items.map((c) => c.name)).toContain('Blood Hunt');
  });

  test('accent-insensitive: Sabbat = sábbat = SABBAT, Céleste = celeste', () => {
    const plain = run('sabbat').total;
    expect(plain).toBeGreaterThan(500);
    expect(run('sábbat').total).toBe(plain);
    expect(run('SABBAT').total).toBe(plain);
    expect(run('sect:sábbat').total).toBe(run('sect:Sabbat').total);
    expect(names('celeste')).toEqual(expect.arrayContaining(['Céleste Lamontagne']));
  });

  test('names, display names, aka and Spanish names are searched', () => {
    expect(names('rack')).toContain('Rack, The');
    expect(names('n:bloodhunt')).toContain('Blood Hunt'); // aka
    const bats = service.get('vtes:100029');
    const esWord = bats.nameEs!.split(' ').at(-1)!;
    expect(names(`n:${esWord}`)).toContain('Aid from Bats');
    // the name ranks first when the first word starts a name
    expect(run('magnum').items[0].name).toBe('.44 Magnum');
  });

  test('field phrases: x:"+1 bleed" and n:"blood doll"', () => {
    const r = run('x:"+1 bleed" kind:crypt', 500);
    expect(r.total).toBeGreaterThan(20);
    for (const c of r.items) expect(service.get(c.uid).text.toLowerCase()).toContain('+1 bleed');
    expect(names('n:"blood doll"')).toContain('Blood Doll');
  });

  test('a signed number keeps its sign: x:"+1 stealth" is not "-1 stealth" (issue 32 item 6)', () => {
    const text = (uid: string) => service.get(uid).text.toLowerCase();
    const plus = run('x:"+1 stealth"', 500);
    const minus = run('x:"-1 stealth"', 500);
    const unsigned = run('x:"1 stealth"', 500);
    expect(plus.total).toBeGreaterThan(10);
    expect(minus.total).toBeGreaterThan(0);
    for (const c of plus.items) expect(text(c.uid)).toContain('+1 stealth');
    for (const c of minus.items) expect(text(c.uid)).toContain('-1 stealth');
    // a card with only "-1 stealth" is found by the unsigned phrase and the minus one, not by the plus one
    const onlyMinus = minus.items.find((c) => !text(c.uid).includes('+1 stealth'))!;
    expect(onlyMinus).toBeDefined();
    expect(unsigned.items.map((c) => c.uid)).toContain(onlyMinus.uid);
    expect(plus.items.map((c) => c.uid)).not.toContain(onlyMinus.uid);
    // the same in a plain phrase and next to other words; negated, the sign still counts
    expect(run('"+1 stealth"', 500).items.map((c) => c.uid)).not.toContain(onlyMinus.uid);
    expect(run('"+1 stealth" kind:library', 500).items.map((c) => c.uid)).not.toContain(onlyMinus.uid);
    expect(run('x:"1 stealth" -x:"+1 stealth"', 500).items.map((c) => c.uid)).toContain(onlyMinus.uid);
  });

  test('a lone word of one or two letters matches the start of a name word only', () => {
    const a = run('a', 500);
    expect(a.total).toBeGreaterThan(300);
    expect(a.total).toBeLessThan(run('x:a*').total);
    for (const c of a.items) {
      const d = service.get(c.uid);
      const words = [d.name, d.displayName, d.aka ?? '', d.nameEs ?? '']
        .join(' ')
        .normalize('NFD')
        .replace(/\p{M}/gu, '')
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u);
      expect(
        words.some((w) => w.startsWith('a')),
        d.name,
      ).toBe(true);
    }
    expect(names('ra')).toContain('Rack, The');
    // from three letters on, texts count too
    expect(run('the').total).toBeGreaterThan(run('th').total);
    expect(names('rac')).toContain('Rack, The');
  });

  test('paging through one result list', () => {
    const first = service.search({ q: 'blood', filters: {}, offset: 0, limit: 100 });
    const second = service.search({ q: 'blood', filters: {}, offset: 100, limit: 100 });
    expect(second.total).toBe(first.total);
    const uids = new Set([...first.items, ...second.items].map((c) => c.uid));
    expect(uids.size).toBe(200);
  });

  test('OR, parentheses and negated words', () => {
    const a = run('t:action').total;
    const r = run('t:reaction').total;
    const both = run('t:action t:reaction').total;
    expect(run('t:action OR t:reaction').total).toBe(a + r - both);
    const grouped = run('(t:action OR t:reaction) d:obf -d:aus');
    for (const c of grouped.items) {
      expect(c.types.some((t) => t === 'Action' || t === 'Reaction')).toBe(true);
      expect(c.libraryDisciplines.flat()).toContain('obf');
      expect(c.libraryDisciplines.flat()).not.toContain('aus');
    }
    expect(run('blood -hunt').total).toBe(run('blood').total - run('blood hunt').total);
  });

  test('numbers, costs X, groups, votes, titles, banned, flags, sets, artists, kind, game', () => {
    expect(run('pool:x').total).toBe(5);
    expect(run('blood:x').total).toBe(19);
    expect(run('pool>=4').total).toBe(17 + 7 + 2);
    expect(run('g:any').total).toBe(2);
    expect(run('g>=7').total).toBe(39);
    expect(run('g:4 kind:crypt').total).toBe(436);
    expect(run('votes>=3').total).toBe(26 + 24 + 13 + 1);
    expect(run('title:"inner circle"').total).toBe(13);
    expect(run('title:prince').total).toBe(87);
    expect(run('is:titled').total).toBe(1785 - 1350);
    expect(run('banned:yes').total).toBe(20);
    expect(run('banned:no').total).toBe(4149 - 20);
    expect(run('banned:2020').total).toBe(5);
    expect(run('is:advanced').total).toBe(65);
    expect(run('is:burn').total).toBe(51);
    expect(run('kind:crypt').total).toBe(1785);
    expect(run('game:vtes').total).toBe(4149);
    expect(run('game:vendetta').total).toBe(0);
    const v5 = run('set:v5');
    expect(v5.total).toBeGreaterThan(100);
    expect(run('set:"fifth edition"').total).toBe(v5.total);
    expect(run('artist:hoover').total).toBeGreaterThan(5);
    const both = run('clan:malkavian clan:"malkavian antitribu"').total;
    expect(both).toBe(1); // a library card playable by either clan
    expect(run('clan:malk*').total).toBe(run('clan:malkavian').total + run('clan:"malkavian antitribu"').total - both);
    expect(run('cap!=11 kind:crypt').total).toBe(1785 - 32);
    expect(run('is:unique t:master').total).toBeGreaterThan(50);
  });

  test('a syntax error from search() changes nothing and is an AppError', () => {
    const before = store.get<{ k: number }>('SELECT count(*) AS k FROM cards')!.k;
    expect(() => run('clan:(')).toThrow(AppError);
    expect(store.get<{ k: number }>('SELECT count(*) AS k FROM cards')!.k).toBe(before);
  });
});

describe('card names with a colon are words, not fields (issue 14, item 4)', () => {
  test.each(['Khabar: Loyalty', 'Powerbase: Zürich', 'foo:bar'])('%s parses as plain words', (q) => {
    const ast = parseQuery(q);
    expect(JSON.stringify(ast)).not.toContain('"field"');
    expect(JSON.stringify(ast)).toContain(q.split(' ')[0]);
  });

  test('a known field name before a colon is still a field', () => {
    expect(parseQuery('clan:brujah')).toMatchObject({ type: 'field', field: 'clan', value: 'brujah' });
  });
});
