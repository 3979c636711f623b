/**
 * The family of the master cards put on a minion that shield it (issue 29, tests only: Secure Haven), read from the
 * card's data: `untargetable` (no other Methuselah's action may target the minion: core/queries.ts `targetShielded`),
 * `costMod { of: 'onBearer' }` with no card named (every master card targeting the minion costs more, whoever plays
 * it), and the burn after the minion goes to torpor. Each case plays through the engine's decisions and fails once the
 * card's effects are stripped.
 */
import { expect } from 'vitest';
import type { CardDef } from '../schema/effects';
import { isKind } from '../schema/effect-query';
import type { FamilyCase } from './test-vampire';
import { testVampire } from './test-vampire';
import { Scenario } from './scenario';
import { BRAWL } from './turn-scenarios';
import { dec, ids } from './testing';
import { TEST_ON_VAMPIRE } from './test-on-vampire';

const PASS = ['pass', 'decline', 'done', 'none'];

const MINE = testVampire('Test Sheltered', {});
const OTHER = testVampire('Test Exposed', {});
const ENEMY = testVampire('Test Raider', {});

/** The ids of the offered options that name `uid`. */
const naming = (sc: Scenario, uid: string) => ids(sc.s).filter((x) => x.split(':').includes(uid));

/**
 * Seat 0's two vampires, the card on the first; seat 1's raider (active, minion phase) holds an action entering combat
 * with a ready minion. Measured: 1 if the unsheltered vampire is offered as the action's target, 10 if the sheltered one is.
 */
function shieldedFromActions(def: CardDef, strip: boolean): number {
  const sc = new Scenario({
    active: 1,
    seats: [
      {
        ready: [
          { card: MINE.name, blood: 3, attached: [{ card: def.name }] },
          { card: OTHER.name, blood: 3 },
        ],
      },
      { ready: [{ card: ENEMY.name, blood: 3 }], hand: [BRAWL.name] },
    ],
    defs: [def, MINE, OTHER, ENEMY, BRAWL],
    strip: strip ? [def.name] : [],
  });
  const brawl = sc.uid(BRAWL.name, 1, 'hand');
  sc.choose(`min:${sc.uid(ENEMY.name, 1)}`);
  const play = naming(sc, brawl);
  if (!play.length) return 0;
  // the target is named in the offered option, or asked next
  const inline = (u: string) => play.some((x) => x.split(':').includes(u));
  const mine = sc.uid(MINE.name);
  const other = sc.uid(OTHER.name);
  if (inline(other) || inline(mine)) return (inline(other) ? 1 : 0) + (inline(mine) ? 10 : 0);
  sc.choose(play[0]);
  return (naming(sc, other).length ? 1 : 0) + (naming(sc, mine).length ? 10 : 0);
}

/**
 * The card on a vampire of seat `bearer`; seat `player` (active, master phase) plays a 1-pool master card on that
 * vampire. Measured: the pool it paid.
 */
function masterOnBearerCost(def: CardDef, bearer: 0 | 1, player: 0 | 1, strip: boolean): number {
  const seat = (x: 0 | 1) => ({
    ...(x === bearer ? { ready: [{ card: MINE.name, blood: 3, attached: [{ card: def.name }] }] } : {}),
    ...(x === player ? { hand: [TEST_ON_VAMPIRE.name] } : {}),
  });
  const sc = new Scenario({
    phase: 'master',
    active: player,
    seats: [seat(0), seat(1)],
    defs: [def, MINE, TEST_ON_VAMPIRE],
    strip: strip ? [def.name] : [],
  });
  const before = sc.pool(player);
  sc.play(TEST_ON_VAMPIRE.name, { target: MINE.name, targetSeat: bearer });
  return before - sc.pool(player);
}

/**
 * Seat 0's vampire (no blood) carrying the card is seat 1's raider's target: its action enters combat with it (played with
 * the card stripped of its shield so that it can be aimed at), and the raider's hand strike sends it to torpor. Measured:
 * 10 if the vampire went to torpor, 1 if the card went to the ash heap.
 */
function burnedAtTorpor(def: CardDef, strip: boolean): number {
  const shieldless: CardDef = {
    ...def,
    modes: def.modes.map((m) => ({ ...m, effects: m.effects.filter((e) => !isKind(e, 'untargetable')) })),
  };
  const sc = new Scenario({
    active: 1,
    seats: [
      { ready: [{ card: MINE.name, blood: 0, attached: [{ card: def.name }] }] },
      { ready: [{ card: ENEMY.name, blood: 3 }], hand: [BRAWL.name] },
    ],
    defs: [strip ? def : shieldless, MINE, ENEMY, BRAWL],
    strip: strip ? [def.name] : [],
  });
  const haven = sc.s.cards[sc.uid(MINE.name)].attached[0];
  sc.play(BRAWL.name, { by: ENEMY.name, target: MINE.name, targetSeat: 0 });
  // the raider strikes with its hand, the vampire (no blood to heal the damage) does not strike
  for (let i = 0; i < 30 && (sc.s.act || sc.s.combat); i++) {
    const o = ids(sc.s);
    sc.choose((dec(sc.s).seat === 1 && o.includes('hand') ? 'hand' : o.find((x) => PASS.includes(x))) ?? o[0]);
  }
  return (sc.s.cards[sc.uid(MINE.name)].zone === 'torpor' ? 10 : 0) + (sc.s.cards[haven].zone === 'ash' ? 1 : 0);
}

/** The cases of a master card shielding its minion (none for any other card). */
export function masterHavenCases(def: CardDef): FamilyCase[] {
  const m = def.modes.find((x) => x.kind === 'master');
  if (!m?.effects.some((e) => isKind(e, 'untargetable'))) return [];
  const extra = m.effects.find((e) => isKind(e, 'costMod') && e.of === 'onBearer' && !e.cid);
  const n = extra && isKind(extra, 'costMod') ? extra.n : 0;
  return [
    { family: "no other Methuselah's action may target the minion", expected: 1, run: (s) => shieldedFromActions(def, s) },
    {
      family: 'a master card on the minion costs more (another Methuselah)',
      expected: 1 + n,
      run: (s) => masterOnBearerCost(def, 0, 1, s),
    },
    { family: 'a master card on the minion costs more (its controller)', expected: 1 + n, run: (s) => masterOnBearerCost(def, 0, 0, s) },
    { family: 'burned after the minion goes to torpor', expected: 11, run: (s) => burnedAtTorpor(def, s) },
  ];
}

export const MASTER_HAVEN_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Secure Haven: on a minion you control; no other Methuselah's action targets it; master cards on it cost 1 more pool
  '101711': masterHavenCases,
};

/** The checks of the rulings of testing/rulings-master-haven.ts, by entry key; `def` reads a card's definition by official id. */
export function masterHavenRulings(def: (id: string) => CardDef): Record<string, () => void> {
  return {
    // TOM 19951208-1: the minion's own controller pays the extra pool too
    'haven-controller-pays': () => expect(masterOnBearerCost(def('101711'), 0, 0, false)).toBe(2),
    // LSJ 20010610: a vampire of one's own in torpor is offered as its target
    'haven-torpor-target': () => {
      const d = def('101711');
      const sc = new Scenario({
        phase: 'master',
        seats: [{ hand: [d.name], torpor: [{ card: MINE.name, blood: 1 }] }, {}],
        defs: [d, MINE],
      });
      sc.choose(`m:${sc.uid(d.name, 0, 'hand')}`);
      expect(naming(sc, sc.uid(MINE.name, 0, 'torpor')).length).toBe(1);
    },
  };
}
