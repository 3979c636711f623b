import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { findSection, resolveSection, ruleRefHref, parseRulesHash, type RulesDoc } from '../../features/rules/model';
import { ruleRefLabel } from '../../features/rules/model';

const ROOT = path.resolve(__dirname, '../../..');
const load = (lang: string): RulesDoc =>
  JSON.parse(fs.readFileSync(path.join(ROOT, 'locales', lang, 'rules-vtes.json'), 'utf8')) as RulesDoc;
const es = load('es');
const pl = load('pl');

/** Every rule reference the V:TES module writes into events and decisions. */
function moduleRefs(): string[] {
  const dir = path.join(ROOT, 'main/games/vtes');
  const refs = new Set<string>();
  const all = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' });
  for (const f of all.filter((x) => x.endsWith('.ts') && !x.endsWith('.test.ts'))) {
    const src = fs.readFileSync(path.join(dir, f), 'utf8');
    for (const m of src.matchAll(/'(vtes-(?:es|pl):[^'$<]+)'/g)) refs.add(m[1]);
  }
  return [...refs];
}

describe('rules-vtes: the reference follows the 2018 Spanish sections and the Polish chapters', () => {
  it('has the rulebook sections 1-11 with the Spanish numbering (6.1.1 Sangrar, 6.4 Combate)', () => {
    for (const id of [
      '1.4',
      '1.6.1',
      '2.1',
      '2.3',
      '3',
      '4',
      '4.2',
      '5',
      '6',
      '6.1.1',
      '6.2.2.1',
      '6.2.2.2',
      '6.3.2',
      '6.4',
      '6.4.6',
      '6.5.5',
      '6.5.6',
      '7',
      '8',
      '9.1',
      '9.2',
      '10.5',
      '11',
    ]) {
      expect(findSection(es, id), id).not.toBeNull();
    }
    expect(findSection(es, '6.1.1')?.title).toBe('Sangrar');
    expect(findSection(es, '6.4')?.title).toBe('Combate');
    expect(findSection(pl, '6.1.1')?.title).toBe('Drenowanie');
  });

  it('every reference the V:TES module emits lands on a section in both languages', () => {
    const refs = moduleRefs();
    expect(refs.length).toBeGreaterThan(20);
    for (const r of refs) {
      const href = ruleRefHref(r);
      expect(href, r).not.toBeNull();
      const { game, section } = parseRulesHash(href!);
      expect(game).toBe('vtes');
      expect(resolveSection(es, section!), r).not.toBeNull();
      expect(resolveSection(pl, section!), r).not.toBeNull();
    }
  });

  it('Polish chapter references (vtes-pl:Kolejność gry) resolve through the chapter names', () => {
    expect(resolveSection(es, 'Kolejność gry')?.id).toBe('2.1');
    expect(resolveSection(pl, 'Budowa talii')?.id).toBe('1.2');
    expect(resolveSection(pl, 'Krwawe łowy')?.id).toBe('6.5.6');
  });

  it('log labels: Spanish shows the 2018 section number, Polish the chapter name', () => {
    expect(ruleRefLabel(es, 'vtes-es:6.1.1')).toBe('§6.1.1');
    expect(ruleRefLabel(pl, 'vtes-es:6.1.1')).toBe('Drenowanie');
    expect(ruleRefLabel(pl, 'vtes-es:6.2.2.2')).toBe('Krycie i przechwytywanie');
    expect(ruleRefLabel(es, 'vtes-pl:Kolejność gry')).toBe('§2.1');
    expect(ruleRefLabel(pl, 'vtes-pl:Kolejność gry')).toBe('Kolejność gry');
    // finer references fall back to the enclosing section
    expect(ruleRefLabel(pl, 'vtes-es:1.6.1.3')).toBe('Zagranie karty');
    expect(ruleRefLabel(es, 'vtes-es:1.6.1.3')).toBe('§1.6.1');
  });
});
