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
import { CARD_DATA, DATA_FILES } from '../data/load';
import { STARTER_DEFS, type CardDef } from '../data/starters';
import { announce, build, choose, dec, uid } from '../testing/testing';
import { V } from '../testing/card-testing';
import { entryParams, hasLegacyParams } from './legacy-params';
import { cardFromRecord } from './modes';
import { checkSavedCard } from './schema-check';
import { effectText } from '../vocab/card-text';

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
});
