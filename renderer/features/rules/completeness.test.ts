/**
 * Rules reference completeness (issue 15 item 5): every numbered section of the rulebooks has an
 * entry in the reference. The sections are read from the rulebooks themselves (../shared/rulebooks,
 * never copied into the repository): vtes-es 2018 (I, I.1-I.6.4, 2-11 and the appendix A.1-A.5),
 * the Polish VEKN rulebook's chapters and their headings (chapters 1-9 and the appendix, found by
 * id, title or alias of the Polish reference), Vendetta's numbered phases (1-6, 5.1-5.5).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import esVtes from '../../../locales/es/rules-vtes.json';
import plVtes from '../../../locales/pl/rules-vtes.json';
import esVendetta from '../../../locales/es/rules-vendetta.json';
import plVendetta from '../../../locales/pl/rules-vendetta.json';
import { findSection, flattenSections, type RulesDoc } from './model';

const RULEBOOKS = path.resolve(__dirname, '..', '..', '..', '..', 'shared', 'rulebooks');
const lines = (file: string) =>
  fs
    .readFileSync(path.join(RULEBOOKS, file), 'utf8')
    .split('\n')
    .map((l) => l.trim());

/** A heading line: short, no final period (list items and sentences end with one). */
const heading = (l: string) => l.length < 100 && !l.endsWith('.') && !l.includes('**');

/** vtes-es-2018: 'I.' / 'I.2.' → '1' / '1.2'; '6.2.2.' → '6.2.2'; after 'Apéndice', '3.' → 'A.3'. */
export function vtesEsSections(text: string[]): string[] {
  const out: string[] = [];
  let appendix = false;
  for (const l of text) {
    if (/^Apéndice\b/.test(l)) {
      appendix = true;
      out.push('A');
      continue;
    }
    const roman = /^I(?:\.(\d+))?\. +\S/.exec(l);
    if (roman && heading(l)) {
      out.push(roman[1] ? `1.${roman[1]}` : '1');
      continue;
    }
    const m = /^(\d+(?:\.\d+)*)\. +\S/.exec(l);
    if (m && heading(l)) out.push(`${appendix ? 'A.' : ''}${m[1]}`);
  }
  return out;
}

/** vtes-pl: chapter titles ('# [**9. Skrót informacji**](…)') and '##'/'###' headings. */
export function vtesPlHeadings(text: string[]): string[] {
  const out: string[] = [];
  for (const l of text) {
    const m = /^# \[\*\*(?:\d+\. ?)?(.+?)\*\*\]/.exec(l) ?? /^#{2,3} \*\*(.+?)\*\*/.exec(l);
    if (m) out.push(m[1].replace(/\s*\(patrz.*$/, '').trim());
  }
  return out;
}

/** Vendetta: the numbered phases and steps ('1. BESO', '5.3 PREPARACIÓN', '6. FINAL DE LA RONDA'). */
export function vendettaSections(text: string[]): string[] {
  const out: string[] = [];
  for (const l of text) {
    const m = /^(\d+\.\d+|\d+\.) +[A-ZÁÉÍÓÚÑ][A-ZÁÉÍÓÚÑ ]+$/.exec(l);
    if (m) out.push(m[1].replace(/\.$/, ''));
  }
  return [...new Set(out)];
}

/** Section ids, titles and aliases of a reference, lower case (a Polish heading may keep its number). */
function names(doc: RulesDoc): Set<string> {
  const out = new Set<string>();
  for (const { section } of flattenSections(doc.sections))
    for (const n of [section.id, section.title, ...(section.aliases ?? [])]) out.add(n.toLowerCase());
  return out;
}

describe('the rules reference has an entry for every rulebook section', () => {
  it('the section readers find headings and skip sentences', () => {
    expect(
      vtesEsSections([
        'I. Términos',
        '6.1.1. Sangrar (*bleed*)',
        '2. El diabolista puede quedarse el equipo.',
        'Apéndice: Reglas',
        '3. Poder',
      ]),
    ).toEqual(['1', '6.1.1', 'A', 'A.3']);
    expect(vtesPlHeadings(['# [**9. Skrót informacji**](https://x)', '### **Wyjście z letargu (patrz [Letarg](y))**', 'tekst'])).toEqual([
      'Skrót informacji',
      'Wyjście z letargu',
    ]);
    expect(vendettaSections(['5.1 RETIRADA', '1. BESO', '1. Elegid al azar quién será el jugador ini-'])).toEqual(['5.1', '1']);
  });

  it('vtes-es 2018: sections 1-11 and the appendix, in both languages', () => {
    const sections = vtesEsSections(lines('vtes-es-2018.txt'));
    expect(sections.length).toBeGreaterThan(60);
    for (const doc of [esVtes, plVtes] as RulesDoc[]) expect(sections.filter((id) => !findSection(doc, id))).toEqual([]);
  });

  it('vtes-pl: every chapter (1-9, appendix) and heading has a section of the Polish reference', () => {
    const headings = vtesPlHeadings(lines('vtes-pl.txt'));
    expect(headings).toContain('Skrót informacji');
    const known = names(plVtes as RulesDoc);
    expect(headings.filter((h) => !known.has(h.toLowerCase()) && !known.has(h.replace(/^\d+\. /, '').toLowerCase()))).toEqual([]);
  });

  it('Vendetta: phases 1-6 and steps 5.1-5.5, in both languages', () => {
    const sections = vendettaSections(lines('vendetta-es.txt'));
    expect(sections).toEqual(expect.arrayContaining(['1', '2', '3', '4', '5', '5.1', '5.2', '5.3', '5.4', '5.5', '6']));
    for (const doc of [esVendetta, plVendetta] as RulesDoc[]) expect(sections.filter((id) => !findSection(doc, id))).toEqual([]);
  });
});
