/**
 * One glossary per game and language (issue 15 item 1, locales/glossary.json): no locale string
 * of a game's namespaces uses a forbidden variant of a concept (the failure names the key and the
 * term to use), and every term of the glossary is really used there. The `shared` glossary holds
 * the concepts that every game and screen names the same way (one Polish word per Discipline in
 * V:TES and Nights of Blood, clan, sect and title names) over every locale file (issue 34 §6).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import glossary from './glossary.json';

interface Entry {
  concept: string;
  term: string;
  stem: string;
  /** variants at a word start, any case */
  forbidden: string[];
  /** variants at a word start, this case only ("cazador" but not "Cazador") */
  forbiddenExact?: string[];
  /** regular expressions (Unicode) for the forms a prefix cannot tell ("ecos" not followed by "de sangre") */
  forbiddenPattern?: string[];
  /** phrases that are not the concept (a card name, "Wyznawca Seta" beside the role "Zwolennik"), removed first */
  allow?: string[];
  /** a regular expression of the `ns:key`s the entry does not govern (the query language's own tokens) */
  exceptKeys?: string;
}
interface GameGlossary {
  scope: string[];
  es: Entry[];
  pl: Entry[];
}

const GAMES = ['shared', 'vtes', 'vendetta', 'bloodborne', 'nights'] as const;
const LANGS = ['es', 'pl'] as const;

function flat(o: unknown, prefix: string, out: [string, string][] = []): [string, string][] {
  for (const [k, v] of Object.entries(o as Record<string, unknown>)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.push([key, v]);
    else if (v && typeof v === 'object') flat(v, key, out);
  }
  return out;
}

/**
 * Every string of the namespaces, as [ns:key, text]; a rules glossary's `alt` (the other
 * language's term) is not text of this language.
 */
function strings(lang: string, scope: string[]): [string, string][] {
  return namespaces(lang, scope).flatMap((ns) =>
    flat(JSON.parse(fs.readFileSync(path.join(__dirname, lang, `${ns}.json`), 'utf8')), '')
      .filter(([k]) => !/^glossary\.\d+\.alt$/.test(k))
      .map(([k, v]) => [`${ns}:${k}`, v] as [string, string]),
  );
}

/** The namespaces of a scope; `*` is every locale file of the language. */
export function namespaces(lang: string, scope: string[]): string[] {
  if (!scope.includes('*')) return scope;
  return fs
    .readdirSync(path.join(__dirname, lang))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.replace(/\.json$/, ''))
    .sort();
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A variant or stem found at the start of a word (Unicode letters), any case. */
export const wordStart = (s: string) => new RegExp(`(?<!\\p{L})${escape(s)}`, 'iu');

/** "ns:key: "variant" → term" for every forbidden variant in the strings. */
export function violations(entries: Entry[], texts: [string, string][]): string[] {
  const out: string[] = [];
  for (const e of entries) {
    const except = e.exceptKeys ? new RegExp(e.exceptKeys, 'u') : null;
    const checks: [string, RegExp][] = [
      ...e.forbidden.map((f): [string, RegExp] => [f, wordStart(f)]),
      ...(e.forbiddenExact ?? []).map((f): [string, RegExp] => [f, new RegExp(`(?<!\\p{L})${escape(f)}`, 'u')]),
      ...(e.forbiddenPattern ?? []).map((f): [string, RegExp] => [f, new RegExp(f, 'u')]),
    ];
    for (const [key, raw] of texts) {
      if (except?.test(key)) continue;
      // an interpolation's name ({{priscus}}) is never shown: only the words around it are checked
      const shown = raw.replace(/\{\{[^}]*\}\}/g, ' ');
      const text = (e.allow ?? []).reduce((t, a) => t.split(a).join(' '), shown);
      for (const [f, re] of checks) if (re.test(text)) out.push(`${key}: "${f}" → ${e.term}`);
    }
  }
  return out;
}

describe('glossary per game and language', () => {
  it('the check finds a forbidden variant with its key and term, and only at a word start', () => {
    const entries: Entry[] = [{ concept: 'lock', term: 'przekręcić', stem: 'przekręc', forbidden: ['zakręc'] }];
    expect(violations(entries, [['log-vtes:lock', 'Zakręcony wampir']])).toEqual(['log-vtes:lock: "zakręc" → przekręcić']);
    expect(violations(entries, [['log-vtes:lock', 'Przekręcony wampir']])).toEqual([]);
  });

  it('exact-case variants, patterns, allowed phrases and excepted keys', () => {
    const echoes: Entry = {
      concept: 'blood echoes',
      term: 'Ecos de sangre',
      stem: 'Ecos de sangre',
      forbidden: [],
      forbiddenExact: ['cazador'],
      forbiddenPattern: ['(?<!\\p{L})[Ee]cos?(?!\\p{L})(?! de sangre)'],
      allow: ['Pistola de cazador'],
      exceptKeys: '^lookup:help\\.',
    };
    const check = (text: string, key = 'log-bloodborne:x') => violations([echoes], [[key, text]]);
    expect(check('deposita 3 ecos')).toHaveLength(1);
    expect(check('deposita 3 Ecos de sangre')).toEqual([]);
    expect(check('Ecos sobre la carta')).toHaveLength(1);
    expect(check('cada cazador sufre')).toHaveLength(1);
    expect(check('cada Cazador juega la Pistola de cazador')).toEqual([]);
    expect(check('ecos', 'lookup:help.x')).toEqual([]);
  });

  it('the shared glossary reads every locale file of both languages', () => {
    for (const lang of LANGS) {
      const files = fs.readdirSync(path.join(__dirname, lang)).filter((f) => f.endsWith('.json'));
      expect(namespaces(lang, ['*'])).toHaveLength(files.length);
      expect(files.length).toBeGreaterThan(20);
    }
  });

  for (const game of GAMES) {
    const g = (glossary as unknown as Record<string, GameGlossary>)[game];
    for (const lang of LANGS) {
      it(`${game} ${lang}: no forbidden variant in ${g.scope.includes('*') ? 'every locale file' : g.scope.join(', ')}`, () => {
        expect(g[lang].length).toBeGreaterThan(3);
        expect(violations(g[lang], strings(lang, g.scope))).toEqual([]);
      });
      it(`${game} ${lang}: every glossary term is used`, () => {
        const texts = strings(lang, g.scope);
        const unused = g[lang].filter((e) => !texts.some(([, t]) => wordStart(e.stem).test(t))).map((e) => `${e.concept} (${e.term})`);
        expect(unused).toEqual([]);
      });
    }
  }
});
