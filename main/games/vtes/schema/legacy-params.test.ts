/**
 * The old ad-hoc fields read into the shared parameter records (issue 27 item 4; legacy-params.ts):
 * the data files are migrated (scripts/cards-migrate-params.mjs: nothing left to migrate, and the
 * entries as they were written before read as they are now), a definition saved before plays the
 * same, and the migrated cards behave as they did: Foreshadowing Destruction's +3 bleed only when the
 * target Methuselah has 9 pool or less (a Condition), On the Qui Vive once until its minion's next
 * unlock phase (a Duration), The Warrens' intercept one more for a titled minion (an Amount), and
 * their card texts are the same sentences.
 */
import { describe, expect, it } from 'vitest';
import { CARD_DATA, DATA_FILES, loadDataFiles } from '../data/load';
import { STARTER_DEFS, type CardDef } from '../data/starters';
import { announce, build, choose, dec, uid } from '../testing/testing';
import { V } from '../testing/card-testing';
import { entryParams, filterWords, hasLegacyParams, MOD_PER, MOD_WHILE, USES_WHILE, whoParams, whoWords } from './legacy-params';
import { cardFromRecord } from './modes';
import { checkSavedCard } from './schema-check';
import { effectText, effectTexts } from '../vocab/card-text';
import { handSize } from '../core/state';
import { selectsCard } from '../core/params/selector';
import { baseIntercept } from '../core/queries';
import { modSum } from './modifiers';
import type { Effect } from './effects';
import type { Prim } from './records';

/** The old word a shared record stood for, if it is one of them. */
const wordOf = (table: Record<string, unknown>, r: unknown) =>
  Object.keys(table).find((w) => JSON.stringify(table[w]) === JSON.stringify(r));
/** A primitive written back without its Duration: `damage` with `each: 'round'`, `handSize` and `noUnlock` with no `for`. */
function oldPrim(p: Prim): unknown {
  if (p.p === 'bonus' && p.for === 'action') {
    const { for: _for, ...rest } = p;
    return rest;
  }
  if ((p.p !== 'damage' && p.p !== 'handSize' && p.p !== 'noUnlock') || !('for' in p)) return p;
  // the Durations the old words never said: damage this round only, hand size for the combat (thirteenth session)
  if ((p.p === 'damage' && p.for !== 'combat') || (p.p === 'handSize' && p.for !== 'turn')) return p;
  const { for: _for, ...rest } = p;
  return p.p === 'damage' ? { ...rest, each: 'round' } : rest;
}

/** An effect written back in the old words, as the data files held it before: a static modifier's `while: 'directed'`,
 * `per: 'counter'`; an ability's `uses.while: 'readyBaron'`; a trigger's filter object and `minion: 'bearer'`; its primitives'. */
function oldWords(e: Effect): unknown {
  const list = e.e === 'prims' ? 'do' : e.e === 'bleed' ? 'then' : e.e === 'ability' || e.e === 'on' ? 'effects' : undefined;
  const prims = list === undefined ? undefined : ((e as Record<string, unknown>)[list] as Prim[] | undefined);
  if (list !== undefined && prims?.some((p) => oldPrim(p) !== p)) return oldWords({ ...e, [list]: prims.map(oldPrim) } as Effect);
  if (e.e === 'ability' && (e.who || e.once || e.uses)) {
    // the beneficiary in words (`who: { role, clan, after, once... }`), the Condition they do not say left in `if`
    const words = e.who || e.once ? whoWords(e) : undefined;
    const { who: _who, once: _once, if: _if, ...rest } = e;
    const w = e.uses && wordOf(USES_WHILE, e.uses.if);
    return {
      ...(words ? { ...rest, who: words.who, ...(words.if ? { if: words.if } : {}) } : e),
      ...(w && e.uses ? { uses: { n: e.uses.n, while: w } } : {}),
    };
  }
  if (e.e === 'on' && (e.bearer || e.filter)) {
    const f = e.filter ? filterWords(e.filter) : {};
    if (!f) return e;
    const { e: kind, event, bearer, filter: _filter, ...rest } = e;
    return { e: kind, event, filter: { ...f, ...(bearer ? { minion: 'bearer' } : {}) }, ...rest };
  }
  if (e.e === 'noReplace' && e.for === 'combat') return { e: 'noReplace', until: 'combat' };
  if (e.e !== 'mod') return e;
  const w = e.if && wordOf(MOD_WHILE, e.if);
  const per = e.per !== undefined && wordOf(MOD_PER, e.per);
  if (!w && !per) return e;
  const { if: _if, ...rest } = e;
  return { ...(w ? rest : e), ...(w ? { while: w } : {}), ...(per ? { per } : {}) };
}

const byName = (name: string): CardDef => [...STARTER_DEFS.values()].find((d) => d.name === name)!;

/** The modes of the two migrated entries as the data files held them before the shared records. */
const BEFORE: Record<string, { file: string; modes: unknown[] }> = {
  // Foreshadowing Destruction: +1 bleed, or +3 if the target has 9 pool or less
  '100765': {
    file: 'action-modifier',
    modes: [
      {
        kind: 'modifier',
        window: { bleed: true },
        conditions: [{ r: 'disc', disc: 'dom', level: 1 }],
        effects: [{ e: 'bleedPlus', n: 1, limited: true }],
      },
      {
        kind: 'modifier',
        window: { bleed: true },
        conditions: [{ r: 'disc', disc: 'dom', level: 2 }],
        effects: [{ e: 'bleedPlus', n: 3, limited: true, ifPoolAtMost: 9 }],
      },
    ],
  },
  // The Warrens: +2 intercept, +1 more for a titled minion (reaction-cards.test.ts plays both)
  '102216': {
    file: 'reaction',
    modes: [
      { kind: 'reaction', window: { against: 'directedAtYou' }, conditions: [], effects: [{ e: 'intercept', n: 2, titledBonus: 1 }] },
    ],
  },
};

describe('the old ad-hoc fields read into the shared records (issue 27 item 4)', () => {
  it('the data files hold no old field: the migration has nothing left to do', () => {
    for (const [file, entries] of Object.entries(DATA_FILES))
      for (const [id, e] of Object.entries(entries as Record<string, { modes: unknown[] }>)) {
        expect(e.modes.some(hasLegacyParams), `${file}.json ${id}`).toBe(false);
        expect(entryParams(e)).toBe(e);
      }
  });

  it('an entry as it was written before migrates to the entry the data file holds now', () => {
    for (const [id, before] of Object.entries(BEFORE)) {
      const now = CARD_DATA.get(id)!;
      expect(now.file).toBe(before.file);
      expect(entryParams({ modes: before.modes }).modes).toEqual(now.modes);
    }
    const quiVive = byName('On the Qui Vive');
    const old = { modes: quiVive.modes.map((m) => ({ ...m, limits: m.limits?.map((l) => ('once' in l ? { once: 'unlock' } : l)) })) };
    expect(old.modes[0].limits).toEqual([{ once: 'unlock' }]);
    expect(entryParams(old).modes).toEqual(quiVive.modes);
  });

  it('a definition saved with the old fields is read as the current one and passes the schema', () => {
    const fd = byName('Foreshadowing Destruction');
    const saved = {
      ...fd,
      modes: BEFORE['100765'].modes.map((m, i) => ({ ...(m as object), cost: fd.modes[i].cost })),
    } as unknown as CardDef;
    expect(cardFromRecord(saved)).toEqual(fd);
    expect(checkSavedCard(cardFromRecord(saved))).toEqual(fd);
  });

  it('the migrated effects read as the same sentences', () => {
    const fd = CARD_DATA.get('100765')!.modes[1].effects[0];
    expect(effectText(fd)).toEqual({ key: 'effect.bleedPlus_ifPool', params: { n: 3, limited: 1, ifPoolAtMost: 9 } });
    const warrens = CARD_DATA.get('102216')!.modes[0].effects[0];
    expect(effectText(warrens)).toEqual({ key: 'effect.intercept_titled', params: { n: 2, titledBonus: 1 } });
    expect(effectText({ e: 'intercept', n: { a: 'x' } }).key).toBe('effect.intercept_amount');
  });

  it('Foreshadowing Destruction gives +3 bleed when the target Methuselah has 9 pool or less as the bleed resolves, nothing above', () => {
    for (const [pool, burned] of [
      [9, 1 + 3],
      [10, 1],
    ]) {
      let s = build({ seats: [{ ready: [V('Andi Liu', 4)], hand: ['Foreshadowing Destruction'] }, { pool }] });
      s = announce(s, uid(s, 'Andi Liu'), 'bleed:');
      expect(dec(s).kind).toBe('vtes.actionModifier');
      s = choose(s, `mod:${uid(s, 'Foreshadowing Destruction')}:1`);
      expect(s.seats[1].pool).toBe(pool - burned);
    }
  });

  it("old words (a modifier's `while` and `per`, an ability's `who` and `uses.while`, a trigger's filter) read as the shared records: same entries, same sentences", () => {
    let n = 0;
    for (const [id, now] of CARD_DATA) {
      const modes = now.modes.map((m) => ({ ...m, effects: m.effects.map(oldWords) }));
      if (JSON.stringify(modes) === JSON.stringify(now.modes)) continue;
      n++;
      expect(modes.some(hasLegacyParams), id).toBe(true);
      expect(entryParams({ modes }).modes, id).toEqual(now.modes);
      // a data file merged in the old words loads as the migration will write it
      const { file: _file, ...entry } = now;
      expect(loadDataFiles({ merged: { [id]: { ...entry, modes } } }).get(id)?.modes, id).toEqual(now.modes);
      // the migrated modifiers read as the same sentences as before (their own words, no clause after)
      for (const e of now.modes.flatMap((m) => m.effects))
        // (a `per` with no old word, "for each card a Selector takes", has its own sentence: not a migrated modifier)
        if (e.e === 'mod' && ((e.if && wordOf(MOD_WHILE, e.if)) || (e.per !== undefined && wordOf(MOD_PER, e.per)))) {
          const old = oldWords(e) as { while?: string; per?: string };
          expect(effectTexts(e), id).toEqual([
            {
              key: `effect.mod_${e.stat}_${e.who}${old.while ? `_${old.while}` : ''}${old.per ? `_per_${old.per}` : ''}`,
              params: expect.anything(),
            },
          ]);
        }
      // the triggers read the head their filters in words read (`trigger.torpor_bearer_torpor`)
      for (const e of now.modes.flatMap((m) => m.effects))
        // (a vampire's own trigger reads its own head, `_self`, whatever its filter: Jason, The World's Voice; a card on
        // the acting minion reads `_bearerActing`, a word the old filters never had: Aching Beauty)
        if (e.e === 'on' && !e.own && !e.acting && (e.filter || e.bearer)) {
          const f = (oldWords(e) as { filter: { minion?: string; zone?: string; blockOf?: string[] } }).filter;
          const ev = (typeof e.event === 'string' ? [e.event] : e.event).map((x) => x.replace('vtes.', '')).join('_');
          const words = [f.minion, f.zone, ...(f.blockOf ?? []), e.seat].filter(Boolean).map((w) => `_${w}`);
          expect(effectTexts(e)[0], id).toEqual({ key: `trigger.${ev}${words.join('')}${e.if ? '_if' : ''}`, params: {} });
        }
    }
    // the two vampires (stealth against undirected, intercept against directed), Guardian Angel, Visit from the Capuchin,
    // Carfax Abbey, the cards whose triggers had a filter, those with a damage, hand size or no-unlock primitive, and
    // every card with an ability whose beneficiary was in words (`who`), with an action bonus (no Duration) or
    // "do not replace until after combat" (with the crypt, imbued and trigger cards merged in the sixth session,
    // the library cards and 33 more vampires' own abilities of the seventh; Erick Franco's and Xian Quan's convictions;
    // eight vampires' own abilities of the eighth session, h-crypt-b: Pherydima, The Arcadian, Joseph O'Grady...;
    // the tenth session's actions: Vagabond Mystic; the eleventh session's combat cards: Disarm, and one modifier;
    // the twelfth session's Restructure, Ossian, Weighted Walking Stick, Camera Phone, Kevlar Vest; the thirteenth
    // session's Fear of Mekhet; the fourteenth's Tension in the Ranks; the fifteenth's Aching Beauty, Angelica, Calebros,
    // Mariel, Perfidio, Lupe Droin and more of the masters, crypt and combat helpers; and the sixteenth's
    // cards of every helper: Edward Neally, Project, Maman Boumba and more)
    expect(n).toBe(371);
  });

  it('the migrated modifiers count as before: intercept against a bleed at you, hand size per counter', () => {
    const s = build({
      seats: [
        { ready: ['Theo Bell'], play: [{ card: 'Visit from the Capuchin', blood: 2 }] },
        { ready: [{ card: 'Dowager, The', attached: [{ card: 'Guardian Angel' }] }] },
        {},
      ],
    });
    expect(handSize(s, 0)).toBe(9);
    const theo = uid(s, 'Theo Bell');
    const dow = uid(s, 'The Dowager');
    const bleedAt = (seat: number) => ({ kind: 'bleed', actor: theo, target: seat }) as Parameters<typeof baseIntercept>[1];
    // The Dowager's own +1 against a directed action, and Guardian Angel's +1 only when the bleed is at her Methuselah
    expect(baseIntercept(s, bleedAt(1), dow) - baseIntercept(s, bleedAt(2), dow)).toBe(1);
  });

  it("a modifier's old `while` Condition is its one field `if` (in its place; with an `if` too, both must hold) and counts the same", () => {
    const directed = { c: 'action', kind: 'directed' } as const;
    const titled = { c: 'titled', who: 'actor' } as const;
    const old = { e: 'mod', stat: 'intercept', n: 1, who: 'self', while: directed, per: 'counter' };
    const entry = entryParams({ modes: [{ kind: 'vampire', conditions: [], effects: [old] }] });
    const now = entry.modes[0] as { effects: unknown[] };
    expect(now.effects[0]).toEqual({ e: 'mod', stat: 'intercept', n: 1, who: 'self', if: directed, per: { a: 'counters', who: 'self' } });
    expect(Object.keys(now.effects[0] as object)).toEqual(['e', 'stat', 'n', 'who', 'if', 'per']);
    const both = entryParams({ modes: [{ kind: 'vampire', conditions: [], effects: [{ ...old, per: undefined, if: titled }] }] });
    expect((both.modes[0] as { effects: { if: unknown }[] }).effects[0].if).toEqual({ c: 'all', of: [directed, titled] });
    // read by one function: the old field and the new one count alike where the stat is asked for
    const e = now.effects[0] as Effect;
    expect(modSum([e], 'intercept', ['self'], { directed: true, counters: 2 })).toBe(2);
    expect(modSum([e], 'intercept', ['self'], { directed: false, counters: 2 })).toBe(0);
    // the migration of a migrated entry changes nothing (the same object)
    expect(entryParams(entry)).toBe(entry);
  });

  it("an ability's `who` words are a Selector of the minion it benefits, its mark and Conditions, and read back as the same words", () => {
    const old = { role: 'self', after: 'success', actor: 'other', actorSect: 'anarch', torpor: true } as const;
    const p = whoParams(old);
    expect(p.who).toEqual({ of: 'minion', whose: 'you', role: 'self', state: 'readyOrTorpor', count: 'one' });
    expect(p.if).toEqual({
      c: 'all',
      of: [
        { c: 'success' },
        { c: 'not', of: { c: 'acting', who: 'self' } },
        { c: 'yours', who: 'actor' },
        { c: 'sect', who: 'actor', sect: 'anarch' },
      ],
    });
    expect(whoWords(p)).toEqual({ who: old });
    // a hunting ground's: one of the user's ready vampires, chosen; its mark beside it; the ability's own Condition last
    const own = { c: 'capacity', who: 'minion', min: 8 } as const;
    const hg = whoParams({ role: 'vampire', sect: 'anarch', once: 'hunted', edge: true }, own);
    expect(hg).toEqual({
      who: { of: 'vampire', whose: 'you', where: { c: 'sect', who: 'it', sect: 'anarch' }, count: 'one' },
      once: 'hunted',
      if: { c: 'all', of: [{ c: 'edge' }, own] },
    });
    expect(whoWords(hg)).toEqual({ who: { role: 'vampire', sect: 'anarch', once: 'hunted', edge: true }, if: own });
    // a record no words stand for reads as its Selector and clause (no words)
    expect(whoWords({ who: { of: 'ally', whose: 'you', count: 'one' } })).toBeUndefined();
  });

  it('Carfax Abbey\'s second use "while you control a ready baron" in words reads as the Condition, with the same sentence', () => {
    const carfax = byName('Carfax Abbey');
    const ability = carfax.modes[0].effects.find((e) => e.e === 'ability')!;
    expect(ability.e === 'ability' && ability.uses).toEqual({ n: 2, if: { c: 'controlsTitle', title: 'baron' } });
    const old = {
      modes: carfax.modes.map((m) => ({
        ...m,
        effects: m.effects.map((e) => (e.e === 'ability' ? { ...e, uses: { n: 2, while: 'readyBaron' } } : e)),
      })),
    };
    expect(old.modes.some(hasLegacyParams)).toBe(true);
    expect(entryParams(old).modes).toEqual(carfax.modes);
    expect(effectTexts(ability).at(-1)).toEqual({ key: 'limit.turn_readyBaron', params: { n: 2 } });
    // another Condition reads in words after the limit's head
    const other = { ...ability, uses: { n: 3, if: { c: 'edge' } } } as Effect;
    expect(effectTexts(other).at(-1)).toEqual({ key: 'limit.turn_uses', params: { n: 3, c: { key: 'cond.edge', params: {} } } });
  });

  it('Smiling Jack, The Anarch: its "vampires only" flag is a Selector; a vampire of another Methuselah may burn it as an action, an ally may not', () => {
    const jack = byName('Smiling Jack, The Anarch');
    const burnable = jack.modes[0].effects.find((e) => e.e === 'burnableByAction')!;
    expect(burnable).toEqual({ e: 'burnableByAction', by: { of: 'vampire', whose: 'other', count: 'each' } });
    const old = {
      modes: jack.modes.map((m) => ({
        ...m,
        effects: m.effects.map((e) => (e === burnable ? { e: 'burnableByAction', vampiresOnly: true } : e)),
      })),
    };
    expect(entryParams(old).modes).toEqual(jack.modes);
    expect(effectText(burnable).params).toEqual({ vampiresOnly: 1 });
    const s = build({
      seats: [{ ready: [V('Ashley', 3), { card: '47th Street Royals', blood: 2 }] }, { play: ['Smiling Jack, The Anarch'] }],
    });
    const burns = dec(choose(s, `min:${uid(s, 'Ashley')}`)).options.filter((o) => o.id.startsWith('burnAct:'));
    expect(burns).toHaveLength(1);
    // the Selector, for the card's controller (seat 1): the acting vampire, not the ally
    const by = burnable.e === 'burnableByAction' ? burnable.by! : undefined;
    expect(selectsCard(s, by!, uid(s, 'Ashley'), { seat: 1 })).toBe(true);
    expect(selectsCard(s, by!, uid(s, '47th Street Royals'), { seat: 1 })).toBe(false);
  });
});
