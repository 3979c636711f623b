/**
 * Issue 27 item 3: the draft generator proposes entries with status draft for the cards without a
 * reviewed entry (or the ones asked for), each valid for the data files, and counts the TWD slots of
 * the cards whose draft proposes more than their catalog facts.
 */
import { describe, expect, it } from 'vitest';
import { parseVeknFiles } from '../cards/vekn';
import { EntrySchema } from '../games/vtes/data/entry';
import { CARD_DATA, dataStatus } from '../games/vtes/data/load';
import { readsMoreThanFacts } from '../games/vtes/draft/entry';
import { OFFICIAL_FILES } from '../testing/catalog';
import { officialFiles } from '../testing/shared-data';
import { draftReport } from './card-drafts';

const cards = parseVeknFiles(officialFiles(OFFICIAL_FILES)).cards;
const byName = (n: string) => cards.find((c) => c.name === n)!;

describe('V:TES draft generator (npm run cards:draft)', () => {
  it('proposes a draft for every card without a reviewed entry, none for the reviewed ones', () => {
    const r = draftReport(cards, []);
    expect(r.stats.reviewed).toBe(cards.filter((c) => dataStatus(c) === 'full').length);
    expect(r.stats.drafts).toBe(cards.length - r.stats.reviewed);
    for (const [id, e] of Object.entries(r.entries)) {
      expect(CARD_DATA.get(id)?.status === 'full' && dataStatus(cards.find((c) => c.id === id)!) === 'full').toBe(false);
      expect(e.status).toBe('draft');
      expect(EntrySchema.safeParse(e).success).toBe(true);
    }
  });

  it('proposes drafts for the ids asked for only, reviewed ones too', () => {
    const govern = byName('Govern the Unaligned');
    const villein = byName('Villein');
    const r = draftReport(cards, [], new Set([govern.id, villein.id]));
    expect(Object.keys(r.entries).sort()).toEqual([govern.id, villein.id].sort());
    expect(r.entries[villein.id].modes[0].effects.map((e) => e.e)).toEqual(['onVampire', 'manual', 'trifle']);
  });

  it('counts the TWD slots of the cards whose draft proposes more than their catalog facts', () => {
    // a card whose draft reads more than what plays today (no entry, no reviewed hint), and one whose does not
    const more = cards.find((c) => c.kind === 'library' && dataStatus(c) === 'none' && readsMoreThanFacts(c))!;
    const plain = cards.find((c) => c.kind === 'library' && dataStatus(c) === 'none' && !readsMoreThanFacts(c))!;
    const deck = { crypt: {}, library: { [`vtes:${more.id}`]: 3, [`vtes:${plain.id}`]: 2 } };
    const r = draftReport(cards, [deck, deck]);
    expect(r.stats.twd).toEqual({ decks: 2, librarySlots: 10, cryptSlots: 0, librarySlotsReadMore: 6, cryptSlotsReadMore: 0 });
    expect(r.stats.readsMore).toBeGreaterThan(1000);
  });
});
