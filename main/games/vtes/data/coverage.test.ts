/**
 * Issue 27 item 11: the coverage figures. Cards count by type and status (full, draft, manual); TWD
 * slots count as full only when their card is; a deck counts as entirely full only when every card
 * is; the most played cards not full come first; a card whose text changed is manual and listed.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OFFICIAL_FILES } from '../../../testing/catalog';
import { parseVeknFiles } from '../../../cards/vekn';
import { officialFiles, sharedFile } from '../../../testing/shared-data';
import { STARTER_DECKS } from './starters';
import { cardCoverage, fraction } from './coverage';
import { CARD_DATA } from './load';

const counts = (list: [string, number][]) => Object.fromEntries(list.map(([id, n]) => [`vtes:${id}`, n]));

describe.skipIf(!existsSync(sharedFile(OFFICIAL_FILES[0])) && !process.env.CI)('V:TES card coverage (issue 27 item 11)', () => {
  const cards = parseVeknFiles(officialFiles(OFFICIAL_FILES)).cards;
  const ventrue = { crypt: counts(STARTER_DECKS.ventrue.crypt), library: counts(STARTER_DECKS.ventrue.library) };

  it('counts every official card once by type and status; the entries are the full ones', () => {
    const c = cardCoverage(cards, []);
    expect(c.cards).toBe(cards.length);
    expect(c.totals).toEqual({ full: CARD_DATA.size, draft: 0, manual: cards.length - CARD_DATA.size });
    // the vampires with an entry (plain ones in vampire.json, those with abilities in crypt.json)
    expect(c.byType.Vampire.full).toBe(cards.filter((d) => d.types.includes('Vampire') && CARD_DATA.has(d.id)).length);
    expect(c.byType.Vampire.full).toBeGreaterThan([...CARD_DATA.values()].filter((e) => e.file === 'vampire').length);
    const sum = Object.values(c.byType).reduce((a, s) => a + s.full + s.draft + s.manual, 0);
    expect(sum).toBe(cards.length);
    expect([c.stale, c.mismatch, c.missing]).toEqual([[], [], []]);
  });

  it('a starter deck is entirely full; a deck with one manual card is not, and that card leads the list of cards not full', () => {
    const network = '101139';
    const mixed = { crypt: ventrue.crypt, library: { ...ventrue.library, [`vtes:${network}`]: 3 } };
    const c = cardCoverage(cards, [ventrue, mixed]);
    expect(c.twd).toEqual({
      decks: 2,
      librarySlots: 77 * 2 + 3,
      librarySlotsFull: 77 * 2,
      cryptSlots: 24,
      cryptSlotsFull: 24,
      decksAllFull: 1,
    });
    expect(c.decksMissing.slice(0, 3)).toEqual([1, 1, 0]);
    expect(c.topNotFull).toEqual([{ id: network, name: 'Madness Network', type: 'Master', status: 'manual', slots: 3, decks: 1 }]);
    expect(fraction(c.twd.librarySlotsFull, c.twd.librarySlots)).toBeCloseTo(154 / 157);
    expect(fraction(1, 0)).toBe(0);
  });

  it('a card whose official text changed counts as manual and is listed as such', () => {
    const changed = cards.map((x) => (x.id === '100845' ? { ...x, text: `${x.text} More.` } : x));
    const malkavian = { crypt: counts(STARTER_DECKS.malkavian.crypt), library: counts(STARTER_DECKS.malkavian.library) };
    const c = cardCoverage(changed, [malkavian]);
    expect(c.stale).toEqual(['100845']);
    expect(c.totals.full).toBe(CARD_DATA.size - 1);
    expect(c.twd.decksAllFull).toBe(0);
    expect(c.topNotFull.map((x) => x.id)).toEqual(['100845']);
  });
});
