/** Every message of the collection and archive imports (issue 26 items 4, 8) reads in Spanish and Polish, plurals included. */
import fs from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { CollectionRowProblem } from './collection-types';

const ROOT = path.resolve(__dirname, '..', '..');
const json = (lang: string, ns: string) => JSON.parse(fs.readFileSync(path.join(ROOT, 'locales', lang, `${ns}.json`), 'utf8'));

const PROBLEMS: CollectionRowProblem[] = [
  'unknown_card',
  'name_missing',
  'count_missing',
  'count_invalid',
  'count_negative',
  'count_fraction',
  'count_too_large',
  'total_too_large',
  'line_too_long',
  'unclosed_quote',
];
/** Error keys the services throw (main/services/collection.ts, main/services/archive.ts). */
const ERRORS = [
  'collection.file_too_large',
  'collection.too_many_rows',
  'collection.changed_since_preview',
  'collection.nothing_to_undo',
  'archive.file_too_large',
  'archive.total_too_large',
  'archive.line_too_long',
  'archive.too_many_decks',
  'archive.deck_too_large',
  'archive.too_many_cards',
];
const PLURALS = ['added', 'changed', 'removed', 'unchanged', 'more', 'ignored', 'applied', 'undone', 'restore', 'refused.errors'];

describe('import messages', () => {
  for (const lang of ['es', 'pl'] as const) {
    it(`${lang}: every row problem, refusal, plural and error has a text with its values filled in`, async () => {
      const i = i18next.createInstance();
      await i.init({
        lng: lang,
        ns: ['collection', 'errors'],
        defaultNS: 'collection',
        resources: { [lang]: { collection: json(lang, 'collection'), errors: json(lang, 'errors') } },
        interpolation: { escapeValue: false },
      });
      const bad: string[] = [];
      const check = (key: string, opts: Record<string, unknown>) => {
        const out = i.t(key, { ...opts, defaultValue: '§missing§' });
        if (out === '§missing§' || /\{\{|\$t\(/.test(out)) bad.push(`${key}: ${out}`);
      };
      const values = {
        value: 'x',
        max: 9,
        line: 3,
        file: 'f.csv',
        id: 'd',
        count: 2,
        unknown: 5,
        rows: 6,
        name: 'N',
        from: 1,
        to: 2,
        date: 'd',
      };
      for (const p of PROBLEMS) check(`row.${p}`, values);
      for (const r of ['mostly_unknown', 'no_cards']) check(`import.refused.${r}`, values);
      for (const k of PLURALS) for (const count of [1, 2, 5, 22]) check(`import.${k}`, { ...values, count });
      for (const k of ERRORS) check(`errors:${k}`, values);
      expect(bad).toEqual([]);
      // the Polish few/many forms exist (2 and 5 pick different ones)
      if (lang === 'pl') expect(i.t('import.added', { count: 2 })).not.toBe(i.t('import.added', { count: 5 }));
    });
  }
});
