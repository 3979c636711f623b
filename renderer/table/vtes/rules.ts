/**
 * How a V:TES rule reference ('vtes-es:6.1.1', 'vtes-pl:Kolejność gry') is labelled in the log:
 * in Spanish by the 2018 rulebook's section number (§6.1.1), in Polish by the Polish rulebook's
 * chapter name (the title of the section in rules-vtes, pl). Both come from the rules reference
 * documents, so the label and the link target always agree.
 */
import i18n from 'i18next';
import { resolveSection, type RulesDoc } from '../../features/rules/model';

export function ruleSectionId(rule: string): string {
  return rule.replace(/^[^:]*:/, '');
}

export function ruleLabelFrom(doc: RulesDoc | null, rule: string, lang: string): string {
  const id = ruleSectionId(rule);
  const s = doc ? resolveSection(doc, id) : null;
  if (lang === 'pl') return s ? s.title : id;
  return `§${s?.number ?? id}`;
}

export function ruleLabel(rule: string, lang: string): string {
  const doc = (i18n.getResourceBundle?.(lang, 'rules-vtes') as RulesDoc | undefined) ?? null;
  return ruleLabelFrom(doc, rule, lang);
}
