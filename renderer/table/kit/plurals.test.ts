/**
 * Number agreement (issue 15 item 3): a count before a noun takes the noun's form for that count
 * (Polish one/few/many: 1 karta, 2 karty, 5 kart, 22 karty; Spanish one/other: 1 carta, 0 cartas).
 * Every locale string that puts a count param before a counted noun is rendered with the counts
 * 0, 1, 2, 5 and 22 as the table renders it (kit/text.ts picks `count`), and every rendered log,
 * prompt and option of the seeded bot games is checked too.
 */
import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { GAME_CASES, LANGS, localeResources, playGame, renderGame, tFor } from '../../testing/rendered-games';
import { COUNT_PARAMS, withCount } from './text';

type Cat = 'one' | 'few' | 'many' | 'other';
/** Counted nouns and the plural category each form belongs to. */
const NOUNS: Record<string, Record<string, Cat[]>> = {
  es: Object.fromEntries(
    [
      ['carta', 'cartas'],
      ['voto', 'votos'],
      ['transferencia', 'transferencias'],
      ['ficha', 'fichas'],
      ['eco', 'ecos'],
      ['copia', 'copias'],
      ['jugador', 'jugadores'],
      ['punto', 'puntos'],
      ['ronda', 'rondas'],
      ['línea', 'líneas'],
      ['evento', 'eventos'],
      ['contador', 'contadores'],
    ].flatMap(([one, other]) => [
      [one, ['one']],
      [other, ['many', 'other']],
    ]),
  ),
  pl: Object.fromEntries(
    [
      ['karta', 'karty', 'kart', 'kartę'],
      ['głos', 'głosy', 'głosów'],
      ['przelew', 'przelewy', 'przelewów'],
      ['znacznik', 'znaczniki', 'znaczników'],
      ['żeton', 'żetony', 'żetonów'],
      ['egzemplarz', 'egzemplarze', 'egzemplarzy'],
      ['gracz', 'graczy', 'graczy'],
      ['punkt', 'punkty', 'punktów'],
      ['runda', 'rundy', 'rund'],
      ['wpis', 'wpisy', 'wpisów'],
      ['wydarzenie', 'wydarzenia', 'wydarzeń'],
      ['obrażenie', 'obrażenia', 'obrażeń'],
    ].flatMap(([one, few, many, oneAcc]) => [
      [one, ['one']],
      ...(oneAcc ? [[oneAcc, ['one']]] : []),
      [few, few === many ? ['few', 'many'] : ['few', 'other']],
      ...(few === many ? [] : [[many, ['many']]]),
    ]),
  ),
};
const RULES: Record<string, Intl.PluralRules> = { es: new Intl.PluralRules('es'), pl: new Intl.PluralRules('pl') };

/**
 * Polish words after which the counted noun is in the genitive (or instrumental) whatever the
 * number ("do 2 Punktów Krwi", "wymaga co najmniej 2 wydarzeń", "o 2 mniej obrażeń", "z 2 kartami", "brakuje 2 egzemplarzy").
 */
const GOVERNED = /(?:^|\s)(do|od|ponad|najmniej|najwyżej|z|ze|o|dla|bez|wymaga|brakuje|brak|spośród)\s+\+?$/iu;

/**
 * Polish mass nouns a count never goes right before: blood and life are counted in counters, as the
 * rulebook does ("1 znacznik krwi", "2 znaczniki życia"), never "1 krwi" (issue 34 §6).
 */
const MASS: Record<string, RegExp | undefined> = { pl: /(?<![\d,.])\d+ (krwi|życia)(?!\p{L})/gu };

/** "N noun" pairs whose noun form does not agree with N. */
export function disagreements(lang: string, text: string): string[] {
  const out: string[] = [...text.matchAll(MASS[lang] ?? /$^/g)].map((m) => m[0]);
  for (const m of text.matchAll(/(?<![\d,.])(\d+) (\p{L}+)/gu)) {
    const cats = NOUNS[lang][m[2].toLowerCase()];
    if (!cats) continue;
    if (lang === 'pl' && GOVERNED.test(text.slice(0, m.index))) continue;
    const want = RULES[lang].select(Number(m[1])) as Cat;
    if (!cats.includes(want)) out.push(`${m[1]} ${m[2]}`);
  }
  return out;
}

type Dict = Record<string, unknown>;
function flat(o: unknown, prefix: string, out: [string, string][] = []): [string, string][] {
  for (const [k, v] of Object.entries(o as Dict)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.push([key, v]);
    else if (v && typeof v === 'object' && !Array.isArray(v)) flat(v, key, out);
  }
  return out;
}

const COUNTS = [0, 1, 2, 5, 22];

/**
 * Keys (plural suffix dropped) whose text puts a count param right before a counted noun or a mass
 * noun, or counts a param with a nested unit (`$t(log-vtes:unit.blood, {"count": {{blood}} })`).
 */
function countedKeys(lang: string, resources: Record<string, Record<string, Dict>>): { key: string; param: string }[] {
  const out = new Map<string, string>();
  for (const [ns, dict] of Object.entries(resources[lang])) {
    if (ns.startsWith('rules-')) continue;
    for (const [k, v] of flat(dict, '')) {
      const key = `${ns}:${k.replace(/_(one|few|many|other)$/, '')}`;
      for (const m of v.matchAll(/\{"count": \{\{(\w+)\}\} \}\)/g)) out.set(key, m[1]);
      for (const m of v.matchAll(/\{\{(\w+)\}\} (krwi|życia)(?!\p{L})/gu)) out.set(key, m[1]);
      for (const m of v.matchAll(/\{\{(\w+)\}\} (\p{L}+)/gu)) {
        if (!(COUNT_PARAMS as readonly string[]).includes(m[1]) || !NOUNS[lang][m[2].toLowerCase()]) continue;
        out.set(key, m[1]);
      }
    }
  }
  return [...out].map(([key, param]) => ({ key, param }));
}

describe('counts agree with their nouns', () => {
  it('the check knows the forms', () => {
    expect(disagreements('pl', 'Krypta ma 22 karty, 5 kart, 1 kartę, 2 karty')).toEqual([]);
    expect(disagreements('pl', 'Biblioteka ma 92 kart i 1 przelewy')).toEqual(['92 kart', '1 przelewy']);
    expect(disagreements('es', '1 votos a favor, 0 cartas, 1 carta')).toEqual(['1 votos']);
    expect(disagreements('pl', 'Ana zyskuje 2 krwi i traci 1 życia; 1 znacznik krwi, 5 znaczników życia')).toEqual(['2 krwi', '1 życia']);
  });

  for (const lang of LANGS) {
    it(`${lang}: every string with a count before a noun, rendered with ${COUNTS.join(', ')}`, async () => {
      const t: TFunction = await tFor(lang);
      const keys = countedKeys(lang, localeResources() as Record<string, Record<string, Dict>>);
      expect(keys.length).toBeGreaterThan(5);
      const bad: string[] = [];
      for (const { key, param } of keys)
        for (const n of COUNTS) {
          const text = String(t(key, withCount({ [param]: n })));
          for (const d of disagreements(lang, text)) bad.push(`${key} (${param}=${n}): ${d} in "${text}"`);
        }
      expect(bad).toEqual([]);
    });
  }

  for (const c of GAME_CASES) {
    it(`${c.game} ${c.seed}: rendered log, prompts and options in es and pl`, async () => {
      const played = playGame(c);
      const bad = new Set<string>();
      for (const lang of LANGS) {
        const t = await tFor(lang);
        for (const r of renderGame(t, c.game, played))
          for (const d of disagreements(lang, r.text)) bad.add(`${lang} ${r.source}: ${d} in "${r.text}"`);
      }
      expect([...bad]).toEqual([]);
    }, 120_000);
  }
});
