/**
 * Card texts: every card has a name and a text in es and pl, and the `text` in the locale files
 * is exactly the rendering of the card data (cards are data). To regenerate after changing
 * cards.ts or a template: VENDETTA_WRITE_LOCALES=1 npx vitest run main/games/vendetta/text.test.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALLIES, CLAN_CARDS, LOCATION_CARDS, RELICS, VICTIMS } from './cards';
import { vendettaCardsForLookup } from './lookup';
import { cardTranslator } from '../common/card-text';
import { cardText } from './text';

const ids = [...CLAN_CARDS, ...ALLIES, ...VICTIMS, ...LOCATION_CARDS, ...RELICS].map((c) => c.id);
const file = (lang: string) => path.resolve(__dirname, '../../../locales', lang, 'cards-vendetta.json');

describe('cards-vendetta locale', () => {
  for (const lang of ['es', 'pl'] as const) {
    it(`${lang}: every card has a name and its text rendered from the data`, () => {
      const dict = JSON.parse(fs.readFileSync(file(lang), 'utf8')) as Record<string, { name?: string; text?: string }>;
      const t = cardTranslator(dict as Record<string, unknown>, lang, 'cards-vendetta');
      if (process.env.VENDETTA_WRITE_LOCALES) {
        for (const id of ids) dict[id] = { ...dict[id], text: cardText(id, t) };
        fs.writeFileSync(file(lang), JSON.stringify(dict, null, 2) + '\n');
      }
      for (const id of ids) {
        expect(dict[id]?.name, `${lang} ${id}.name`).toBeTruthy();
        expect(dict[id]?.text, `${lang} ${id}.text`).toBe(cardText(id, t));
        expect(dict[id].text).not.toMatch(/\{\{/);
      }
    });
  }

  it('the rulebook cards keep their numbers (BR01, BR03, BR04, BR07, NO07, GA02, TR05)', () => {
    const t = cardTranslator(JSON.parse(fs.readFileSync(file('es'), 'utf8')) as Record<string, unknown>, 'es', 'cards-vendetta');
    expect(cardText('BR01', t)).toContain('Poder 6');
    expect(cardText('BR01', t)).toContain('-2');
    expect(cardText('BR04', t)).toMatch(/1 en la primera, 2 en la segunda y 3 en la tercera/);
    expect(cardText('TR05', t)).toContain('4 de sangre');
    expect(cardText('GA02', t)).toContain('mitad');
  });

  it('vendettaCardsForLookup lists 63 clan cards, 30 allies, 35 victims, 7 locations and 8 relics', () => {
    const all = vendettaCardsForLookup();
    const count = (k: string) => all.filter((c) => c.kind === k).length;
    expect([count('clan-card'), count('ally'), count('victim'), count('location'), count('relic')]).toEqual([63, 30, 35, 7, 8]);
    expect(new Set(all.map((c) => c.uid)).size).toBe(all.length);
    expect(all.find((c) => c.id === 'BR01')!.name).toBe('Furia sangrienta');
    expect(all.every((c) => c.game === 'vendetta' && c.text.length > 10)).toBe(true);
  });
});
