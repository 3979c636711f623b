/**
 * Scenarios of the master cards giving intercept to another Methuselah's blocker (issue 29; tests only), by official
 * card id, as testing/master-sweep-scenarios.ts: once the blocker's Methuselah passed the intercept step, each other
 * Methuselah with such a card in play is asked in table order (rules/action.ts `interceptOthers`; 6.2.2.2, 1.6.1.5).
 */
import { expect } from 'vitest';
import type { CardDef } from '../schema/effects';
import type { FamilyCase } from './families';
import { Scenario } from './scenario';
import { dec, ids } from './testing';
import { testVampire } from './test-vampire';
import { interceptLock } from './master-cards-scenarios';

const SNEAK = testVampire('Test Sneak', {}, [{ e: 'mod', stat: 'stealth', n: 1, who: 'self' }]);
const WATCHER = testVampire('Test Watcher', {}, []);

/**
 * Three seats: seat 0's vampire with 1 stealth bleeds seat 1, whose vampire attempts to block; seat 2 has the card in
 * play and takes every offered use of it. Measured: seat 1's pool (30 when blocked) x100, seat 2's pool.
 */
export function interceptForOther(def: CardDef, strip: boolean): number {
  const sc = new Scenario({
    seats: [{ ready: [{ card: SNEAK.name, blood: 4 }] }, { ready: [{ card: WATCHER.name, blood: 4 }] }, { play: [def.name] }],
    defs: [def, SNEAK, WATCHER],
    strip: strip ? [def.name] : [],
  });
  const a = sc.uid(SNEAK.name);
  const b = sc.uid(WATCHER.name, 1);
  const card = sc.uid(def.name, 2, 'play');
  sc.choose(`min:${a}`).choose(`bleed:${a}`);
  for (let i = 0; i < 80 && sc.s.act; i++) {
    const o = ids(sc.s);
    const pick = o.find((x) => !x.startsWith('block:') && x.split(':').includes(card)) ?? o.find((x) => x === `block:${b}`);
    sc.choose(pick ?? o.find((x) => ['pass', 'decline', 'done', 'none'].includes(x)) ?? o[0]);
  }
  return sc.pool(1) * 100 + sc.pool(2);
}

const SNEAK2 = testVampire('Test Sneak Two', {}, [{ e: 'mod', stat: 'stealth', n: 2, who: 'self' }]);

/**
 * Seat 1's card in play; seat 0's vampire with 2 stealth bleeds seat 1 and seat 1's vampire attempts to block, every
 * use of the card taken: the block fails (1 intercept). Measured: the pool seat 1 lost (the bleed and the card's).
 */
function failedBlockWith(def: CardDef, strip: boolean): number {
  const sc = new Scenario({
    seats: [{ ready: [{ card: SNEAK2.name, blood: 4 }] }, { ready: [{ card: WATCHER.name, blood: 4 }], play: [def.name] }],
    defs: [def, SNEAK2, WATCHER],
    strip: strip ? [def.name] : [],
  });
  const a = sc.uid(SNEAK2.name);
  const b = sc.uid(WATCHER.name, 1);
  const card = sc.uid(def.name, 1, 'play');
  const pool = sc.pool(1);
  sc.choose(`min:${a}`).choose(`bleed:${a}`);
  for (let i = 0; i < 80 && sc.s.act; i++) {
    const o = ids(sc.s);
    const pick = o.find((x) => !x.startsWith('block:') && x.split(':').includes(card)) ?? o.find((x) => x === `block:${b}`);
    sc.choose(pick ?? o.find((x) => ['pass', 'decline', 'done', 'none'].includes(x)) ?? o[0]);
  }
  return pool - sc.pool(1);
}

const SNEAK2B = testVampire('Test Sneak Three', {}, [{ e: 'mod', stat: 'stealth', n: 2, who: 'self' }]);

/**
 * Channel 10: seat 1's card in play; seat 0's two vampires with 2 stealth bleed seat 1 one after the other and seat 1's
 * vampire (4 blood) attempts to block each, every use of the card taken. Measured: 10 if the card was offered in the
 * first action, the pool seat 1 lost (1 per bleed that got through).
 */
function secondAction(def: CardDef, strip: boolean): number {
  const sc = new Scenario({
    seats: [
      {
        ready: [
          { card: SNEAK2.name, blood: 4 },
          { card: SNEAK2B.name, blood: 4 },
        ],
      },
      { ready: [{ card: WATCHER.name, blood: 4 }], play: [def.name] },
    ],
    defs: [def, SNEAK2, SNEAK2B, WATCHER],
    strip: strip ? [def.name] : [],
  });
  const b = sc.uid(WATCHER.name, 1);
  const card = sc.uid(def.name, 1, 'play');
  const pool = sc.pool(1);
  let first = 0;
  for (const [k, actor] of [SNEAK2, SNEAK2B].entries()) {
    const a = sc.uid(actor.name);
    sc.choose(`min:${a}`).choose(`bleed:${a}`);
    for (let i = 0; i < 80 && sc.s.act; i++) {
      const o = ids(sc.s);
      const use = o.find((x) => !x.startsWith('block:') && x.split(':').includes(card));
      if (use && k === 0) first = 10;
      sc.choose(use ?? o.find((x) => x === `block:${b}`) ?? o.find((x) => ['pass', 'decline', 'done', 'none'].includes(x)) ?? o[0]);
    }
    // the block attempt of the first action failed and locked the blocker: it unlocks for the second (a test set-up)
    sc.s = { ...sc.s, cards: { ...sc.s.cards, [b]: { ...sc.s.cards[b], locked: false } } };
  }
  return first + (pool - sc.pool(1));
}

export const MASTER_INTERCEPT_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // KRCG News Radio: lock for +1 intercept to a minion you control; lock and 1 pool for another Methuselah's minion
  '101067': (def) => [
    { family: 'lock: +1 intercept to your blocker', expected: 30, run: (s) => interceptLock(def, WATCHER, s) },
    { family: "lock and 1 pool: +1 intercept to another Methuselah's blocker", expected: 3029, run: (s) => interceptForOther(def, s) },
  ],
  // Channel 10: lock for +2 intercept to your blocker, not during the first action of the minion phase
  '100327': (def) => [
    {
      family: 'lock: +2 intercept to your blocker, from the second action of a minion phase on',
      expected: 1,
      run: (s) => secondAction(def, s),
    },
  ],
  // WMRH Talk Radio: lock for +1 intercept to any blocker; if it does not block, its user burns 1 pool after resolution
  '102189': (def) => [
    {
      family: 'lock: +1 intercept to your blocker, no pool burned when it blocks',
      expected: 30,
      run: (s) => interceptLock(def, WATCHER, s),
    },
    { family: "lock: +1 intercept to another Methuselah's blocker", expected: 3030, run: (s) => interceptForOther(def, s) },
    { family: 'the block fails: 1 pool burned after resolution, beside the bleed', expected: 2, run: (s) => failedBlockWith(def, s) },
  ],
};

/** The checks of the rulings of testing/rulings-master-intercept.ts, by entry key; `def` reads a card's definition by official id. */
export function masterInterceptRulings(def: (id: string) => CardDef): Record<string, () => void> {
  return {
    // ANK 20200607: seat 2's card first appears in the intercept step of the declared block attempt, seat 1 (with nothing to play) past
    'krcg-impulse': () => impulse('101067'),
    'wmrh-impulse': () => impulse('102189'),
  };
  function impulse(id: string): void {
    const d = def(id);
    const sc = new Scenario({
      seats: [{ ready: [{ card: SNEAK.name, blood: 4 }] }, { ready: [{ card: WATCHER.name, blood: 4 }] }, { play: [d.name] }],
      defs: [d, SNEAK, WATCHER],
    });
    const a = sc.uid(SNEAK.name);
    const b = sc.uid(WATCHER.name, 1);
    const card = sc.uid(d.name, 2, 'play');
    sc.choose(`min:${a}`).choose(`bleed:${a}`);
    let first: unknown[] | undefined;
    for (let i = 0; i < 80 && sc.s.act && !first; i++) {
      const o = ids(sc.s);
      if (o.some((x) => x.split(':').includes(card))) first = [sc.s.act.blocker, sc.s.act.step, dec(sc.s).seat];
      else sc.choose(o.find((x) => x === `block:${b}`) ?? o.find((x) => ['pass', 'decline', 'done', 'none'].includes(x)) ?? o[0]);
    }
    expect(first).toEqual([b, 'intercept', 2]);
  }
}
