import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname);
const LANGS = ['es', 'pl'] as const;
const PLURAL = /_(zero|one|two|few|many|other)$/;

function flatten(obj: unknown, prefix = '', out: Record<string, string> = {}): Record<string, string> {
  if (obj && typeof obj === 'object' && !Array.isArray(obj)) {
    for (const [k, v] of Object.entries(obj)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else if (Array.isArray(obj)) {
    obj.forEach((v, i) => flatten(v, `${prefix}[${i}]`, out));
  } else {
    out[prefix] = String(obj);
  }
  return out;
}

function load(lang: string): Record<string, Record<string, string>> {
  const dir = path.join(ROOT, lang);
  const res: Record<string, Record<string, string>> = {};
  for (const f of fs.readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    res[f.replace(/\.json$/, '')] = flatten(JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')));
  }
  return res;
}

const data = Object.fromEntries(LANGS.map((l) => [l, load(l)])) as Record<(typeof LANGS)[number], Record<string, Record<string, string>>>;
const namespaces = [...new Set(LANGS.flatMap((l) => Object.keys(data[l])))].sort();

/** Base keys (without plural suffix) per namespace, across both languages. */
function baseKeys(ns: string): Set<string> {
  const s = new Set<string>();
  for (const l of LANGS) for (const k of Object.keys(data[l][ns] ?? {})) s.add(k.replace(PLURAL, ''));
  return s;
}

const vars = (s: string) => [...s.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();

/**
 * The keys written twice in one object of a JSON text: JSON.parse keeps the last one without a word, so
 * a merge that adds the same key in two places would otherwise hide one of the texts.
 */
function duplicateKeys(text: string): string[] {
  const keys: Set<string>[] = [];
  const open: string[] = [];
  const dup: string[] = [];
  for (const m of text.matchAll(/"((?:[^"\\]|\\.)*)"(\s*:)?|[{}[\]]/g)) {
    const tok = m[0];
    if (tok === '{' || tok === '[') {
      open.push(tok);
      if (tok === '{') keys.push(new Set());
    } else if (tok === '}' || tok === ']') {
      if (open.pop() === '{') keys.pop();
    } else if (m[2] && open.at(-1) === '{') {
      const here = keys[keys.length - 1];
      if (here.has(m[1])) dup.push(m[1]);
      here.add(m[1]);
    }
  }
  return dup;
}

describe('locales', () => {
  it('both languages have the same namespaces', () => {
    for (const l of LANGS) expect(Object.keys(data[l]).sort(), l).toEqual(namespaces);
  });

  for (const ns of namespaces) {
    it(`${ns}: every key exists in es and pl with every plural form the language needs`, () => {
      const missing: string[] = [];
      for (const lang of LANGS) {
        const cats = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
        const keys = data[lang][ns] ?? {};
        const pluralBases = new Set<string>();
        for (const l of LANGS) for (const k of Object.keys(data[l][ns] ?? {})) if (PLURAL.test(k)) pluralBases.add(k.replace(PLURAL, ''));
        for (const base of baseKeys(ns)) {
          if (pluralBases.has(base)) {
            for (const c of cats) if (!(`${base}_${c}` in keys)) missing.push(`${lang}:${ns}:${base}_${c}`);
          } else if (!(base in keys)) missing.push(`${lang}:${ns}:${base}`);
        }
        for (const [k, v] of Object.entries(keys)) if (!v.trim()) missing.push(`${lang}:${ns}:${k} (empty)`);
      }
      expect(missing).toEqual([]);
    });

    it(`${ns}: interpolation variables agree between es and pl`, () => {
      const diffs: string[] = [];
      const es = data.es[ns] ?? {};
      const pl = data.pl[ns] ?? {};
      for (const [k, v] of Object.entries(es)) {
        if (PLURAL.test(k)) continue;
        if (k in pl && vars(v).join() !== vars(pl[k]).join()) diffs.push(`${ns}:${k} es{${vars(v)}} pl{${vars(pl[k])}}`);
      }
      expect(diffs).toEqual([]);
    });
  }

  /**
   * Each language quotes with its own marks (issue 15): Polish „…”, Spanish «…» (or “…” inside
   * them); a Polish string with «» or a Spanish one with „ reads as a foreign text.
   */
  it('quotation marks follow each language: „…” in Polish, «…» in Spanish', () => {
    const wrong: string[] = [];
    const foreign: Record<(typeof LANGS)[number], RegExp> = { pl: /[«»]/, es: /„/ };
    for (const lang of LANGS)
      for (const [ns, keys] of Object.entries(data[lang]))
        for (const [k, v] of Object.entries(keys)) if (foreign[lang].test(v)) wrong.push(`${lang}:${ns}:${k}`);
    expect(wrong).toEqual([]);
  });

  it('no key is written twice in one object of a locale file (a merge leaving two copies of a text)', () => {
    expect(duplicateKeys('{"a": {"b": "{", "b": "x"}, "c": ["b", "b"], "d": {"b": 1}}')).toEqual(['b']);
    const dups: string[] = [];
    for (const lang of LANGS)
      for (const f of fs.readdirSync(path.join(ROOT, lang)).filter((x) => x.endsWith('.json')))
        for (const k of duplicateKeys(fs.readFileSync(path.join(ROOT, lang, f), 'utf8'))) dups.push(`${lang}/${f}: ${k}`);
    expect(dups).toEqual([]);
  });
});
