import fs from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { LegalityCode } from './types';

const ROOT = path.resolve(__dirname, '..', '..');
const json = (lang: string, ns: string) => JSON.parse(fs.readFileSync(path.join(ROOT, 'locales', lang, `${ns}.json`), 'utf8'));
const src = (rel: string) => fs.readFileSync(path.join(ROOT, rel), 'utf8');

async function t(lang: 'es' | 'pl') {
  const i = i18next.createInstance();
  await i.init({
    lng: lang,
    ns: ['decks', 'errors'],
    defaultNS: 'decks',
    resources: { [lang]: { decks: json(lang, 'decks'), errors: json(lang, 'errors') } },
    interpolation: { escapeValue: false },
  });
  return i.t.bind(i);
}

const CODES: LegalityCode[] = [
  'crypt_too_small',
  'library_too_small',
  'library_too_large',
  'crypt_groups',
  'banned_card',
  'unknown_card',
  'wrong_section',
  'wrong_game',
  'unique_copies',
  'unplayable_card',
];

describe('decks locale keys', () => {
  for (const lang of ['es', 'pl'] as const) {
    it(`${lang}: every legality code, reason, import notice and format has a text`, async () => {
      const tr = await t(lang);
      const missing: string[] = [];
      const has = (key: string, opts: Record<string, unknown> = {}) => {
        const out = tr(key, { ...opts, defaultValue: '§missing§' });
        if (out === '§missing§' || out.includes('$t(')) missing.push(key);
      };
      for (const c of CODES) has(`legality.${c}`, { count: 2 });
      for (const r of ['discipline', 'clan', 'title', 'sect', 'capacity', 'imbued', 'combination']) has(`legality.reasons.${r}`);
      for (const k of ['line_ignored', 'group_chosen', 'section_moved', 'no_name']) has(`import.${k}`);
      for (const f of ['twd', 'ardb', 'lackey', 'jol', 'krcg', 'vdb', 'text']) has(`formats.${f}`);
      expect(missing).toEqual([]);
    });

    it(`${lang}: an import notice does not repeat the line number the dialog puts before it ("Línea 5: Línea 5 ignorada")`, async () => {
      const tr = await t(lang);
      for (const k of ['line_ignored', 'group_chosen', 'section_moved', 'no_name']) {
        const line = `${tr('importDialog.line', { line: 5 })}: ${tr(`import.${k}`, { line: 5, text: 'xyz', name: 'N', group: 3, count: 2 })}`;
        expect(line.match(/5/g)?.length ?? 0, line).toBeLessThanOrEqual(1);
      }
    });

    it(`${lang}: every error key the decks code throws exists in errors.json`, async () => {
      const tr = await t(lang);
      const code =
        src('main/services/decks.ts') +
        src('main/decks/formats/krcg.ts') +
        src('main/decks/formats/vdb.ts') +
        src('main/decks/formats/index.ts');
      const keys = new Set<string>();
      for (const m of code.matchAll(/AppError\(\s*'[a-z_]+',\s*'(decks\.[\w.]+)'/g)) keys.add(m[1]);
      for (const m of code.matchAll(/new FormatError\('(\w+)'/g)) keys.add(`decks.import.${m[1]}`);
      expect(keys.size).toBeGreaterThan(10);
      const missing = [...keys].filter((k) => tr(`errors:${k}`, { defaultValue: '§' }) === '§');
      expect(missing).toEqual([]);
    });
  }

  it("the unplayable-card warning names the reason in the reader's language (nested key)", async () => {
    const params = { name: 'Conditioning', count: 2, reason: 'discipline', requirement: 'DOM' };
    expect((await t('es'))('legality.unplayable_card', params)).toBe(
      'Ninguna carta de la cripta puede jugar «Conditioning»: pide la disciplina DOM.',
    );
    expect((await t('pl'))('legality.unplayable_card', params)).toBe(
      'Żadna karta krypty nie może zagrać karty „Conditioning”: wymaga dyscypliny DOM.',
    );
  });

  it('Polish plural forms are chosen by count', async () => {
    const pl = await t('pl');
    expect(pl('legality.crypt_too_small', { count: 3, min: 12 })).toMatch(/^Krypta ma 3 karty,/);
    expect(pl('legality.crypt_too_small', { count: 5, min: 12 })).toMatch(/^Krypta ma 5 kart,/);
    expect(pl('legality.crypt_too_small', { count: 1, min: 12 })).toMatch(/^Krypta ma 1 kartę,/);
  });
});
