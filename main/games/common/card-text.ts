/**
 * The template lookup of the board games' card texts (issue 28 item 1; Vendetta, Bloodborne and
 * Nights of Blood render each card's text from its data with the templates of their
 * cards-<game>.json). One translator for the three: a dotted key, `{{x}}` interpolation, and a
 * template with plural forms (`key_one`, `key_few`, `key_many`, `key_other`, as i18next) agreeing
 * with its count (`count`, else `n`) by the plural rules of the dictionary's own language (issue 34:
 * the lookups once picked Polish forms by Spanish rules, "5 karty").
 */

export type Tr = (key: string, params?: Record<string, string | number>) => string;

export type TextLang = 'es' | 'pl';

/** A template lookup over one cards-<game>.json object in `lang`; `file` names it in the error of a missing key. */
export function cardTranslator(dict: Record<string, unknown>, lang: TextLang, file = 'cards'): Tr {
  const rules = new Intl.PluralRules(lang);
  const get = (key: string): unknown => {
    let v: unknown = dict;
    for (const part of key.split('.')) v = v && typeof v === 'object' ? (v as Record<string, unknown>)[part] : undefined;
    return v;
  };
  return (key, params = {}) => {
    const count = typeof params.count === 'number' ? params.count : params.n;
    let v = get(key);
    if (v === undefined && typeof count === 'number') v = get(`${key}_${rules.select(count)}`) ?? get(`${key}_other`);
    if (typeof v !== 'string') throw new Error(`missing ${file} key ${key}`);
    return v.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(params[k] ?? `{{${k}}}`));
  };
}
