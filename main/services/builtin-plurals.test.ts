/**
 * The board games' cards in the card lookup are written with each language's plural rules
 * (issue 34 §6): the Polish text of every built-in card is the stored Polish rendering
 * (`<id>.text` of cards-*.json, itself checked against the card data by each game's text.test),
 * and a Polish count of 5 picks the "many" form ("5 kart"), never the Spanish "other".
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bloodborneCardsForLookup } from '../games/bloodborne';
import { cardTranslator } from '../games/common/card-text';
import { nightsCardsForLookup } from '../games/nights-of-blood';
import { vendettaCardsForLookup } from '../games/vendetta';

const LOCALES = path.resolve(__dirname, '../../locales');
const stored = (lang: string, ns: string) =>
  JSON.parse(fs.readFileSync(path.join(LOCALES, lang, `${ns}.json`), 'utf8')) as Record<string, { text?: string }>;

describe('board-game card texts in the lookup, in each language', () => {
  const games = [
    { ns: 'cards-nights', cards: nightsCardsForLookup() },
    { ns: 'cards-bloodborne', cards: bloodborneCardsForLookup() },
    { ns: 'cards-vendetta', cards: vendettaCardsForLookup() },
  ];
  for (const { ns, cards } of games)
    it(`${ns}: the lookup's Spanish and Polish texts are the stored renderings`, () => {
      for (const lang of ['es', 'pl'] as const) {
        const dict = stored(lang, ns);
        const wrong = cards.filter((c) => (lang === 'pl' ? c.textPl : c.textEs) !== dict[c.id]?.text).map((c) => `${lang} ${c.id}`);
        expect(wrong).toEqual([]);
      }
    });

  const forms = { n_one: '{{count}} karta', n_few: '{{count}} karty', n_many: '{{count}} kart', n_other: '{{count}} karty' };
  // the board games share one card-text translator (main/games/common/card-text.ts)
  for (const game of ['nights', 'bloodborne'] as const)
    it(`${game}: a Polish count of 5 picks the "many" form, 2 "few", 1 "one"`, () => {
      const t = cardTranslator(forms, 'pl', `cards-${game}`);
      expect(t('n', { count: 5 })).toBe('5 kart');
      expect(t('n', { count: 2 })).toBe('2 karty');
      expect(t('n', { count: 22 })).toBe('22 karty');
      expect(t('n', { count: 1 })).toBe('1 karta');
      // the Spanish rules would give "other" for 5 ("5 karty"): the language matters
      expect(cardTranslator(forms, 'es', `cards-${game}`)('n', { count: 5 })).toBe('5 karty');
    });
});
