/** The V:TES namespaces (log-vtes, cards-vtes): same keys in es and pl, same interpolation variables, no empty text. */
import { describe, expect, it } from 'vitest';
import cardsEs from '../../../locales/es/cards-vtes.json';
import logEs from '../../../locales/es/log-vtes.json';
import cardsPl from '../../../locales/pl/cards-vtes.json';
import logPl from '../../../locales/pl/log-vtes.json';

function flat(o: unknown, prefix = '', out: Record<string, string> = {}): Record<string, string> {
  for (const [k, v] of Object.entries(o as Record<string, unknown>)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out[key] = v;
    else flat(v, key, out);
  }
  return out;
}

const vars = (t: string) => [...t.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('V:TES locales', () => {
  for (const [ns, es, pl] of [
    ['log-vtes', logEs, logPl],
    ['cards-vtes', cardsEs, cardsPl],
  ] as const) {
    it(`${ns}: every key in both languages with the same variables`, () => {
      const a = flat(es);
      const b = flat(pl);
      expect(Object.keys(a).sort()).toEqual(Object.keys(b).sort());
      for (const k of Object.keys(a)) {
        expect(a[k].trim().length, `${ns}:${k} es`).toBeGreaterThan(0);
        expect(b[k].trim().length, `${ns}:${k} pl`).toBeGreaterThan(0);
        expect(vars(b[k]), `${ns}:${k}`).toEqual(vars(a[k]));
      }
    });
  }
});
