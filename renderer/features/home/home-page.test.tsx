/** Issue 32 item 5: the home screen names the whole app in both languages. */
import { beforeAll, describe, expect, it } from 'vitest';
import i18n from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { initTestI18n } from '../../testing/i18n';
import { HomePage } from './HomePage';

beforeAll(initTestI18n);

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('home screen', () => {
  for (const [lang, bots, hotseat] of [
    ['es', 'Jugar a Nights of Blood contra bots', 'Jugar a V:TES con otras personas en este ordenador'],
    ['pl', 'Nights of Blood: zagraj z botami', 'V:TES: zagraj z innymi osobami przy tym komputerze'],
  ] as const) {
    it(`${lang}: four games with two one-click buttons each, the sections, what to import and where`, async () => {
      await i18n.changeLanguage(lang);
      const html = renderToStaticMarkup(<HomePage />);
      const t = text(html);
      expect(html.match(/data-testid="home-bots-/g)).toHaveLength(4);
      expect(html.match(/data-testid="home-hotseat-/g)).toHaveLength(4);
      expect(html).toContain(`aria-label="${bots}"`);
      expect(html).toContain(`aria-label="${hotseat}"`);
      for (const s of ['cards', 'decks', 'archive', 'rules']) expect(html).toContain(`data-testid="home-go-${s}"`);
      // the built-in text names every built-in game's cards
      for (const g of ['V:TES', 'Vendetta', 'Bloodborne: The Card Game', 'Nights of Blood']) expect(t).toContain(g);
      for (const f of ['vtescrypt.csv', 'rulings.yaml', 'TWDA', 'VEKN']) expect(t).toContain(f);
      // no link: the menu keeps the only links to the sections
      expect(html).not.toContain('<a ');
      expect(t).not.toMatch(/\{\{|\b(undefined|null)\b/);
    });
  }
});
