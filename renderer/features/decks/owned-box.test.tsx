/** Issue 32 item 6: the owned-count box of the editor's search rows says it is the collection. */
import { beforeAll, describe, expect, it } from 'vitest';
import i18n from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { initTestI18n } from '../../testing/i18n';
import { OwnedBox } from './CardLookup';

beforeAll(initTestI18n);

describe('owned copies in a search row', () => {
  for (const [lang, caption, label] of [
    ['es', 'En colección', 'Copias de Ozmo en tu colección'],
    ['pl', 'W kolekcji', 'Egzemplarze karty Ozmo w twojej kolekcji'],
  ] as const) {
    it(`${lang}: a visible caption names the collection; the field's name says whose copies`, async () => {
      await i18n.changeLanguage(lang);
      const html = renderToStaticMarkup(<OwnedBox uid="vtes:200001" name="Ozmo" value={3} onChange={() => undefined} />);
      expect(html).toMatch(new RegExp(`<label class="dk-owned"[^>]*><span class="dk-owned-caption"[^>]*>${caption}</span><input`));
      expect(html).toContain(`aria-label="${label}"`);
      expect(html).toContain('value="3"');
    });
  }
});
