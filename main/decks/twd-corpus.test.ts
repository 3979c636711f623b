/**
 * The 903 tournament-winning decks of ../shared/data/twd (read from there, never copied):
 * every file imports with every card resolved to the printing the list names, is legal under
 * the current rules (vtes-pl "Budowa talii") except for the cases docs/decks.md explains, and
 * survives export + import in every format.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { DeckCardIndex } from './cards';
import { exportDeck, importDeck, type ImportResult } from './formats';
import { stripComment } from './formats/parsed';
import { checkLegality } from './legality';
import { normalizeName } from './normalize';
import { splitSuffixes } from './resolve';
import { realIndex, twdFiles } from '../testing/real-decks';
import { DECK_FORMATS, type DeckContent } from './types';

/** Decks that break a rule other than a ban decided after the event (see docs/decks.md). */
const KNOWN_ILLEGAL: Record<string, string[]> = {
  // Lucian (group 1) with groups 3-4: the published list mixes three groups.
  '2016rotmmb.txt': ['crypt_groups'],
  // Published with 91 library cards (the header says so too).
  'ckgc2k.txt': ['library_too_large'],
  // Published with 91 library cards, and one card banned after the event.
  'saveface2k1.txt': ['library_too_large', 'banned_card'],
};

let index: DeckCardIndex;
let decks: { name: string; text: string; result: ImportResult }[];

beforeAll(() => {
  index = realIndex();
  decks = twdFiles().map((f) => ({ ...f, result: importDeck(index, f.text, { fileName: f.name }) }));
});

const total = (c: Record<string, number>) => Object.values(c).reduce((a, b) => a + b, 0);
const sorted = (c: Record<string, number>) => Object.entries(c).sort(([a], [b]) => a.localeCompare(b));

describe('TWD corpus: import', () => {
  it('reads all 903 files as TWD with every card resolved', () => {
    expect(decks.length).toBe(903);
    const bad = decks.filter((d) => d.result.format !== 'twd' || d.result.unresolved.length).map((d) => d.name);
    expect(bad).toEqual([]);
  });

  it('finds as many crypt and library cards as each file header announces', () => {
    const bad: string[] = [];
    for (const d of decks) {
      const crypt = Number(/^Crypt \((\d+) cards/m.exec(d.text)?.[1]);
      const library = Number(/^Library \((\d+) cards/m.exec(d.text)?.[1]);
      if (crypt !== total(d.result.content.crypt) || library !== total(d.result.content.library)) bad.push(d.name);
    }
    expect(bad).toEqual([]);
  });

  it('resolves each crypt line to the printing with its group, capacity and advanced mark', () => {
    const bad: string[] = [];
    for (const d of decks) {
      for (const l of d.result.lines) {
        const c = index.byUid.get(l.uid)!;
        if (c.kind !== 'crypt') continue;
        const adv = /\(adv\)/i.test(l.text);
        if (c.group !== l.group || c.capacity !== l.capacity || c.advanced !== adv) bad.push(`${d.name}:${l.line} ${l.text}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('resolves each library line to the card of that official name', () => {
    const bad: string[] = [];
    for (const d of decks) {
      for (const l of d.result.lines) {
        const c = index.byUid.get(l.uid)!;
        if (c.kind !== 'library') continue;
        const written = normalizeName(splitSuffixes(stripComment(l.text.replace(/^\d+\s*x?\s*/i, ''))).base);
        if (written !== normalizeName(c.name) && written !== normalizeName(c.displayName)) bad.push(`${d.name}:${l.line} ${l.text}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('takes the deck name, author and description from the header', () => {
    const d = decks.find((x) => x.name === '10012.txt')!;
    expect(d.result.content.name).toBe('Malk Madness (SDV 27)');
    expect(d.result.content.author).toBe('Krieg');
    expect(d.result.content.notes).toContain('Sede de Vitae Part 27');
  });
});

describe('TWD corpus: legality under vtes-pl "Budowa talii"', () => {
  it('every deck is legal except for bans decided after its event and the known cases', () => {
    const unexpected: string[] = [];
    let bannedLater = 0;
    for (const d of decks) {
      const r = checkLegality(index, d.result.content);
      const errors = r.problems.filter((p) => p.severity === 'error');
      if (!errors.length) continue;
      if (KNOWN_ILLEGAL[d.name]) {
        if (errors.map((e) => e.code).join() !== KNOWN_ILLEGAL[d.name].join()) unexpected.push(`${d.name}: ${errors.map((e) => e.code)}`);
        continue;
      }
      const year = Number(/\b(19[89]\d|20[0-4]\d)\b/.exec(d.text.split('\n').slice(0, 6).join(' '))?.[1]);
      const allLaterBans = errors.every((e) => e.code === 'banned_card' && Number(e.params.year) >= year);
      if (allLaterBans) bannedLater++;
      else unexpected.push(`${d.name}: ${errors.map((e) => `${e.code} ${JSON.stringify(e.params)}`).join('; ')}`);
    }
    expect(unexpected).toEqual([]);
    expect(bannedLater).toBe(143);
  });
});

describe('TWD corpus: the imbued decks (imbued appendix A.1-A.3, the "Hunters" decks)', () => {
  it('the 22 decks with imbued are legal in both editions, and no imbued-only card of theirs is unplayable', () => {
    const imbuedDecks = decks.filter((d) => Object.keys(d.result.content.crypt).some((u) => index.byUid.get(u)?.types.includes('Imbued')));
    expect(imbuedDecks.length).toBe(22);
    const found: string[] = [];
    for (const d of imbuedDecks)
      for (const edition of ['vekn-current', 'es-2018'] as const) {
        const r = checkLegality(index, { ...d.result.content, edition, tableSize: 5 });
        for (const p of r.problems)
          if (p.severity === 'error' && p.code !== 'banned_card') found.push(`${d.name} ${edition}: ${p.code}`);
          else if (p.code === 'unplayable_card' && (p.params.reason === 'imbued' || p.params.reason === 'discipline'))
            found.push(`${d.name} ${edition}: ${String(p.params.name)} ${String(p.params.reason)}`);
      }
    expect(found).toEqual([]);
  });
});

describe('TWD corpus: TWD export', () => {
  it('writes the same crypt header (count, min, max, avg) and library type headers (with trifles) as each file', () => {
    const bad: string[] = [];
    const typeHeaders = (t: string) =>
      [...t.slice(t.indexOf('\nLibrary (')).matchAll(/^([A-Z][A-Za-z ]+(?:\/[A-Z][A-Za-z ]+)*) \(\d+[^)]*\)\s*$/gm)].map((m) =>
        m[0].trim(),
      );
    for (const d of decks) {
      const out = exportDeck(index, d.result.content, 'twd').text;
      const crypt = (t: string) => /^Crypt \(.*$/m.exec(t)?.[0].trim();
      if (crypt(out) !== crypt(d.text) || typeHeaders(out).join('|') !== typeHeaders(d.text).join('|')) bad.push(d.name);
    }
    expect(bad).toEqual([]);
  });
});

describe('TWD corpus: export then import gives back the same deck', () => {
  for (const format of DECK_FORMATS) {
    it(`${format}: same crypt and library${['jol', 'lackey'].includes(format) ? '' : ', name, author and notes'} for all 903 decks`, () => {
      const bad: string[] = [];
      for (const d of decks) {
        const a: DeckContent = d.result.content;
        const text = exportDeck(index, a, format).text;
        const back = importDeck(index, text, {});
        const b = back.content;
        const same =
          back.format === format &&
          back.unresolved.length === 0 &&
          JSON.stringify(sorted(a.crypt)) === JSON.stringify(sorted(b.crypt)) &&
          JSON.stringify(sorted(a.library)) === JSON.stringify(sorted(b.library)) &&
          (['jol', 'lackey'].includes(format) || (a.name === b.name && a.author === b.author && a.notes === b.notes));
        if (!same) bad.push(d.name);
      }
      expect(bad).toEqual([]);
    });
  }
});
