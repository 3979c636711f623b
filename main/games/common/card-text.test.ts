/**
 * The board games' card text translator (issue 28 item 1) and the card lookup's texts in both
 * languages (issue 34: the lookups picked Polish plural forms by Spanish rules).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CardDetail } from '../../cards/types';
import { cardTranslator } from './card-text';
import { vendettaCardsForLookup } from '../vendetta/lookup';
import { bloodborneCardsForLookup } from '../bloodborne/lookup';
import { nightsCardsForLookup } from '../nights-of-blood/lookup';

describe('cardTranslator', () => {
  const pl = { die: { one: 'jedna karta', n_one: '{{n}} karta', n_few: '{{n}} karty', n_many: '{{n}} kart', n_other: '{{n}} karty' } };
  const es = { die: { n_one: '{{n}} carta', n_many: '{{n}} de cartas', n_other: '{{n}} cartas' } };

  it('picks the plural form of the dictionary’s own language, by `count` or else `n`', () => {
    const t = cardTranslator(pl, 'pl');
    expect([1, 2, 4, 5, 12, 22, 25].map((n) => t('die.n', { n }))).toEqual([
      '1 karta',
      '2 karty',
      '4 karty',
      '5 kart',
      '12 kart',
      '22 karty',
      '25 kart',
    ]);
    // `count` chooses the form when both are given
    expect(t('die.n', { count: 5, n: 1 })).toBe('1 kart');
    expect(cardTranslator(es, 'es')('die.n', { n: 5 })).toBe('5 cartas');
  });

  it('a template without plural forms is used as it is; a missing key names the file', () => {
    const t = cardTranslator(pl, 'pl', 'cards-test');
    expect(t('die.one', { n: 7 })).toBe('jedna karta');
    expect(() => t('die.none')).toThrow('missing cards-test key die.none');
  });
});

describe('card lookup texts of the board games (issue 34)', () => {
  const games: [string, string, () => CardDetail[]][] = [
    ['vendetta', 'cards-vendetta', vendettaCardsForLookup],
    ['bloodborne', 'cards-bloodborne', bloodborneCardsForLookup],
    ['nights', 'cards-nights', nightsCardsForLookup],
  ];
  for (const [game, file, cards] of games)
    it(`${game}: every card's lookup text in Spanish and Polish is the locale's own text (plural forms of that language)`, () => {
      const dicts = Object.fromEntries(
        (['es', 'pl'] as const).map((lang) => [
          lang,
          JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../locales', lang, `${file}.json`), 'utf8')) as Record<
            string,
            { text?: string }
          >,
        ]),
      );
      const list = cards();
      expect(list.length).toBeGreaterThan(20);
      for (const c of list) {
        expect(c.textEs, `es ${c.id}`).toBe(dicts.es[c.id].text);
        expect(c.textPl, `pl ${c.id}`).toBe(dicts.pl[c.id].text);
      }
    });
});
