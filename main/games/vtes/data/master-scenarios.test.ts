/**
 * The scenarios of the master cards, political actions and action cards written for issue 29 (testing/master-scenarios.ts,
 * library-scenarios.ts, action-scenarios.ts),
 * card by card: each gives what the card promises and something else once the card's effects are stripped.
 * The coverage gate (coverage-gate.test.ts) runs them too, with every other full card.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OFFICIAL_FILES } from '../../../testing/catalog';
import { parseVeknFiles } from '../../../cards/vekn';
import { officialFiles, sharedFile } from '../../../testing/shared-data';
import { cardDefFromDetail } from './catalog-def';
import { CARD_SCENARIOS } from '../testing/card-scenarios';
import { masterCardRulings } from '../testing/master-cards-scenarios';
import { masterWindowRulings } from '../testing/master-windows-scenarios';
import { masterSweepRulings } from '../testing/master-sweep-scenarios';
import { masterBleedRulings } from '../testing/master-bleed-scenarios';
import { masterInterceptRulings } from '../testing/master-intercept-scenarios';
import { masterChosenRulings } from '../testing/master-chosen-scenarios';
import { mastersBRulings } from '../testing/masters-b-scenarios';
import { mastersThirteenthRulings } from '../testing/masters-thirteenth-scenarios';
import { mastersFourteenthARulings } from '../testing/masters-fourteenth-a';
import { mastersFourteenthBRulings } from '../testing/masters-fourteenth-b-scenarios';
import { mastersFifteenthBRulings } from '../testing/masters-fifteenth-b';
import { masterAllyRulings } from '../testing/families-master-ally';
import { masterHavenRulings } from '../testing/families-master-haven';
import { ashSwapRulings } from '../testing/families-ash-swap';
import { masterSweepTwelfthRulings } from '../testing/master-sweep-twelfth';
import { enterCombatCase, masterWithLibrary } from '../testing/library-scenarios';
import { Scenario } from '../testing/scenario';
import { testVampire } from '../testing/families';
import { dec, ids, passUntil, rulingsSuite } from '../testing/testing';
import { CARD_DATA, dataStatus } from './load';

const haveData = existsSync(sharedFile(OFFICIAL_FILES[0]));
const cards = haveData ? parseVeknFiles(officialFiles(OFFICIAL_FILES)).cards : [];
/** The card types whose scenarios this file runs card by card (every type's run together in the coverage gate). */
const TYPES = new Set(['Master', 'Event', 'Political Action', 'Action']);
/** The scenario families of those cards (testing/card-scenarios.ts: the one registry of every card's scenarios). */
const ALL_SCENARIOS = Object.fromEntries(
  Object.entries(CARD_SCENARIOS).filter(([id]) => TYPES.has(cards.find((x) => x.id === id)?.types[0] ?? '')),
);

describe.skipIf(!haveData && !process.env.CI)('V:TES master cards and political actions (issue 29)', () => {
  for (const [id, cases] of Object.entries(ALL_SCENARIOS)) {
    const c = cards.find((x) => x.id === id);
    it(`${id} ${c?.name ?? ''}: full, and its scenarios fail without its effects`, () => {
      expect(c, id).toBeDefined();
      expect(CARD_DATA.get(id)?.status).toBe('full');
      expect(dataStatus(c!)).toBe('full');
      for (const k of cases(cardDefFromDetail(c!))) {
        expect(k.run(false), k.family).toBe(k.expected);
        let stripped: number | string;
        try {
          stripped = k.run(true);
        } catch (e) {
          stripped = String(e);
        }
        expect(stripped, `${k.family} without its effects`).not.toBe(k.expected);
      }
    });
  }
});

const def = (id: string) => cardDefFromDetail(cards.find((x) => x.id === id)!);
const V = testVampire('Test Tapped', {});
const scenario = (id: string) => (ALL_SCENARIOS[id] ?? (() => []))(def(id));

/** A political action of a prince of `sect` is not offered with a single opponent left. */
function notWithOneOpponent(id: string, sect: 'anarch' | 'camarilla') {
  const d = def(id);
  const caller = testVampire('Test Caller', {}, [], 'Caitiff', { title: 'justicar', sect });
  const sc = new Scenario({ seats: [{ ready: [{ card: caller.name, blood: 5 }], hand: [d.name] }, {}], defs: [d, caller] });
  sc.choose(`min:${sc.uid(caller.name)}`);
  expect(
    ids(sc.s).some((x) => x.includes(sc.uid(d.name, 0, 'hand'))),
    d.name,
  ).toBe(false);
}

const RULINGS: Record<string, () => void> = {
  ...masterCardRulings(def),
  ...masterWindowRulings(def),
  ...masterSweepRulings(def),
  ...masterBleedRulings(def),
  ...masterInterceptRulings(def),
  ...masterChosenRulings(def),
  ...mastersBRulings(def),
  ...mastersThirteenthRulings(def),
  ...mastersFourteenthARulings(def),
  ...mastersFourteenthBRulings(def),
  ...mastersFifteenthBRulings(def),
  ...masterAllyRulings(def),
  ...masterHavenRulings(def),
  ...ashSwapRulings(def),
  ...masterSweepTwelfthRulings(def),
  'locked-target-fizzles-100046': () =>
    expect([enterCombatCase(def('100046'), 0, true, true)(false), enterCombatCase(def('100046'), 0, true)(false)]).toEqual([0, 11]),
  'locked-target-fizzles-100747': () =>
    expect([enterCombatCase(def('100747'), 1, true, true)(false), enterCombatCase(def('100747'), 1, true)(false)]).toEqual([0, 11]),
  'dominate-kine-as-is': () => {
    const d = def('100573');
    const actor = testVampire('Test Actor', { dom: 2 });
    const place = def('101439');
    const sc = new Scenario({
      seats: [{ ready: [{ card: actor.name, blood: 5 }], hand: [d.name] }, { play: [{ card: place.name, locked: true }] }],
      defs: [d, actor, place],
    });
    const loc = sc.uid(place.name, 1, 'play');
    sc.play(d.name, { by: actor.name, mode: 1, target: place.name, targetSeat: 1 });
    sc.s = passUntil(sc.s, (x) => !x.act);
    expect([sc.s.cards[loc].controller, sc.s.cards[loc].zone, sc.s.cards[loc].locked]).toEqual([0, 'play', true]);
  },
  'tribute-no-vampire': () => {
    const d = def('102023');
    const sc = new Scenario({ phase: 'master', seats: [{ hand: [d.name] }, {}], defs: [d] });
    const pool = sc.pool(0);
    sc.play(d.name);
    expect([sc.s.seats[0].zones.ash.length, pool - sc.pool(0)]).toEqual([
      1,
      typeof d.modes[0].cost?.pool === 'number' ? d.modes[0].cost.pool : 0,
    ]);
  },
  'liquidation-short-library': () => {
    const d = def('101112');
    const offered = (n: number) => {
      const sc = masterWithLibrary(d, n);
      return ids(sc.s).some((x) => x.includes(sc.uid(d.name, 0, 'hand')));
    };
    expect([offered(6), offered(7)]).toEqual([false, true]);
  },
  'villein-unaffordable': () => {
    const villein = def('102121');
    const sc = new Scenario({
      phase: 'master',
      seats: [{ pool: 1, ready: [{ card: V.name, blood: 4, attached: [{ card: villein.name }] }], hand: [villein.name] }, {}],
      defs: [villein, V],
    });
    const hand = sc.uid(villein.name, 0, 'hand');
    expect(ids(sc.s).some((x) => x.includes(hand))).toBe(false);
  },
  // the second case of Villein's scenario: a second Villein on a vampire with 1 blood: 1 pool paid, 1 blood taken
  'villein-less-blood': () => {
    const k = scenario('102121')[1];
    expect(k.run(false)).toBe(k.expected);
  },
  'minion-tap-villein-cost': () => {
    const villein = def('102121');
    const tap = def('101217');
    const sc = new Scenario({
      phase: 'master',
      seats: [{ ready: [{ card: V.name, blood: 4, attached: [{ card: villein.name }] }], hand: [tap.name] }, {}],
      defs: [villein, tap, V],
    });
    sc.play(tap.name, { target: V.name });
    sc.choose('k:4');
    expect(sc.pool(0)).toBe(33);
    expect(sc.s.cards[sc.uid(V.name)].blood).toBe(0);
  },
  'sudden-reversal-trifle': () => {
    const k = scenario('101896')[0];
    expect(k.run(false)).toBe(0);
  },
  'giant-once-torpor': () => {
    const giant = def('100824');
    const sc = new Scenario({
      phase: 'master',
      seats: [
        { hand: [giant.name], torpor: [{ card: V.name, blood: 1 }], uncontrolled: [{ card: V.name, blood: 1 }] },
        { hand: [giant.name], ready: [{ card: V.name, blood: 1 }] },
      ],
      defs: [giant, V],
    });
    sc.choose(`m:${sc.uid(giant.name, 0, 'hand')}`);
    // the torpid vampire and the other Methuselah's, never the uncontrolled one
    expect(ids(sc.s).sort()).toEqual([`t:${sc.uid(V.name, 0, 'torpor')}`, `t:${sc.uid(V.name, 1)}`].sort());
    sc.choose(`t:${sc.uid(V.name, 0, 'torpor')}`);
    expect(sc.s.cards[sc.uid(V.name, 0, 'torpor')].blood).toBe(8);
    sc.s = passUntil(sc.s, (x) => x.phase === 'master' && x.active === 1, 80);
    expect(ids(sc.s).some((x) => x.includes(sc.uid(giant.name, 1, 'hand')))).toBe(false);
  },
  'reckless-opponents': () => notWithOneOpponent('101567', 'anarch'),
  'iron-fist-opponents': () => notWithOneOpponent('102270', 'camarilla'),
  'protect-no-choice': () => {
    const d = def('101499');
    const caller = testVampire('Test Caller', {}, [], 'Caitiff', { title: 'justicar', sect: 'camarilla' });
    const older = testVampire('Test Older', {}, [], 'Caitiff', { capacity: 6, sect: 'sabbat' });
    const younger = testVampire('Test Younger', {}, [], 'Caitiff', { capacity: 5, sect: 'sabbat' });
    const offered = (...ready: string[]) => {
      const sc = new Scenario({
        seats: [{ ready: [{ card: caller.name, blood: 5 }], hand: [d.name] }, { ready: ready.map((card) => ({ card, blood: 1 })) }],
        defs: [d, caller, older, younger, V],
      });
      sc.choose(`min:${sc.uid(caller.name)}`);
      return ids(sc.s).some((x) => x.includes(sc.uid(d.name, 0, 'hand')));
    };
    // only a Camarilla vampire and a non-Camarilla one of capacity 6: nothing a justicar may choose; a younger one: offered
    expect([offered(V.name, older.name), offered(V.name), offered(V.name, younger.name)]).toEqual([false, false, true]);
  },

  'conservative-agitation-self': () => {
    const d = def('100414');
    const caller = testVampire('Test Caller', {}, [], 'Caitiff', { title: 'prince' });
    const sc = new Scenario({ seats: [{ ready: [{ card: caller.name, blood: 5 }], hand: [d.name] }, {}, {}], defs: [d, caller] });
    sc.play(d.name, { by: caller.name });
    // three points: the caller may take some, but the last must go to a second Methuselah
    sc.s = passUntil(sc.s, (x) => dec(x).kind === 'vtes.terms', 10);
    expect(ids(sc.s)).toContain('alloc:0');
    sc.choose('alloc:0').choose('alloc:0');
    expect(ids(sc.s)).not.toContain('alloc:0');
  },
  // the family scenario: 2 locked minions of the other Methuselah, and the caller's vampire locked by calling
  'domain-challenge-after': () => {
    const k = scenario('100570')[0];
    expect(k.run(false)).toBe(21);
  },
};

rulingsSuite('masters', RULINGS, { describe: describe.skipIf(!haveData && !process.env.CI), it, expect });

describe.skipIf(!haveData && !process.env.CI)('V:TES master cards: readings of their texts (issue 29)', () => {
  it("Minion Tap: a vampire of ones own in torpor may be tapped, never another Methuselah's", () => {
    const tap = def('101217');
    const sc = new Scenario({
      phase: 'master',
      seats: [{ hand: [tap.name], torpor: [{ card: V.name, blood: 2 }] }, { ready: [{ card: V.name, blood: 3 }] }],
      defs: [tap, V],
    });
    sc.choose(`m:${sc.uid(tap.name, 0, 'hand')}`);
    expect(ids(sc.s)).toEqual([`t:${sc.uid(V.name, 0)}`]);
  });

  it('Monastery of Shadows: its stealth goes to an acting vampire of capacity 8 or more only', () => {
    const monastery = def('101238');
    const small = testVampire('Test Small', {}, [], 'Caitiff', { capacity: 4 });
    const watcher = testVampire('Test Watcher', {}, [{ e: 'mod', stat: 'intercept', n: 5, who: 'self' }]);
    const sc = new Scenario({
      seats: [{ ready: [{ card: small.name, blood: 4 }], play: [monastery.name] }, { ready: [{ card: watcher.name, blood: 3 }] }],
      defs: [monastery, small, watcher],
    });
    sc.choose(`min:${sc.uid(small.name)}`).choose(`bleed:${sc.uid(small.name)}`);
    sc.choose(`block:${sc.uid(watcher.name, 1)}`);
    expect(ids(sc.s).some((x) => x.includes(sc.uid(monastery.name)))).toBe(false);
  });
});
