import { beforeAll, describe, expect, it } from 'vitest';
import type { DeckCardIndex } from '../cards';
import { realIndex } from '../../testing/real-decks';
import type { DeckContent } from '../types';
import { detectFormat, exportDeck, FormatError, importDeck } from './index';

let index: DeckCardIndex;
beforeAll(() => {
  index = realIndex();
});

// Small hand-written lists in each format (card names only; no card text).
const TWD = `Some Event
Somewhere
January 1st 2024

Deck Name: Little Test
Created by: Someone
Description: two lines
of notes

Crypt (12 cards, min=20, max=28, avg=6)
---------------------------------------
6x Theo Bell           8  CEL POT PRE aus dom  Brujah:6   -- our star
6x Aaradhya, The Callous Tyrant  10  ANI DOM FOR POT PRE  cardinal  Ventrue:6

Library (61 cards)
Master (1)
1x Rack, The

Combat (60)
60x Immortal Grapple   -- always
`;

const ARDB = `Deck Name : Little Test
Author : Someone
Description :
two lines

Crypt [12 vampires] Capacity min: 20 max: 28 average: 6.00
------------------------------------------------------------
6x Theo Bell          8 CEL POT PRE aus dom    Brujah:6
6x Aaradhya, The Callous Tyrant	10 ANI DOM FOR POT PRE cardinal Ventrue:6

Library [61 cards]
------------------------------------------------------------
Master [1]
  1x Rack, The
Combat [60]
  60x Immortal Grapple
`;

const LACKEY = '1\tThe Rack\n60\tImmortal Grapple\nCrypt:\n6\tTheo Bell (G6)\n6\tAaradhya, The Callous Tyrant\n';
const JOL = '6x Theo Bell (G6)\n6x Aaradhya, The Callous Tyrant\n\n1x Rack, The\n60x Immortal Grapple\n';
const KRCG = '{"name": "Little Test", "cards": {"201613": 6, "201733": 6, "101536": 1, "100959": 60}}';
const VDB = 'https://vdb.im/decks/deck?name=Little+Test&author=Someone#201613=6;201733=6;101536=1;100959=60';
const TEXT =
  'Deck: Little Test\n\nCrypt (12)\n6 Theo Bell (G6)\n6 Aaradhya, The Callous Tyrant\n\nLibrary (61)\nMaster (1)\n1 The Rack\nCombat (60)\n60 Immortal Grapple\n';

const CRYPT = { 'vtes:201613': 6, 'vtes:201733': 6 };
const LIBRARY = { 'vtes:101536': 1, 'vtes:100959': 60 };

describe('detectFormat', () => {
  it.each([
    ['twd', TWD],
    ['ardb', ARDB],
    ['lackey', LACKEY],
    ['jol', JOL],
    ['krcg', KRCG],
    ['vdb', VDB],
    ['text', TEXT],
  ])('%s', (format, text) => {
    expect(detectFormat(text)).toBe(format);
  });
  it('uses the .json file name for KRCG', () => {
    expect(detectFormat(' \n{"cards":{}}', 'deck.json')).toBe('krcg');
  });
});

describe('importDeck reads every format to the same cards', () => {
  it.each([
    ['twd', TWD],
    ['ardb', ARDB],
    ['lackey', LACKEY],
    ['jol', JOL],
    ['krcg', KRCG],
    ['vdb', VDB],
    ['text', TEXT],
  ])('%s', (format, text) => {
    const r = importDeck(index, text, {});
    expect(r.format).toBe(format);
    expect(r.unresolved).toEqual([]);
    expect(r.content.crypt).toEqual(CRYPT);
    expect(r.content.library).toEqual(LIBRARY);
  });

  it('TWD: name, author, notes (event header + description), comments stripped', () => {
    const r = importDeck(index, TWD, {});
    expect(r.content.name).toBe('Little Test');
    expect(r.content.author).toBe('Someone');
    expect(r.content.notes).toBe('Some Event\nSomewhere\nJanuary 1st 2024\n\ntwo lines\nof notes');
    expect(r.notices).toEqual([]);
  });

  it('VDB: name and author from the link; KRCG full deck JSON is read too', () => {
    expect(importDeck(index, VDB).content).toMatchObject({ name: 'Little Test', author: 'Someone' });
    const full = JSON.stringify({
      name: 'Full',
      crypt: {
        count: 12,
        cards: [
          { id: 201613, count: 6 },
          { id: 201733, count: 6 },
        ],
      },
      library: {
        count: 61,
        cards: [
          { type: 'Master', count: 1, cards: [{ id: 101536, count: 1 }] },
          { type: 'Combat', count: 60, cards: [{ id: 100959, count: 60 }] },
        ],
      },
    });
    const r = importDeck(index, full);
    expect(r.content.crypt).toEqual(CRYPT);
    expect(r.content.library).toEqual(LIBRARY);
  });

  it('takes the name from the file name when the format has none', () => {
    expect(importDeck(index, JOL, { fileName: 'C:\\decks\\Brujah rush.jol.txt' }).content.name).toBe('Brujah rush');
    const r = importDeck(index, JOL);
    expect(r.content.name).toBe('');
    expect(r.notices).toContainEqual({ key: 'no_name' });
  });

  it('reports card lines it cannot read as ignored, with the line number; comment lines are skipped quietly', () => {
    const r = importDeck(index, 'Crypt:\n12x Anson\nLibrary:\n60 Immortal Grapple\nthis is not a card line\n-- a comment\n// another\n', {
      format: 'text',
      fileName: 'x.txt',
    });
    expect(r.notices).toEqual([{ line: 5, key: 'line_ignored', params: { line: 5, text: 'this is not a card line' } }]);
  });

  it('puts cards where they belong and says so when the list had them in the other section', () => {
    const r = importDeck(index, 'Crypt:\n12x Anson\n1x The Rack\nLibrary:\n60 Immortal Grapple\n', { format: 'text' });
    expect(r.content.library['vtes:101536']).toBe(1);
    expect(r.notices).toContainEqual({ line: 3, key: 'section_moved', params: { line: 3, name: 'Rack, The', section: 'library' } });
  });

  it('ARDB as ARDB writes it: names cut to 18 characters, an "Adv" column, short clans', () => {
    const text = [
      'Deck Name : Cut',
      '',
      'Crypt [12 vampires] Capacity min: 20 max: 40 average: 8.33',
      '------------------------------------------------------------',
      ' 6x Aaradhya, The Cal     10 ANI DOM FOR POT PRE cardinal Ventrue:6',
      " 4x Dancin' Dana      Adv 6 AUS CEL dom obf        Malkavian:1",
      " 2x Dancin' Dana          6 AUS cel obf            Malkavian:1",
      '',
      'Library [1 cards]',
      '------------------------------------------------------------',
      'Master [1]',
      ' 1x Rack, The',
    ].join('\n');
    const r = importDeck(index, text);
    expect(r.format).toBe('ardb');
    expect(r.unresolved).toEqual([]);
    expect(r.content.crypt).toEqual({ 'vtes:201733': 6, 'vtes:200314': 4, 'vtes:200313': 2 });
  });

  it('Lackey as Sutekh writes it: "Adv." after advanced names, articles at the end', () => {
    const r = importDeck(index, "1\tRack, The\nCrypt:\n2\tDancin' Dana Adv.\n1\tDancin' Dana\n");
    expect(r.format).toBe('lackey');
    expect(r.content.crypt).toEqual({ 'vtes:200314': 2, 'vtes:200313': 1 });
    expect(r.content.library).toEqual({ 'vtes:101536': 1 });
  });

  it('JOL as Sutekh writes it: "4xName", a bare name for one copy, "(advanced)"', () => {
    const r = importDeck(index, "4xAnson\nDancin' Dana (advanced)\n7xDancin' Dana\n\n2xRack, The\n", { format: 'jol' });
    expect(r.content.crypt).toEqual({ 'vtes:200107': 4, 'vtes:200314': 1, 'vtes:200313': 7 });
    expect(r.content.library).toEqual({ 'vtes:101536': 2 });
    expect(detectFormat('4xAnson\nThe Rack\n')).toBe('jol');
  });

  it('a count followed by a name starting with X is not a multiplier', () => {
    const r = importDeck(index, '2 Xaviar\n', { format: 'jol' });
    expect(Object.values(r.content.crypt)).toEqual([2]);
    expect(index.byUid.get(Object.keys(r.content.crypt)[0])!.name).toBe('Xaviar');
  });

  it('JOL: a bare name is one copy', () => {
    const r = importDeck(index, 'Anson\n11x Anson\nThe Rack\n', { format: 'jol' });
    expect(r.content.crypt).toEqual({ 'vtes:200107': 12 });
    expect(r.content.library).toEqual({ 'vtes:101536': 1 });
  });

  it('adds up repeated lines of the same card', () => {
    const r = importDeck(index, '6x Anson\n6x Anson\n30x Immortal Grapple\n30x Immortal Grapple\n', { format: 'jol' });
    expect(r.content.crypt).toEqual({ 'vtes:200107': 12 });
    expect(r.content.library).toEqual({ 'vtes:100959': 60 });
  });

  it('reports unknown KRCG/VDB ids as unresolved lines', () => {
    const r = importDeck(index, '{"cards": {"999999": 2, "200107": 12}}');
    expect(r.unresolved).toMatchObject([{ name: '999999', count: 2 }]);
    expect(r.content.crypt).toEqual({ 'vtes:200107': 12 });
  });
});

describe('importDeck rejects unreadable input with a reason', () => {
  const reason = (f: () => unknown) => {
    try {
      f();
    } catch (e) {
      return e instanceof FormatError ? e.key : String(e);
    }
    return 'no error';
  };
  it('bad JSON, no cards, bad counts', () => {
    expect(reason(() => importDeck(index, '{"cards": '))).toBe('bad_json');
    expect(reason(() => importDeck(index, '{"deck": 1}'))).toBe('no_cards');
    expect(reason(() => importDeck(index, '{"cards": {"200107": -1}}'))).toBe('bad_count');
    expect(reason(() => importDeck(index, 'just some words\nand more words'))).toBe('no_cards');
  });
  it('VDB links without cards or with broken parts', () => {
    expect(reason(() => importDeck(index, 'https://vdb.im/decks/abcdef0123'))).toBe('link_without_cards');
    expect(reason(() => importDeck(index, 'https://vdb.im/decks/deck?name=x#200107=two'))).toBe('bad_link_part');
  });
});

describe('exportDeck', () => {
  const deck: DeckContent = {
    name: 'Little Test',
    edition: 'vekn-current',
    tableSize: 5,
    crypt: CRYPT,
    library: LIBRARY,
    notes: 'two lines\nof notes',
    tags: [],
    author: 'Someone',
  };

  it('TWD: header, crypt table with TWD capacity figures, superior disciplines first, library by type', () => {
    const t = exportDeck(index, deck, 'twd');
    expect(t.fileName).toBe('Little Test.twd.txt');
    const lines = t.text.split('\n');
    expect(lines.slice(0, 5)).toEqual(['Deck Name: Little Test', 'Created by: Someone', 'Description:', 'two lines', 'of notes']);
    expect(t.text).toContain('Crypt (12 cards, min=32, max=40, avg=9)');
    expect(t.text).toMatch(/^6x Aaradhya, The Callous Tyrant\s+10\s+ANI DOM FOR POT PRE\s+cardinal\s+Ventrue:6$/m);
    expect(t.text).toMatch(/^6x Theo Bell\s+8\s+CEL POT PRE aus dom\s+Brujah:6$/m);
    expect(t.text).toContain('Library (61 cards)\nMaster (1)\n1x Rack, The\n\nCombat (60)\n60x Immortal Grapple');
  });

  it('Lackey and JOL name multi-group vampires with their group', () => {
    expect(exportDeck(index, deck, 'lackey').text).toContain('6\tTheo Bell (G6)');
    expect(exportDeck(index, deck, 'jol').text).toContain('6x Theo Bell (G6)');
  });

  it('KRCG JSON and VDB link carry ids', () => {
    expect(JSON.parse(exportDeck(index, deck, 'krcg').text)).toEqual({
      name: 'Little Test',
      author: 'Someone',
      comments: 'two lines\nof notes',
      cards: { '201733': 6, '201613': 6, '101536': 1, '100959': 60 },
    });
    expect(exportDeck(index, deck, 'vdb').text).toBe(
      'https://vdb.im/decks/deck?name=Little+Test&author=Someone&description=two+lines%0Aof+notes#201733=6;201613=6;101536=1;100959=60',
    );
  });
});
