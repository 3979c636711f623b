import fs from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';

const load = (lang: string) => JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../locales', lang, 'lookup.json'), 'utf8'));

describe('lookup plurals render the right CLDR form', () => {
  const i18n = i18next.createInstance();
  beforeAll(async () => {
    await i18n.init({
      resources: { es: { lookup: load('es') }, pl: { lookup: load('pl') } },
      lng: 'pl',
      ns: ['lookup'],
      defaultNS: 'lookup',
      interpolation: { escapeValue: false },
    });
  });

  it('pl: import summary uses one / few / many', () => {
    const t = i18n.getFixedT('pl');
    expect(t('import.added', { count: 1 })).toBe('1 nowa karta');
    expect(t('import.added', { count: 3 })).toBe('3 nowe karty');
    expect(t('import.added', { count: 22 })).toBe('22 nowe karty');
    expect(t('import.added', { count: 5 })).toBe('5 nowych kart');
    expect(t('import.added', { count: 12 })).toBe('12 nowych kart');
    expect(t('import.added', { count: 4149 })).toBe('4149 nowych kart');
    expect(t('results.count', { count: 2 })).toBe('2 karty');
    expect(t('results.count', { count: 0 })).toBe('0 kart');
  });

  it('es: one / other', () => {
    const t = i18n.getFixedT('es');
    expect(t('import.updated', { count: 1 })).toBe('1 carta actualizada');
    expect(t('import.updated', { count: 0 })).toBe('0 cartas actualizadas');
    expect(t('results.count', { count: 2 })).toBe('2 cartas');
  });
});
