/**
 * The rulings of the action cards and political actions of issue 29's actions batch (testing/rulings-action-cards.ts),
 * each checked by its scenario. Their card scenarios (testing/action-scenarios.ts) run card by card in
 * data/master-scenarios.test.ts and in the coverage gate (data/coverage-gate.test.ts).
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OFFICIAL_FILES } from '../../../testing/catalog';
import { parseVeknFiles } from '../../../cards/vekn';
import { officialFiles, sharedFile } from '../../../testing/shared-data';
import { cardDefFromDetail } from '../data/catalog-def';
import { actionAtCard, banishCase, replacedAfterAction, youngUid, TEST_PLACE, testLibraryCard } from './action-scenarios';
import { Scenario } from './scenario';
import { testVampire } from './families';
import { enterCombatCase } from './library-scenarios';
import { ids, passUntil, rulingsSuite } from './testing';
import { statBonus } from '../core/queries';

const haveData = existsSync(sharedFile(OFFICIAL_FILES[0]));
const cards = haveData ? parseVeknFiles(officialFiles(OFFICIAL_FILES)).cards : [];
const def = (id: string) => cardDefFromDetail(cards.find((x) => x.id === id)!);

/** A retainer requiring a clan the acting vampire is not of. */
const TREMERE_HOUND = testLibraryCard(
  'Test Tremere Hound',
  'Retainer',
  { kind: 'retainer', conditions: [], effects: [{ e: 'retainer', life: 1 }] },
  [{ r: 'clan', clan: 'Tremere' }],
);

/** Banishment's younger vampire of seat 1 changed by `f` before the referendum is called. */
const banishWith = (f: (c: Scenario['s']['cards'][string]) => Partial<Scenario['s']['cards'][string]>) =>
  banishCase(def('100131'), (sc) => {
    const y = youngUid(sc);
    sc.s = { ...sc.s, cards: { ...sc.s.cards, [y]: { ...sc.s.cards[y], ...f(sc.s.cards[y]) } } };
  })(false);

/** Far Mastery or Lure of the Serpent steals a retainer requiring a clan the acting vampire is not of: 1 when it goes onto that vampire. */
function stealRequiring(id: string): number {
  const run = actionAtCard(
    def(id),
    0,
    { ready: [{ card: 'Test Victim', blood: 3, attached: [{ card: TREMERE_HOUND.name, blood: 1 }] }] },
    [TREMERE_HOUND],
    TREMERE_HOUND.name,
    (sc) => (sc.s.cards[sc.uid(TREMERE_HOUND.name, 1)].host === sc.uid('Test Actor') ? 1 : 0),
  );
  return run(false);
}

const RULINGS: Record<string, () => void> = {
  'banishment-undirected': () => {
    const d = def('100131');
    const caller = testVampire('Test Caller', {}, [], 'Caitiff', { title: 'prince' });
    const sc = new Scenario({
      seats: [{ ready: [{ card: caller.name, blood: 5 }], hand: [d.name] }, { ready: [{ card: 'Test Victim', blood: 3 }] }],
      defs: [d, caller, testVampire('Test Victim', {}, [], 'Caitiff', { capacity: 4 })],
    });
    sc.play(d.name, { by: caller.name });
    expect([!!sc.s.act, sc.s.act?.target]).toEqual([true, undefined]);
  },
  'banishment-no-choice': () => {
    const d = def('100131');
    const caller = testVampire('Test Caller', {}, [], 'Caitiff', { title: 'prince' });
    const elder = testVampire('Test Elder', {}, [], 'Caitiff', { capacity: 9 });
    const young = testVampire('Test Young', {}, [], 'Caitiff', { capacity: 4 });
    const offered = (other: string) => {
      const sc = new Scenario({
        seats: [{ ready: [{ card: caller.name, blood: 5 }], hand: [d.name] }, { ready: [{ card: other, blood: 3 }] }],
        defs: [d, caller, elder, young],
      });
      sc.choose(`min:${sc.uid(caller.name)}`);
      return ids(sc.s).some((x) => x.includes(sc.uid(d.name, 0, 'hand')));
    };
    // only an older vampire (and the caller itself) in play: no vampire its terms may choose
    expect([offered(elder.name), offered(young.name)]).toEqual([false, true]);
  },
  'banishment-unlocked-not-unlocking': () => expect(banishCase(def('100131'))(false).n).toBe(1111),
  'banishment-influenced-back': () => {
    const { sc } = banishCase(def('100131'))(false);
    const y = youngUid(sc);
    sc.s = passUntil(sc.s, (x) => x.phase === 'influence' && x.active === 1);
    expect(ids(sc.s).some((x) => x.startsWith('give:') && x.split(':').includes(y))).toBe(true);
  },
  'banishment-keeps-marks': () => {
    const { sc, n } = banishWith(() => ({ marks: [{ k: 'intercept', n: 1, until: 'removed' }] }));
    expect([n % 10, sc.s.cards[youngUid(sc)].marks]).toEqual([1, [{ k: 'intercept', n: 1, until: 'removed' }]]);
  },
  'banishment-controller-region': () => {
    const { sc, n } = banishWith(() => ({ owner: 0 }));
    expect([n % 10, sc.s.cards[youngUid(sc)].owner]).toEqual([1, 0]);
  },
  'bums-rush-replaced-after-action': () => expect(replacedAfterAction(def('100266'), false)).toBe(1111),
  'far-mastery-no-requirements': () => expect(stealRequiring('100703')).toBe(1),
  'lure-no-requirements': () => expect(stealRequiring('101134')).toBe(1),
  'abbot-other-methuselah': () => {
    const d = def('100006');
    const abbot = testVampire('Test Sabbat', {}, [], 'Caitiff', { sect: 'sabbat' });
    const bleeder = testVampire('Test Bleeder', {});
    const sc = new Scenario({
      seats: [
        { ready: [{ card: abbot.name, blood: 5 }], hand: [d.name] },
        { ready: [{ card: bleeder.name, blood: 3 }] },
        { ready: [{ card: bleeder.name, blood: 3 }] },
      ],
      defs: [d, abbot, bleeder],
    });
    const v = sc.uid(abbot.name);
    sc.play(d.name, { by: abbot.name });
    sc.s = passUntil(sc.s, (x) => x.phase === 'minion' && x.active === 1);
    const b = sc.uid(bleeder.name, 1);
    sc.choose(`min:${b}`).choose(`bleed:${b}`);
    // seat 1 bleeds its prey, seat 2: not an action directed at the Abbot's controller
    expect([sc.s.act?.target, statBonus(sc.s, 'intercept', v, {})]).toEqual([2, 0]);
  },
  'rewilding-directed-at-controller': () => {
    const run = actionAtCard(
      def('101632'),
      0,
      { play: [TEST_PLACE.name], ready: [{ card: 'Test Victim', blood: 3 }] },
      [TEST_PLACE],
      TEST_PLACE.name,
      (_sc, directed) => (directed ? 1 : 0),
    );
    expect(run(false)).toBe(1);
  },
  'nose-locked-target-fizzles': () =>
    expect([enterCombatCase(def('101296'), 0, true, true)(false), enterCombatCase(def('101296'), 0, true)(false)]).toEqual([0, 11]),
};

rulingsSuite('actionCards', RULINGS, { describe: describe.skipIf(!haveData && !process.env.CI), it, expect });
