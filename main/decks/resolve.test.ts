import { beforeAll, describe, expect, it } from 'vitest';
import { parseVeknFiles } from '../cards/vekn';
import { officialFiles } from '../testing/shared-data';
import { buildCardIndex, type DeckCardIndex } from './cards';
import { importDeck } from './formats';
import { editDistance, normalizeName } from './normalize';
import { resolveName, splitSuffixes, suggest } from './resolve';
import { realIndex } from '../testing/real-decks';

let index: DeckCardIndex;
beforeAll(() => {
  index = realIndex();
});

const one = (name: string, extra: Parameters<typeof resolveName>[1] extends infer Q ? Partial<Q> : never = {}) => {
  const r = resolveName(index, { name, ...extra });
  return r.length === 1 ? r[0] : null;
};

describe('normalizeName / editDistance', () => {
  it('ignores case, accents, quotes and punctuation', () => {
    expect(normalizeName('Rötschreck')).toBe('rotschreck');
    expect(normalizeName("DANCIN' DANA")).toBe('dancin dana');
    expect(normalizeName('Pentex™ Subversion')).toBe(normalizeName('Pentex(TM) Subversion'));
    expect(normalizeName('Clara Hjortshøj')).toBe('clara hjortshoj');
  });
  it('computes Levenshtein distances and stops early past the limit', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('abc', 'abc')).toBe(0);
    expect(editDistance('abcdef', 'zzzzzz', 2)).toBe(3);
  });
});

describe('resolveName', () => {
  it('is case- and accent-insensitive', () => {
    expect(one('rotschreck')?.name).toBe('Rötschreck');
    expect(one('ASHUR TABLETS')?.name).toBe('Ashur Tablets');
  });

  it('understands "Rack, The" and "The Rack"', () => {
    expect(one('The Rack')?.name).toBe('Rack, The');
    expect(one('Rack, The')?.name).toBe('Rack, The');
    expect(one('rack the')?.name).toBe('Rack, The');
  });

  it('understands Aka names', () => {
    expect(one('Raven')?.name).toBe('Camille Devereux, The Raven');
    expect(one('Camille Devereux')?.name).toBe('Camille Devereux, The Raven');
  });

  it('keeps official names that end in parentheses', () => {
    expect(one('Lodin (Olaf Holte)')?.id).toBe('200848');
  });

  it('reads (ADV), (advanced) and (G2) suffixes', () => {
    expect(splitSuffixes("Dancin' Dana (ADV)")).toEqual({ base: "Dancin' Dana", advanced: true });
    expect(splitSuffixes('Theo Bell (G6) (adv)')).toEqual({ base: 'Theo Bell', advanced: true, group: '6' });
    expect(one("Dancin' Dana (ADV)")?.id).toBe('200314');
    expect(one("Dancin' Dana (advanced)")?.id).toBe('200314');
    expect(one("Dancin' Dana")?.id).toBe('200313');
    expect(one('Theo Bell (G6)')?.id).toBe('201613');
    expect(one('Theo Bell (G2)')?.id).toBe('201362');
    expect(one('Theo Bell (G2) (ADV)')?.id).toBe('201363');
  });

  it('uses the group and capacity columns of a crypt table', () => {
    expect(one('Theo Bell', { group: '6' })?.id).toBe('201613');
    expect(one('Theo Bell', { capacity: 7 })?.id).toBe('201362');
  });

  it('returns every candidate for a bare multi-group name', () => {
    expect(
      resolveName(index, { name: 'Theo Bell' })
        .map((c) => c.id)
        .sort(),
    ).toEqual(['201362', '201613']);
  });

  it('understands Spanish names when the Spanish files were imported (English first)', () => {
    const es = buildCardIndex(
      parseVeknFiles(
        officialFiles([
          'vekn/vtescrypt.csv',
          'vekn/vteslib.csv',
          'vekn/vtessets.csv',
          'vekn-es/vteslib.es-ES.csv',
          'vekn-es/vtescrypt.es-ES.csv',
        ]),
      ).cards,
    );
    expect(resolveName(es, { name: 'Ayuda de murcielagos' }).map((c) => c.name)).toEqual(['Aid from Bats']);
    expect(resolveName(es, { name: 'Magnum .44' }).map((c) => c.name)).toEqual(['.44 Magnum']);
    expect(resolveName(es, { name: '.44 Magnum' }).map((c) => c.name)).toEqual(['.44 Magnum']);
  });

  it('returns nothing for unknown names', () => {
    expect(resolveName(index, { name: 'Not A Card At All' })).toEqual([]);
  });
});

describe('suggest', () => {
  it('offers the closest names first', () => {
    const s = suggest(index, 'Ashur Tablet');
    expect(s[0]).toMatchObject({ uid: 'vtes:100106', name: 'Ashur Tablets', distance: 1 });
  });
  it('offers the full name for a shortened one', () => {
    expect(suggest(index, 'Sascha Vykos').map((x) => x.name)).toContain('Sascha Vykos, The Angel of Caine');
  });
});

describe('import: bare multi-group vampire names take their group from the rest of the crypt', () => {
  it('picks group 6 next to group 5-6 vampires and group 2 next to group 1-2 vampires', () => {
    const late = importDeck(index, '3x Theo Bell\n2x Aaradhya, The Callous Tyrant\n', { format: 'jol' });
    expect(late.content.crypt).toEqual({ 'vtes:201613': 3, 'vtes:201733': 2 });
    expect(late.notices).toContainEqual({ line: 1, key: 'group_chosen', params: { line: 1, name: 'Theo Bell', group: '6' } });
    const early = importDeck(index, '3x Theo Bell\n2x Anson\n', { format: 'jol' });
    expect(early.content.crypt).toEqual({ 'vtes:201362': 3, 'vtes:200107': 2 });
  });

  it('reports unknown names with their line number and the closest matches, and keeps the rest', () => {
    const r = importDeck(index, 'Crypt:\n12x Anson\nLibrary:\n60x Ashur Tablet\n', { format: 'text' });
    expect(r.content.crypt).toEqual({ 'vtes:200107': 12 });
    expect(r.content.library).toEqual({});
    expect(r.unresolved).toHaveLength(1);
    expect(r.unresolved[0]).toMatchObject({ line: 4, name: 'Ashur Tablet', count: 60, section: 'library' });
    expect(r.unresolved[0].suggestions[0].name).toBe('Ashur Tablets');
  });
});
