/**
 * Renders a built-in card's text from its effect data with the cards-vtes templates (es, pl).
 * The JSON files are bundled (no I/O at run time). The renderer may render the same keys itself
 * through i18next; this is for the card lookup (CardDetail.text) and tests.
 */
import es from '../../../../locales/es/cards-vtes.json';
import pl from '../../../../locales/pl/cards-vtes.json';
import esValues from '../../../../locales/es/card-values.json';
import plValues from '../../../../locales/pl/card-values.json';
import { conditionText, effectTexts, modeReqTexts } from './card-text';
import type { CardDef } from '../schema/effects';
import type { TextRef } from './texts';

type Lang = 'es' | 'pl';
const BUNDLES: Record<Lang, Record<string, unknown>> = { es, pl };
/** Clan names in the language (the lookup's table: card-values `clans`). */
const CLANS: Record<Lang, Record<string, string>> = { es: esValues.clans, pl: plValues.clans };

function lookup(lang: Lang, key: string): string | undefined {
  let cur: unknown = BUNDLES[lang];
  for (const part of key.split('.')) {
    if (!cur || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[part];
  }
  return typeof cur === 'string' ? cur : undefined;
}

const PLURALS: Record<Lang, Intl.PluralRules> = { es: new Intl.PluralRules('es'), pl: new Intl.PluralRules('pl') };

/**
 * A template with plural forms (`key_one`, `key_few`, `key_many`, `key_other`, as i18next) agrees
 * with its count: `count`, else `n` (else the damage, life or blood cost the sentence counts). `{{disc}}` is the Discipline's name, `{{discGen}}` its
 * genitive (Polish: "wymaga Prezencji"); `{{sect}}` and `{{actorSect}}` the sect's name (`sect.*`);
 * `{{clan}}` the clan's name (card-values `clans`).
 */
export function t(lang: Lang, key: string, nested: TextRef['params'] = {}): string {
  // a parameter that is a text itself (a condition's clause, an amount in words) is rendered first
  const params: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(nested)) params[k] = typeof v === 'object' ? t(lang, v.key, v.params) : v;
  // the count a sentence agrees with, as the renderer picks it (renderer/table/kit/text.ts COUNT_PARAMS)
  const count = [params.count, params.n, params.dmg, params.life, params.bloodCost].find((x) => typeof x === 'number');
  const form = typeof count === 'number' ? lookup(lang, `${key}_${PLURALS[lang].select(count)}`) : undefined;
  const tpl = form ?? lookup(lang, key) ?? lookup(lang, `${key}_other`) ?? key;
  return tpl.replace(/\{\{(\w+)\}\}/g, (_, k: string) => {
    const v = k === 'discGen' ? params.disc : params[k];
    if ((k === 'disc' || k === 'discGen') && typeof v === 'string') return lookup(lang, `${k}.${v}`) ?? lookup(lang, `disc.${v}`) ?? v;
    if (k === 'clan' && typeof v === 'string') return CLANS[lang][v] ?? v;
    // a sect of the card data (an id, alternatives joined by ' / ') in the language (issue 34 §6)
    if ((k === 'sect' || k === 'actorSect') && typeof v === 'string')
      return v
        .split(' / ')
        .map((x) => lookup(lang, `sect.${x}`) ?? x)
        .join(' / ');
    return v === undefined ? '' : String(v);
  });
}

export function renderCardText(c: CardDef, lang: Lang): string {
  const lines: string[] = [];
  const head = c.reqs.map((r) => t(lang, conditionText(r).key, conditionText(r).params));
  // an equipment card that is a location while in play (group ruling G00047): not counted as equipment
  if (c.classes?.includes('location') && c.kind === 'library') head.unshift(t(lang, 'locationEquip'));
  if (c.unique && c.kind === 'library') head.unshift(t(lang, 'unique'));
  if (head.length) lines.push(head.join('; ') + '.');
  for (const mode of c.modes) {
    const reqs = modeReqTexts(mode).map((x) => t(lang, x.key, x.params));
    const effects = mode.effects.flatMap((e) => effectTexts(e).map((x) => t(lang, x.key, x.params)));
    const kind = t(lang, `kind.${mode.kind}`);
    lines.push(`[${kind}${reqs.length ? ` · ${reqs.join(', ')}` : ''}] ${effects.join(' ')}`);
  }
  return lines.join('\n');
}
