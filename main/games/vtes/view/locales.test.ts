/**
 * The V:TES namespaces (log-vtes, cards-vtes): same keys in es and pl (plural forms aside: each
 * language has its own CLDR categories), same interpolation variables, no empty text. A
 * Discipline may be named in the case the language needs (`discGen`: the same `disc` param).
 */
import { describe, expect, it } from 'vitest';
import { DISCIPLINE_CODES, VIRTUE_CODES } from '../../../common/disciplines';
import cardsEs from '../../../../locales/es/cards-vtes.json';
import logEs from '../../../../locales/es/log-vtes.json';
import cardsPl from '../../../../locales/pl/cards-vtes.json';
import logPl from '../../../../locales/pl/log-vtes.json';
import { t } from '../vocab/text';

function flat(o: unknown, prefix = '', out: Record<string, string> = {}): Record<string, string> {
  for (const [k, v] of Object.entries(o as Record<string, unknown>)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out[key] = v;
    else flat(v, key, out);
  }
  return out;
}

const vars = (t: string) => [...new Set([...t.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1].replace(/Gen$/, '')))].sort();
const PLURAL = /_(zero|one|two|few|many|other)$/;
const base = (k: string) => k.replace(PLURAL, '');
const byBase = (o: Record<string, string>) => {
  const out: Record<string, string[]> = {};
  for (const [k, v] of Object.entries(o)) (out[base(k)] ??= []).push(v);
  return out;
};

describe('V:TES locales', () => {
  for (const [ns, es, pl] of [
    ['log-vtes', logEs, logPl],
    ['cards-vtes', cardsEs, cardsPl],
  ] as const) {
    it(`${ns}: every key in both languages with the same variables`, () => {
      const a = byBase(flat(es));
      const b = byBase(flat(pl));
      expect(Object.keys(a).sort()).toEqual(Object.keys(b).sort());
      for (const k of Object.keys(a)) {
        for (const v of a[k]) expect(v.trim().length, `${ns}:${k} es`).toBeGreaterThan(0);
        for (const v of b[k]) expect(v.trim().length, `${ns}:${k} pl`).toBeGreaterThan(0);
        for (const v of [...a[k], ...b[k]]) expect(vars(v), `${ns}:${k}`).toEqual(vars(a[k][a[k].length - 1]));
      }
    });
  }

  // a card text names every Discipline and virtue in the language, never by its code (qui, vic, chi...)
  it('every Discipline and virtue code has its name in both languages, as card texts render it', () => {
    for (const code of [...DISCIPLINE_CODES, ...VIRTUE_CODES])
      for (const [lang, cards] of [
        ['es', cardsEs],
        ['pl', cardsPl],
      ] as const) {
        const name = (cards.disc as Record<string, string>)[code];
        expect(name, `${lang} disc.${code}`).toBeTruthy();
        expect((cards.discGen as Record<string, string>)[code], `${lang} discGen.${code}`).toBeTruthy();
        const text = t(lang, 'req.disc', { disc: code });
        expect(text).not.toMatch(new RegExp(`\\b${code}\\b`));
      }
    expect(t('es', 'req.discSup', { disc: 'qui' })).toBe('con Quietus superior');
    expect(t('es', 'req.disc', { disc: 'vic' })).toBe('con Vicisitud inferior');
    expect(t('pl', 'req.disc', { disc: 'chi' })).toContain('Iluzji');
  });
});
