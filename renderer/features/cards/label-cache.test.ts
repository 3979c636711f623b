/**
 * The lookup's labels are asked of i18next once per language (issue 28 item 5), and a change of
 * language (a new `t`) asks again: a list never shows a label of the language it left.
 */
import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { cachedLabel, label } from './label-cache';

function counting(lang: string) {
  const asked: string[] = [];
  const t = ((key: string) => {
    asked.push(key);
    return `${lang}:${key}`;
  }) as unknown as TFunction<'lookup'>;
  return { t, asked };
}

describe('labels cached per language', () => {
  it('the same key asks i18next once', () => {
    const es = counting('es');
    expect(label(es.t, 'results.label')).toBe('es:results.label');
    expect(label(es.t, 'results.label')).toBe('es:results.label');
    expect(cachedLabel(es.t, 'count|3', () => '3 cartas')).toBe('3 cartas');
    expect(cachedLabel(es.t, 'count|3', () => 'never made')).toBe('3 cartas');
    expect(es.asked).toEqual(['results.label']);
  });

  it('another language (another t) has its own texts', () => {
    const es = counting('es');
    const pl = counting('pl');
    expect(label(es.t, 'fields.group')).toBe('es:fields.group');
    expect(label(pl.t, 'fields.group')).toBe('pl:fields.group');
    expect(pl.asked).toEqual(['fields.group']);
  });
});
