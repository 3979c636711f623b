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
