/**
 * Scenarios of the master cards swept by the fourteenth session's masters helper, stripe b (issue 29; tests only), by
 * official card id: each plays the card through the engine's decisions, measures what it does and fails once its
 * effects are stripped. Shapes: a location locked as a blocker attempts to block, its blood burned for intercept; a card
 * in play making each Methuselah burn pool in its unlock phase unless it burns a big vampire (the primitive
 * `poolOrBurnOwn`); a clan's bleed against the prey per vampire in torpor (a `mod` with a `count` Amount).
 */
import type { CardDef } from '../schema/effects';
import type { FamilyCase } from './test-vampire';
import { testVampire } from './test-vampire';
import { interceptLock } from './master-cards-scenarios';
import { Scenario } from './scenario';
import { choose, dec, ids, passUntil } from './testing';

const KEEPER = testVampire('Test Fourteenth Keeper', {}, []);
const BIG = testVampire('Test Fourteenth Big', {}, [], 'Caitiff', { capacity: 5 });
const SMALL = testVampire('Test Fourteenth Small', {}, [], 'Caitiff', { capacity: 3 });
const SAMEDI = testVampire('Test Fourteenth Samedi', {}, [], 'Samedi', { capacity: 5, sect: 'independent' });
const SLEEPER = testVampire('Test Fourteenth Sleeper', {}, []);

/**
 * Seat 0 controls the card, a capacity 5 Samedi and two vampires in torpor; the Samedi bleeds seat 1 (its prey).
 * Measured: the pool seat 1 lost (1 + one per vampire of seat 0 in torpor).
 */
function samediBleed(def: CardDef, strip: boolean): number {
  const sc = new Scenario({
    seats: [
      { ready: [{ card: SAMEDI.name, blood: 4 }], torpor: [SLEEPER.name, SLEEPER.name], play: [def.name] },
      { ready: [{ card: KEEPER.name, blood: 1, locked: true }] },
    ],
    defs: [def, SAMEDI, SLEEPER, KEEPER],
    strip: strip ? [def.name] : [],
  });
  const a = sc.uid(SAMEDI.name);
  const pool = sc.pool(1);
  sc.choose(`min:${a}`).choose(`bleed:${a}`);
  sc.s = passUntil(sc.s, (x) => !x.act);
  return pool - sc.pool(1);
}

/**
 * Seat 0 controls the card; seat 1 (10 pool) a capacity 5 and a capacity 3 vampire. In seat 1's unlock phase it burns
 * the pool (first game) or its capacity 5 vampire (second game). Measured: the pool burned, +10 when the vampire and
 * the card burned, +100 when the capacity 3 vampire was offered.
 */
function poolOrBurnOwnCase(def: CardDef, strip: boolean): number {
  const game = (burnVampire: boolean): number => {
    const sc = new Scenario({
      phase: 'influence',
      seats: [
        { ready: [{ card: KEEPER.name, blood: 3 }], play: [def.name] },
        {
          pool: 10,
          ready: [
            { card: BIG.name, blood: 3 },
            { card: SMALL.name, blood: 3 },
          ],
        },
      ],
      defs: [def, KEEPER, BIG, SMALL],
      strip: strip ? [def.name] : [],
    });
    const card = sc.uid(def.name, 0, 'play');
    const big = sc.uid(BIG.name, 1);
    const small = sc.uid(SMALL.name, 1);
    sc.s = passUntil(sc.s, (x) => x.active === 1 || !!x.pick, 10);
    sc.s = passUntil(sc.s, (x) => (x.active === 1 && x.phase !== 'unlock') || (!!x.pick && dec(x).seat === 1), 10);
    let n = 0;
    if (sc.s.pick) {
      if (ids(sc.s).some((x) => x.split(':').includes(small))) n += 100;
      const o = burnVampire ? ids(sc.s).find((x) => x.split(':').includes(big)) : ids(sc.s).find((x) => x.startsWith('k:'));
      if (o) sc.s = choose(sc.s, o);
    }
    n += 10 - sc.s.seats[1].pool;
    if (sc.s.cards[big].zone === 'ash' && sc.s.cards[card].zone === 'ash') n += 10;
    return n;
  };
  return game(false) + game(true);
}

export const MASTER_SWEEP_FOURTEENTH_B: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Blessings of the Loa: your Samedi of capacity 4+ get +1 bleed against your prey per vampire of yours in torpor
  '100186': (def) => [
    { family: 'your Samedi: +1 bleed against your prey per vampire of yours in torpor', expected: 3, run: (s) => samediBleed(def, s) },
  ],
  // Antediluvian Awakening: in each Methuselah's unlock phase, 1 pool, or a vampire of capacity 4+ burned with the card
  '100073': (def) => [
    { family: 'each unlock phase: 1 pool, or a capacity 4+ vampire and the card', expected: 11, run: (s) => poolOrBurnOwnCase(def, s) },
  ],
  // The Rumor Mill, Tabloid Newspaper: lock; your blocking vampire burns 1 blood for +1 intercept
  '101662': (def) => [
    { family: 'lock: your blocker burns 1 blood for +1 intercept', expected: 30, run: (s) => interceptLock(def, KEEPER, s) },
  ],
};
