/** Small display helpers shared by the deck pages. */
import type { TFunction } from 'i18next';
import type { DeckEdition } from '../../../main/decks/types';
import { resolveSection, type RulesDoc } from '../rules/model';

export function formatDate(iso: string, lang: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return new Intl.DateTimeFormat(lang, { dateStyle: 'short', timeStyle: 'short' }).format(d);
}

/** Time only when the date is today, else date and time. */
export function formatWhen(iso: string, lang: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const today = new Date().toDateString() === d.toDateString();
  return new Intl.DateTimeFormat(lang, today ? { timeStyle: 'short' } : { dateStyle: 'short', timeStyle: 'short' }).format(d);
}

export function percent(p: number, lang: string): string {
  return new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 0 }).format(p);
}

export function decimal(n: number, lang: string, digits = 2): string {
  return new Intl.NumberFormat(lang, { maximumFractionDigits: digits }).format(n);
}

/**
 * Localized name of a library section ("Action Modifier/Reaction" -> "Modificador de acción/Reacción"),
 * with the card type names of the card lookup namespace so both pages use the same terms.
 */
export function typeLabel(t: TFunction<'decks'>, key: string): string {
  return key
    .split('/')
    .map((part) => t(`lookup:types.${part}`, { defaultValue: part }))
    .join('/');
}

export function editionLabel(t: TFunction<'decks'>, edition: DeckEdition): string {
  return t(`edition.${edition}`);
}

/**
 * Short localized reference of a legality rule id ('vtes-pl:Budowa talii', 'vtes-es:1.2'). A
 * section of the current VEKN rules is named by its title in the reader's own rules document
 * (`doc`, the `rules-vtes` bundle of the UI language: «Material necesario y construcción del mazo»
 * in Spanish), never by the Polish chapter name the rule id carries.
 */
export function ruleLabel(t: TFunction<'decks'>, rule: string, doc?: RulesDoc): string {
  if (rule.startsWith('vtes-pl:')) {
    const name = rule.slice('vtes-pl:'.length);
    return t('ruleRef.vekn', { section: (doc && resolveSection(doc, name)?.title) ?? name });
  }
  if (rule.startsWith('vtes-es:')) return t('ruleRef.es2018', { section: rule.slice('vtes-es:'.length) });
  return rule;
}
