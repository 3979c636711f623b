import fs from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { CardText } from './CardText';
import { DISCIPLINE_CODES, VIRTUE_CODES } from '../../../main/common/disciplines';
import { DisciplineIcon, iconSheetText } from './icons';

const load = (lang: string) => JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../locales', lang, 'lookup.json'), 'utf8'));
const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    resources: { es: { lookup: load('es') }, pl: { lookup: load('pl') } },
    lng: 'es',
    ns: ['lookup'],
    defaultNS: 'lookup',
    interpolation: { escapeValue: false },
  });
});
const html = (node: ReactNode) => renderToStaticMarkup(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);

describe('vtes-es 1.5 (Disciplinas): square = inferior level, rhombus = superior level', () => {
  it('draws the inferior level in a square and the superior level in a rhombus', () => {
    const inf = html(<DisciplineIcon code="aus" level={1} />);
    const sup = html(<DisciplineIcon code="aus" level={2} />);
    expect(inf).toContain('<rect');
    expect(inf).not.toContain('<path d="M16 1 L31 16');
    expect(inf).toContain('aria-label="Auspex inferior"');
    expect(sup).toContain('<path d="M16 1 L31 16 L16 31 L1 16 Z"');
    expect(sup).not.toContain('<rect');
    expect(sup).toContain('aria-label="Auspex superior"');
  });

  it('names the level in Polish as the Polish rulebook does (podstawowy / wyższy)', async () => {
    await i18n.changeLanguage('pl');
    try {
      expect(html(<DisciplineIcon code="dom" level={1} />)).toContain('aria-label="Dominacja (poziom podstawowy)"');
      expect(html(<DisciplineIcon code="dom" level={2} />)).toContain('aria-label="Dominacja (poziom wyższy)"');
    } finally {
      await i18n.changeLanguage('es');
    }
  });

  it("every discipline and virtue has the project's own glyph in assets/icons/disciplines and a name in both languages", () => {
    const dir = path.resolve(__dirname, '../../../assets/icons/disciplines');
    const es = load('es').disciplines;
    const pl = load('pl').disciplines;
    const missing = [...DISCIPLINE_CODES, ...VIRTUE_CODES].filter((c) => !fs.existsSync(path.join(dir, `${c}.svg`)) || !es[c] || !pl[c]);
    expect(missing).toEqual([]);
    // the glyph is drawn over the frame by the icon sheet's rule for its code
    expect(html(<DisciplineIcon code="pot" level={2} />)).toContain('<span class="cl-glyph" data-glyph="pot" aria-hidden="true"></span>');
    expect(iconSheetText()).toMatch(/\.cl-glyph\[data-glyph="pot"\]\{background-image:url\("(data:image\/svg\+xml|[^"]*pot[^"]*\.svg)/);
    expect(iconSheetText()).toMatch(/\.cl-clan-icon\[data-glyph="ventrue"\]\{background-image:url\(/);
  });

  it('card text: [dom] and [DOM] become icons of each level, /Name/ a link, newlines line breaks', () => {
    const out = html(<CardText text={'[dom] Bleed.\n[DOM] Unless /Nefertiti/ is ready.'} onRef={() => undefined} />);
    expect(out).toContain('aria-label="Dominación inferior"');
    expect(out).toContain('aria-label="Dominación superior"');
    expect(out).toContain('<br/>');
    expect(out).toMatch(/<button[^>]*><i>Nefertiti<\/i><\/button>/);
    expect(out).not.toContain('[dom]');
  });
});
