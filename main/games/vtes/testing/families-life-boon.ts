/**
 * Scenario family of a boon keeping an ousted Methuselah in the game (issue 29, h-masters-b, fourteenth session; tests
 * only; vtes-es 9.1, 1.6.2.4): the primitives `keepInGame` and `poolToController`, the effect `takesPoints` (Life Boon).
 *
 * Four Methuselahs, seat 0 acting; seat 3 (10 pool) holds the card. Measured, in three games:
 * - seat 0's vampire bleeds seat 1 (1 pool) for 1; at the moment seat 1 has no pool, seat 3 plays the card: +1 when seat
 *   1 is still in the game, +10 × seat 1's pool, +100 when the card is in play keeping seat 1;
 * - the card in play keeping seat 1 (3 pool), seat 1's unlock phase: seat 3 takes the pool (its pick): +1000 × the pool
 *   seat 3 took from seat 1;
 * - seat 1's vampire ousts seat 2 (1 pool) by a bleed: +10000 when the victory point went to seat 3 and not to seat 1
 *   (seat 1 still gets the 6 pool of 9.1), +100000 when the card burned.
 * Stripped: the card is played and nothing happens (seat 1 is ousted; no pool taken; seat 1 keeps its point): 0.
 */
import type { CardDef } from '../schema/effects';
import type { FamilyCase } from './test-vampire';
import { testVampire } from './test-vampire';
import { Scenario } from './scenario';
import { forgetDecision } from '../rules/kernel';
import { choose, dec, ids, passUntil } from './testing';

const BLEEDER = testVampire('Test Boon Bleeder', {}, [], 'Caitiff', { capacity: 5 });
const SAVED = testVampire('Test Boon Saved', {}, [], 'Caitiff', { capacity: 5 });
const LENDER = testVampire('Test Boon Lender', {}, [], 'Caitiff', { capacity: 5 });

/** The first game: the card played to keep seat 1 in the game. */
export function boonPlayed(def: CardDef, strip: boolean, answer?: (sc: Scenario) => string): { n: number; sc: Scenario } {
  const bleeder = BLEEDER;
  const sc = new Scenario({
    phase: 'minion',
    seats: [
      { ready: [{ card: bleeder.name, blood: 3 }] },
      { pool: 1, ready: [{ card: SAVED.name, blood: 3 }] },
      {},
      { pool: 10, ready: [{ card: LENDER.name, blood: 3 }], hand: [def.name] },
    ],
    defs: [def, bleeder, SAVED, LENDER],
    strip: strip ? [def.name] : [],
  });
  const b = sc.uid(bleeder.name);
  sc.s = choose(sc.s, `min:${b}`);
  sc.s = choose(sc.s, `bleed:${b}`);
  const card = sc.uid(def.name, 3, 'hand');
  sc.s = passUntil(sc.s, (x) => !x.act || (!!x.moment && dec(x).seat === 3), 30);
  const o = answer && sc.s.moment ? answer(sc) : ids(sc.s).find((x) => x.split(':').includes(card));
  if (o) sc.choose(o);
  sc.s = passUntil(sc.s, (x) => !x.act && !x.moment, 30);
  const c = sc.s.cards[card];
  const n =
    (sc.s.seats[1].ousted ? 0 : 1) +
    10 * Math.max(0, sc.s.seats[1].pool) +
    (c.zone === 'play' && (c.seatsKept ?? []).includes(1) ? 100 : 0);
  return { n, sc };
}

/** The card in play under seat 3's control, keeping seat 1; seat 1's turn at `phase`. */
function boonInPlay(def: CardDef, strip: boolean, phase: 'influence' | 'minion', pools: [number, number, number, number]): Scenario {
  const sc = new Scenario({
    phase,
    active: phase === 'influence' ? 0 : 1,
    seats: [
      { pool: pools[0], ready: [{ card: BLEEDER.name, blood: 3 }] },
      { pool: pools[1], ready: [{ card: SAVED.name, blood: 3 }] },
      { pool: pools[2] },
      { pool: pools[3], ready: [{ card: LENDER.name, blood: 3 }], play: [def.name] },
    ],
    defs: [def, BLEEDER, SAVED, LENDER],
    strip: strip ? [def.name] : [],
  });
  const u = sc.uid(def.name, 3, 'play');
  sc.s.cards[u] = { ...sc.s.cards[u], seatsKept: [1] };
  forgetDecision(sc.s);
  return sc;
}

export function lifeBoonCase(def: CardDef, strip: boolean): number {
  let n = boonPlayed(def, strip).n;
  // seat 1's unlock phase: seat 3 takes 1 pool
  const steal = boonInPlay(def, strip, 'influence', [10, 3, 10, 10]);
  steal.s = passUntil(steal.s, (x) => (x.active === 1 && x.phase !== 'unlock') || x.pick?.kind === 'poolToController', 30);
  if (steal.s.pick?.kind === 'poolToController') steal.s = choose(steal.s, 'goOn');
  n += 1000 * (steal.s.seats[3].pool - 10);
  // seat 1 ousts seat 2: the victory point goes to seat 3
  const vp = boonInPlay(def, strip, 'minion', [10, 10, 1, 10]);
  const card = vp.uid(def.name, 3, 'play');
  const sv = vp.uid(SAVED.name, 1);
  vp.s = choose(vp.s, `min:${sv}`);
  vp.s = choose(vp.s, `bleed:${sv}`);
  vp.s = passUntil(vp.s, (x) => !x.act || x.seats[2].ousted, 30);
  if (vp.s.seats[2].ousted && vp.s.seats[3].vp === 1 && vp.s.seats[1].vp === 0 && vp.s.seats[1].pool === 16) n += 10000;
  if (vp.s.cards[card].zone === 'ash') n += 100000;
  return n;
}

/** The checks of the rulings of testing/rulings-life-boon.ts, by entry key (none encoded yet: see its pending list). */
export function lifeBoonRulings(_def: (id: string) => CardDef): Record<string, () => void> {
  return {};
}

export const LIFE_BOON_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Life Boon: pool to an ousted Methuselah; 1 pool from them each of their unlock phases; their next victory point
  '101103': (def) => [
    { family: 'a Methuselah kept in the game; pool taken; a victory point redirected', expected: 111111, run: (s) => lifeBoonCase(def, s) },
  ],
};
