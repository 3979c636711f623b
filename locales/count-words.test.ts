/**
 * Issue 17 item 5 ("Biblioteca: 1 cartas"): a number in a text followed by a counted noun must
 * come through an i18next plural key (`count`), or the noun must stand before the number.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const NOUNS: Record<string, RegExp> = {
  es: /\{\{\s*(\w+)\s*\}\}\s+(cartas|copias|mazos|filas|votos|partidas|jugadores)\b/,
  pl: /\{\{\s*(\w+)\s*\}\}\s+(kart|karty|kopii|talii|wierszy|głosów|gier|graczy)\b/,
};
const PLURAL = /_(zero|one|two|few|many|other)$/;
/** Variables that are never 1 by construction: a total beside a plural `count`, table sizes (2-6), the opening hand (7). */
const NEVER_ONE = new Set(['total', 'from', 'to', 'hand']);

function strings(obj: unknown, prefix: string, out: [string, string][]): [string, string][] {
  if (typeof obj === 'string') out.push([prefix, obj]);
  else if (obj && typeof obj === 'object') for (const [k, v] of Object.entries(obj)) strings(v, prefix ? `${prefix}.${k}` : k, out);
  return out;
}

describe('counted nouns follow the number only in plural keys', () => {
  for (const lang of ['es', 'pl']) {
    it(lang, () => {
      const dir = path.join(__dirname, lang);
      const bad: string[] = [];
      for (const f of fs.readdirSync(dir).filter((x) => /^(decks|lookup|card-values|archive)\.json$/.test(x))) {
        for (const [key, text] of strings(JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')), '', [])) {
          const m = NOUNS[lang].exec(text);
          // a plural key counts with `count`; another variable before a noun is a count without plural forms
          if (m && !(PLURAL.test(key) && m[1] === 'count') && !NEVER_ONE.has(m[1])) bad.push(`${f} ${key}: ${text}`);
        }
      }
      expect(bad).toEqual([]);
    });
  }
});
