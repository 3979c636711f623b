/**
 * Card texts and log texts: every card has a name and a text in es and pl, the `text` in the
 * locale files is exactly the rendering of the card data (cards are data), every option label and
 * prompt (with its nested card refs) resolves, and plural keys carry every form the language
 * needs (es: one/many/other, pl: one/few/many/other).
 * To regenerate the texts after changing cards.ts or a template:
 * NIGHTS_WRITE_LOCALES=1 npx vitest run main/games/nights-of-blood/text.test.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RngCursor, seedRng } from '../../engine/rng';
import type { I18nRef } from '../../engine/types';
import { nightsCardsForLookup } from './lookup';
import { nightsModule as m } from './module';
import { cardTranslator } from '../common/card-text';
import { ALL_CARD_IDS, cardText } from './text';

const LOCALES = path.resolve(__dirname, '../../../locales');
const read = (lang: string, ns: string) =>
  JSON.parse(fs.readFileSync(path.join(LOCALES, lang, `${ns}.json`), 'utf8')) as Record<string, unknown>;
const FORMS: Record<string, string[]> = { es: ['one', 'many', 'other'], pl: ['one', 'few', 'many', 'other'] };

function lookup(lang: string, key: string): unknown {
  const [ns, rest] = key.split(':');
  const dict = read(lang, ns);
  const get = (k: string) =>
    k.split('.').reduce<unknown>((v, p) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[p] : undefined), dict);
  return get(rest) ?? get(`${rest}_other`);
}

function refKeys(ref: I18nRef, out: Set<string>): void {
  out.add(ref.key);
  for (const v of Object.values(ref.params ?? {})) if (v && typeof v === 'object' && 'key' in v) refKeys(v as I18nRef, out);
}

function pluralGaps(o: Record<string, unknown>, lang: string, at = ''): string[] {
  const out: string[] = [];
  for (const [k, v] of Object.entries(o)) {
    if (v && typeof v === 'object') out.push(...pluralGaps(v as Record<string, unknown>, lang, `${at}${k}.`));
    const m2 = /^(.*)_one$/.exec(k);
    if (m2) for (const f of FORMS[lang]) if (!(`${m2[1]}_${f}` in o)) out.push(`${at}${m2[1]}_${f}`);
  }
  return out;
}

describe('cards-nights and log-nights locales', () => {
  for (const lang of ['es', 'pl'] as const) {
    it(`${lang}: every card has a name and its text rendered from the data`, () => {
      const file = path.join(LOCALES, lang, 'cards-nights.json');
      const dict = read(lang, 'cards-nights') as Record<string, { name?: string; text?: string }>;
      const t = cardTranslator(dict as Record<string, unknown>, lang, 'cards-nights');
      if (process.env.NIGHTS_WRITE_LOCALES) {
        for (const id of ALL_CARD_IDS) dict[id] = { ...dict[id], text: cardText(id, t) };
        fs.writeFileSync(file, JSON.stringify(dict, null, 2) + '\n');
      }
      for (const id of ALL_CARD_IDS) {
        expect(dict[id]?.name, `${lang} ${id}.name`).toBeTruthy();
        expect(dict[id]?.text, `${lang} ${id}.text`).toBe(cardText(id, t));
        expect(dict[id].text).not.toMatch(/\{\{|_one|_other/);
      }
    });

    it(`${lang}: plural keys have every form`, () => {
      expect([...pluralGaps(read(lang, 'log-nights'), lang), ...pluralGaps(read(lang, 'cards-nights'), lang)]).toEqual([]);
    });
  }

  it('every prompt, option label and nested ref of random games resolves in es and pl', () => {
    const keys = new Set<string>();
    for (const players of [5, 8]) {
      let s = m.setup(m.parseConfig({ players }), `labels-${players}`).state;
      const rng = new RngCursor(seedRng(`labels-${players}`));
      for (let i = 0; i < 4000 && !m.result(s); i++) {
        const d = m.decisions(s)[0];
        refKeys(d.prompt, keys);
        for (const o of d.options) refKeys(o.label, keys);
        const o =
          d.kind === 'nights.turn' && rng.int(3) > 0 && d.options.length > 1
            ? d.options[rng.int(d.options.length - 1)]
            : rng.pick(d.options);
        const r = m.apply(s, d.seat, o.id);
        for (const e of m.decorate!(r.state, r.events))
          for (const v of Object.values(e.params ?? {})) if (v && typeof v === 'object' && 'key' in v) refKeys(v as I18nRef, keys);
        s = r.state;
      }
    }
    const missing = [...keys].flatMap((k) => ['es', 'pl'].filter((l) => typeof lookup(l, k) !== 'string').map((l) => `${l} ${k}`));
    expect(missing).toEqual([]);
  });

  it('rules-nights: es and pl have the same sections, and every rule a decision or a log line names exists', () => {
    interface Sec {
      id: string;
      sections?: Sec[];
    }
    const ids = (lang: string) => {
      const out: string[] = [];
      const walk = (xs: Sec[]) => xs.forEach((x) => (out.push(x.id), walk(x.sections ?? [])));
      walk((read(lang, 'rules-nights') as unknown as { sections: Sec[] }).sections);
      return out;
    };
    expect(ids('pl')).toEqual(ids('es'));
    const used = new Set<string>();
    for (const players of [5, 7]) {
      let s = m.setup(m.parseConfig({ players }), `rules-${players}`).state;
      const rng = new RngCursor(seedRng(`rules-${players}`));
      for (let i = 0; i < 3000 && !m.result(s); i++) {
        const d = m.decisions(s)[0];
        if (d.rule) used.add(d.rule);
        const r = m.apply(s, d.seat, rng.pick(d.options).id);
        for (const e of r.events) if (e.rule) used.add(e.rule);
        s = r.state;
      }
    }
    const known = new Set(ids('es'));
    expect([...used].map((r) => r.replace(/^nights:/, '')).filter((r) => !known.has(r))).toEqual([]);
  });

  it('every placeholder of a log line is filled by its event (set-up included), in es and pl', () => {
    const SEAT = /^(seat|to|from|by|target|victim|winner)$|Seat$/;
    const problems = new Set<string>();
    for (const players of [5, 8]) {
      const first = m.setup(m.parseConfig({ players, games: 2 }), `placeholders-${players}`);
      let s = first.state;
      const events = [...m.decorate!(first.state, first.events)];
      const rng = new RngCursor(seedRng(`placeholders-${players}`));
      for (let i = 0; i < 4000 && !m.result(s); i++) {
        const d = m.decisions(s)[0];
        const r = m.apply(
          s,
          d.seat,
          d.kind === 'nights.turn' && rng.int(3) > 0 && d.options.length > 1
            ? d.options[rng.int(d.options.length - 1)].id
            : rng.pick(d.options).id,
        );
        events.push(...m.decorate!(r.state, r.events));
        s = r.state;
      }
      for (const e of events) {
        const p = e.params ?? {};
        const have = new Set(Object.keys(p));
        for (const k of Object.keys(p)) {
          if (SEAT.test(k)) have.add(`${k}Name`);
          if (k === 'seats' || k.endsWith('Seats')) have.add(`${k}Names`);
          // the renderer gives a sect ref `<x>Name` its form with the article, `<x>Def` (table/kit/text.ts)
          const v = p[k] as { key?: unknown } | undefined;
          if (typeof v?.key === 'string' && v.key.startsWith('cards-nights:sect.')) have.add(`${k.replace(/Name$/, '')}Def`);
        }
        for (const lang of ['es', 'pl']) {
          const tpl = lookup(lang, `log-nights:${e.type}`);
          for (const [, name] of String(tpl).matchAll(/\{\{(\w+)\}\}/g))
            if (!have.has(name)) problems.add(`${lang} ${e.type}: {{${name}}}`);
        }
      }
    }
    expect([...problems]).toEqual([]);
  });

  it('the card lookup lists 22 main-deck cards, 15 bloodlines, 20 powers and 15 events under the game', () => {
    const all = nightsCardsForLookup();
    const count = (k: string) => all.filter((c) => c.kind === k).length;
    expect([count('main-card'), count('bloodline'), count('blood-power'), count('event')]).toEqual([22, 15, 20, 15]);
    expect(new Set(all.map((c) => c.uid)).size).toBe(all.length);
    expect(all.every((c) => c.game === 'nights' && c.text.length > 10)).toBe(true);
  });
});
