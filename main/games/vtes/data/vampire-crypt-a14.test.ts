/**
 * Issue 30 item 1 (fourteenth session, h-crypt-a): the vampires of this round played through their scenario families
 * both ways (the coverage gate runs them all; here, one card at a time), and what the families do not show: Watenda's
 * ability once each combat, its price the cost the card's player paid.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OFFICIAL_FILES } from '../../../testing/catalog';
import { parseVeknFiles } from '../../../cards/vekn';
import { officialFiles, sharedFile } from '../../../testing/shared-data';
import { cardDefFromDetail } from './catalog-def';
import { familyCases } from '../testing/families';
import { CARD_SCENARIOS } from '../testing/card-scenarios';
import { cancelOwnGame, playFoeCard } from '../testing/families-crypt-cancel-own';
import { passUntil } from '../testing/testing';
import { Scenario } from '../testing/scenario';
import { costFor, payCost } from '../core/queries';
import { testLibraryCard } from '../testing/action-scenarios';
import { renderCardText } from '../vocab/text';

const ROUND = [
  '201464',
  '200145',
  '201336',
  '200245',
  '200112',
  '200898',
  '200545',
  '201048',
  '200757',
  '200667',
  '200979',
  '201694',
  '201696',
  '201253',
  '201487',
  '200456',
  '201480',
  '200153',
];

describe.skipIf(!existsSync(sharedFile(OFFICIAL_FILES[0])) && !process.env.CI)('V:TES vampires, fourteenth session (issue 30)', () => {
  const cards = parseVeknFiles(officialFiles(OFFICIAL_FILES)).cards;
  const def = (id: string) => cardDefFromDetail(cards.find((c) => c.id === id)!);

  it.each(ROUND)('%s: its scenarios pass, and fail once its effects are stripped', (id) => {
    const d = def(id);
    const cases = [...familyCases(d), ...(CARD_SCENARIOS[id]?.(d) ?? [])];
    expect(cases.length).toBeGreaterThan(0);
    for (const k of cases) {
      expect(k.run(false), k.family).toBe(k.expected);
      let stripped: unknown;
      try {
        stripped = k.run(true);
      } catch (e) {
        stripped = e;
      }
      expect(stripped, k.family).not.toBe(k.expected);
    }
  });

  it('Watenda cancels once each combat: the second strike card of the combat is not offered his ability', () => {
    const { sc, v, t } = cancelOwnGame(def('201464'), false, 2);
    expect(playFoeCard(sc, t[0], v)).toBe(true);
    sc.choose(`cancelp:${v}:${v}`);
    sc.s = passUntil(sc.s, (x) => !x.cancelWin);
    expect(sc.s.cards[v].blood).toBe(2); // 3 (his capacity) less the card's 1
    expect(playFoeCard(sc, t[1], v)).toBe(false);
  });

  it('Nergal: the first card costing blood he plays each turn costs 1 less, the next one its printed cost', () => {
    const nergal = def('201048');
    const card = { ...testLibraryCard('Test Dear', 'Action', { kind: 'action', conditions: [], effects: [] }), blood: 2 };
    const sc = new Scenario({ seats: [{ ready: [{ card: nergal.name, blood: 8 }] }, {}], defs: [nergal, card] });
    const v = sc.uid(nergal.name);
    expect(costFor(sc.s, card, 0, v).blood).toBe(1);
    payCost(sc.s, card, v, 0, []);
    expect(sc.s.cards[v].blood).toBe(7);
    expect(costFor(sc.s, card, 0, v).blood).toBe(2);
  });

  it.each(ROUND)('%s: its text renders in es and pl with no key, variable or object left', (id) => {
    for (const lang of ['es', 'pl'] as const) {
      const text = renderCardText(def(id), lang);
      expect(text).not.toMatch(/\{\{|effect\.|cond\.|prim\.|costOf\.|object Object|undefined/);
    }
  });
});
