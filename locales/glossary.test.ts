/**
 * One glossary per game and language (issue 15 item 1, locales/glossary.json): no locale string
 * of a game's namespaces uses a forbidden variant of a concept (the failure names the key and the
 * term to use), and every term of the glossary is really used there.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import glossary from './glossary.json';

interface Entry {
  concept: string;
  term: string;
  stem: string;
  forbidden: string[];
}
interface GameGlossary {
  scope: string[];
  es: Entry[];
  pl: Entry[];
}

const GAMES = ['vtes', 'vendetta', 'bloodborne', 'nights'] as const;
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
  return scope.flatMap((ns) =>
    flat(JSON.parse(fs.readFileSync(path.join(__dirname, lang, `${ns}.json`), 'utf8')), '')
      .filter(([k]) => !/^glossary\.\d+\.alt$/.test(k))
      .map(([k, v]) => [`${ns}:${k}`, v] as [string, string]),
  );
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A variant or stem found at the start of a word (Unicode letters), any case. */
export const wordStart = (s: string) => new RegExp(`(?<!\\p{L})${escape(s)}`, 'iu');

/** "ns:key: "variant" → term" for every forbidden variant in the strings. */
export function violations(entries: Entry[], texts: [string, string][]): string[] {
  const out: string[] = [];
  for (const e of entries)
    for (const f of e.forbidden) {
      const re = wordStart(f);
      for (const [key, text] of texts) if (re.test(text)) out.push(`${key}: "${f}" → ${e.term}`);
    }
  return out;
}

describe('glossary per game and language', () => {
  it('the check finds a forbidden variant with its key and term, and only at a word start', () => {
    const entries: Entry[] = [{ concept: 'lock', term: 'przekręcić', stem: 'przekręc', forbidden: ['zakręc'] }];
    expect(violations(entries, [['log-vtes:lock', 'Zakręcony wampir']])).toEqual(['log-vtes:lock: "zakręc" → przekręcić']);
    expect(violations(entries, [['log-vtes:lock', 'Przekręcony wampir']])).toEqual([]);
  });

  for (const game of GAMES) {
    const g = (glossary as unknown as Record<string, GameGlossary>)[game];
    for (const lang of LANGS) {
      it(`${game} ${lang}: no forbidden variant in ${g.scope.join(', ')}`, () => {
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
