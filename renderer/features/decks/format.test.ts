import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { formatWhen, ruleLabel, typeLabel } from './format';

/** A stand-in for i18next's t: returns "key|params" so the tests see what was asked. */
const fake = ((key: string, opts?: Record<string, unknown>) => {
  if (key.startsWith('lookup:types.')) return `T(${key.slice('lookup:types.'.length)})`;
  return `${key}|${JSON.stringify(opts ?? {})}`;
}) as unknown as TFunction<'decks'>;

describe('deck display helpers', () => {
  it('names the rulebook of each legality rule id with its section', () => {
    expect(ruleLabel(fake, 'vtes-pl:Budowa talii')).toBe('ruleRef.vekn|{"section":"Budowa talii"}');
    expect(ruleLabel(fake, 'vtes-es:1.2')).toBe('ruleRef.es2018|{"section":"1.2"}');
    expect(ruleLabel(fake, 'other')).toBe('other');
  });
  it('names a section of the VEKN rules in the reader language (the Spanish title in Spanish, issue 17 item 5)', () => {
    const doc = (lang: string) => JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../locales', lang, 'rules-vtes.json'), 'utf8'));
    expect(ruleLabel(fake, 'vtes-pl:Budowa talii', doc('es'))).toBe(
      'ruleRef.vekn|{"section":"Material necesario y construcción del mazo"}',
    );
    expect(ruleLabel(fake, 'vtes-pl:Budowa talii', doc('pl'))).toBe('ruleRef.vekn|{"section":"Budowa talii"}');
    // every rule id the legality check uses names a section of both documents
    const ids = fs.readFileSync(path.resolve(__dirname, '../../../main/decks/legality.ts'), 'utf8').match(/vtes-pl:[^'"`]+/g) ?? [];
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids)
      for (const lang of ['es', 'pl'])
        expect(ruleLabel(fake, id, doc(lang)), `${id} ${lang}`).not.toContain(lang === 'es' ? 'Budowa' : 'Material');
  });
  it('translates each part of a combined card type', () => {
    expect(typeLabel(fake, 'Action Modifier/Reaction')).toBe('T(Action Modifier)/T(Reaction)');
    expect(typeLabel(fake, 'Master')).toBe('T(Master)');
  });
  it('shows only the time for today and the date otherwise', () => {
    // Spanish short dates use slashes ("3/2/01"); a time alone ("6:29") has none.
    expect(formatWhen(new Date().toISOString(), 'es')).not.toMatch(/\//);
    expect(formatWhen('2001-02-03T12:00:00Z', 'es')).toMatch(/^0?3\/0?2\/(20)?01/);
    expect(formatWhen('not a date', 'es')).toBe('not a date');
  });
});
