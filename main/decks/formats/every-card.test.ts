/**
 * Every V:TES card of the official list survives export + import in every format (names with
 * quotes, accents, articles, parentheses, advanced and multi-group vampires, imbued), not only
 * the cards the TWD corpus happens to use.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { DeckCardIndex } from '../cards';
import { realIndex } from '../../testing/real-decks';
import { DECK_FORMATS, type DeckContent } from '../types';
import { exportDeck, importDeck } from './index';

let index: DeckCardIndex;
let decks: DeckContent[];

beforeAll(() => {
  index = realIndex();
  const all = [...index.byUid.values()].sort((a, b) => Number(a.id) - Number(b.id));
  decks = [];
  for (let i = 0; i < all.length; i += 150) {
    const chunk = all.slice(i, i + 150);
    const d: DeckContent = { name: `Chunk ${i}`, edition: 'vekn-current', tableSize: 5, crypt: {}, library: {}, notes: '', tags: [] };
    chunk.forEach((c, j) => ((c.kind === 'crypt' ? d.crypt : d.library)[c.uid] = (j % 4) + 1));
    decks.push(d);
  }
});

const sorted = (c: Record<string, number>) => JSON.stringify(Object.entries(c).sort(([a], [b]) => a.localeCompare(b)));

describe('every card round-trips', () => {
  for (const format of DECK_FORMATS) {
    it(format, () => {
      expect(decks.reduce((n, d) => n + Object.keys(d.crypt).length + Object.keys(d.library).length, 0)).toBe(index.byUid.size);
      const bad: string[] = [];
      for (const d of decks) {
        const back = importDeck(index, exportDeck(index, d, format).text);
        if (back.format !== format) bad.push(`detected ${back.format}`);
        for (const u of back.unresolved) bad.push(`unresolved ${u.text}`);
        if (sorted(back.content.crypt) !== sorted(d.crypt) || sorted(back.content.library) !== sorted(d.library)) {
          const got = { ...back.content.crypt, ...back.content.library };
          for (const [uid, n] of Object.entries({ ...d.crypt, ...d.library })) {
            if (got[uid] !== n) bad.push(`${index.byUid.get(uid)!.name} (${uid}) ${n} -> ${got[uid] ?? 0}`);
          }
        }
      }
      expect(bad.slice(0, 20)).toEqual([]);
    });
  }
});
