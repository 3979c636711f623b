import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { QUERY_FIELDS } from '../../../main/cards/query';

interface FieldHelp {
  aliases?: string;
  desc: string;
  example: string;
}

function help(lang: 'es' | 'pl'): Record<string, FieldHelp> {
  const file = path.resolve(__dirname, '../../../locales', lang, 'lookup.json');
  return JSON.parse(fs.readFileSync(file, 'utf8')).help.fields;
}

describe('query language help (lookup.json help.fields) follows QUERY_FIELDS', () => {
  for (const lang of ['es', 'pl'] as const) {
    const fields = help(lang);
    it(`${lang}: every field has a description, its aliases and an example that uses it`, () => {
      const problems: string[] = [];
      for (const f of QUERY_FIELDS) {
        const h = fields[f.name];
        if (!h) {
          problems.push(`${f.name}: missing`);
          continue;
        }
        if (!h.desc?.trim()) problems.push(`${f.name}: no description`);
        const documented = (h.aliases ?? '')
          .split(/[\s,]+/)
          .filter(Boolean)
          .sort();
        if (documented.join() !== [...f.aliases].sort().join()) problems.push(`${f.name}: aliases ${documented} != ${f.aliases}`);
        const names = [f.name, ...f.aliases];
        if (!names.some((n) => new RegExp(`^-?${n}(:|=|!=|>|<)`, 'i').test(h.example ?? ''))) {
          problems.push(`${f.name}: example "${h.example}" does not use the field`);
        }
      }
      expect(problems).toEqual([]);
    });

    it(`${lang}: documents no field the query language does not have`, () => {
      const known = new Set(QUERY_FIELDS.map((f) => f.name));
      expect(Object.keys(fields).filter((k) => !known.has(k))).toEqual([]);
    });
  }
});
