/**
 * Card texts: the `<id>.text` entries of cards-bloodborne.json (es, pl) are the rendering of the
 * card data, every card has a name and a text in both languages, no template is left unfilled.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BOSSES, FINAL_BOSSES, MONSTERS, STARTERS, UPGRADES } from './cards';
import { bloodborneCardsForLookup } from './lookup';
import { cardTranslator } from '../common/card-text';
import { cardText } from './text';

const ids = [...STARTERS, ...UPGRADES, ...MONSTERS, ...BOSSES, ...FINAL_BOSSES].map((c) => c.id);

describe('bloodborne card texts', () => {
  for (const lang of ['es', 'pl']) {
    it(`${lang}: every card's stored text is its rendering from the data`, () => {
      const dict = JSON.parse(
        fs.readFileSync(path.resolve(__dirname, '../../../locales', lang, 'cards-bloodborne.json'), 'utf8'),
      ) as Record<string, { name: string; text: string }>;
      const t = cardTranslator(dict, lang as 'es' | 'pl', 'cards-bloodborne');
      for (const id of ids) {
        expect(dict[id].name.length).toBeGreaterThan(1);
        expect(dict[id].text).toBe(cardText(id, t));
        expect(dict[id].text).not.toMatch(/\{\{/);
      }
    });
  }
  it('the card lookup lists the 67 different cards under the game', () => {
    const cards = bloodborneCardsForLookup();
    expect(cards).toHaveLength(67);
    expect(new Set(cards.map((c) => c.uid)).size).toBe(67);
    expect(cards.every((c) => c.game === 'bloodborne' && c.text.length > 10)).toBe(true);
  });
});
