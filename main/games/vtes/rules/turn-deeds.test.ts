/**
 * What each minion did this turn (issue 27 item 5; core/deeds.ts, vtes-es 3): the engine counts it once
 * (an action that succeeded or was blocked, with its kind and card; a block; a combat; a card entering
 * play), the Condition `didThisTurn` reads it, and real cards act on it at the end of the turn (Leather
 * Jacket, NRA PAC: testing/turn-scenarios.ts), played through the engine's decisions.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OFFICIAL_FILES } from '../../../testing/catalog';
import { parseVeknFiles } from '../../../cards/vekn';
import { officialFiles, sharedFile } from '../../../testing/shared-data';
import { cardDefFromDetail } from '../data/catalog-def';
import { didThisTurn } from '../core/deeds';
import { holds } from '../core/params/cond';
import { Scenario } from '../testing/scenario';
import { testVampire } from '../testing/families';
import { ids, passUntil } from '../testing/testing';
import { PLAIN_GEAR, TURN_SCENARIOS } from '../testing/turn-scenarios';

const haveData = existsSync(sharedFile(OFFICIAL_FILES[0]));
const A = testVampire('Test Actor', {});
const B = testVampire('Test Blocker', {}, [{ e: 'mod', stat: 'intercept', n: 3, who: 'self' }]);

describe('the turn records what each minion did (vtes-es 3, 6.2.3)', () => {
  it('a successful equip action is recorded with its kind and card, and read by the Condition', () => {
    const sc = new Scenario({ seats: [{ ready: [{ card: A.name, blood: 4 }], hand: [PLAIN_GEAR.name] }, {}], defs: [A, PLAIN_GEAR] });
    const a = sc.uid(A.name);
    const gear = sc.uid(PLAIN_GEAR.name, 0, 'hand');
    sc.play(PLAIN_GEAR.name, { by: A.name });
    sc.s = passUntil(sc.s, (x) => !x.act);
    expect(didThisTurn(sc.s, a, { did: 'success', kind: 'equip', card: gear })).toBe(true);
    expect(didThisTurn(sc.s, a, { did: 'success', kind: 'bleed' })).toBe(false);
    expect(didThisTurn(sc.s, a, { did: 'blocked' })).toBe(false);
    const ctx = { seat: 0, source: gear, minion: a };
    expect(holds(sc.s, { c: 'didThisTurn', who: 'minion', did: 'success', kind: 'equip', withSelf: true }, ctx)).toBe(true);
    expect(holds(sc.s, { c: 'didThisTurn', who: 'minion', did: 'success', kind: 'undirected' }, ctx)).toBe(true);
    expect(holds(sc.s, { c: 'didThisTurn', who: 'minion', did: 'success', kind: 'directed' }, ctx)).toBe(false);
  });

  it('a blocked bleed: the actor was blocked, the blocker blocked, both entered combat; the next turn forgets it', () => {
    const sc = new Scenario({ seats: [{ ready: [{ card: A.name, blood: 4 }] }, { ready: [{ card: B.name, blood: 4 }] }], defs: [A, B] });
    const a = sc.uid(A.name);
    const b = sc.uid(B.name, 1);
    sc.choose(`min:${a}`).choose(`bleed:${a}`).choose(`block:${b}`);
    sc.s = passUntil(sc.s, (x) => !x.act && !x.combat);
    expect(didThisTurn(sc.s, a, { did: 'blocked', kind: 'bleed' })).toBe(true);
    expect(didThisTurn(sc.s, a, { did: 'success' })).toBe(false);
    expect(didThisTurn(sc.s, b, { did: 'block' })).toBe(true);
    expect(didThisTurn(sc.s, a, { did: 'combat' }) && didThisTurn(sc.s, b, { did: 'combat' })).toBe(true);
    sc.s = passUntil(sc.s, (x) => x.active !== 0, 80);
    expect(didThisTurn(sc.s, a, { did: 'blocked' })).toBe(false);
  });
});

describe.skipIf(!haveData && !process.env.CI)('real cards at the end of the turn (issue 27 item 5)', () => {
  const cards = haveData ? parseVeknFiles(officialFiles(OFFICIAL_FILES)).cards : [];
  const def = (id: string) => cardDefFromDetail(cards.find((c) => c.id === id)!);

  it.each(Object.keys(TURN_SCENARIOS))('%s: its scenario measures the effect, and nothing with the effects stripped', (id) => {
    for (const k of TURN_SCENARIOS[id](def(id))) {
      expect(k.run(false), k.family).toBe(k.expected);
      // stripped, the card does nothing or is not even offered (the scenario stops there)
      let stripped: number | string;
      try {
        stripped = k.run(true);
      } catch (e) {
        stripped = String(e);
      }
      expect(stripped, k.family).not.toBe(k.expected);
    }
  });

  it('Leather Jacket: a blocked equip action does not unlock the minion at the end of the turn', () => {
    const jacket = def('101081');
    const sc = new Scenario({
      seats: [{ ready: [{ card: A.name, blood: 4 }], hand: [jacket.name] }, { ready: [{ card: B.name, blood: 4 }] }],
      defs: [jacket, A, B],
    });
    const a = sc.uid(A.name);
    sc.play(jacket.name, { by: A.name });
    sc.s = passUntil(sc.s, (x) => ids(x).includes(`block:${sc.uid(B.name, 1)}`) || !x.act);
    if (sc.s.act) sc.choose(`block:${sc.uid(B.name, 1)}`);
    sc.s = passUntil(sc.s, (x) => x.active !== 0, 80);
    expect(sc.s.cards[a].locked).toBe(true);
  });

  it('Bravo: no blood after a combat its bearer did not enter by its own action (a blocked bleed)', () => {
    const bravo = def('100247');
    const sc = new Scenario({
      seats: [{ ready: [{ card: A.name, blood: 3, attached: [{ card: bravo.name }] }] }, { ready: [{ card: B.name, blood: 4 }] }],
      defs: [bravo, A, B],
    });
    const a = sc.uid(A.name);
    sc.choose(`min:${a}`)
      .choose(`bleed:${a}`)
      .choose(`block:${sc.uid(B.name, 1)}`);
    sc.s = passUntil(sc.s, (x) => x.combat?.step === 'strikeA');
    sc.choose('none').choose('none');
    sc.s = passUntil(sc.s, (x) => !x.combat);
    expect(sc.s.cards[a].blood).toBe(3);
  });
});
