/**
 * Scenarios of the events automated by the ninth session's masters helper (issue 29; tests only), by official card
 * id, as testing/master-sweep-scenarios.ts: each plays the card through the engine's decisions, measures what it does
 * and fails once its effects are stripped. Shapes: an event in play not replaced while it stays (`noReplace { for:
 * 'inPlay' }`: its controller's hand size one less), each Methuselah's discard phase burning pool per card a Selector
 * takes (`poolEach`).
 */
import type { CardDef } from '../schema/effects';
import type { FamilyCase } from './families';
import { handSize } from '../core/state';
import { Scenario } from './scenario';
import { passUntil } from './testing';
import { testVampire } from './test-vampire';

const SLEEPER = testVampire('Test Sleeper', {}, []);
const WAKER = testVampire('Test Waker', {}, []);
const DOZER = testVampire('Test Dozer', {}, []);

/**
 * Dragonbound: seat 0's event in play; seat 0 has two vampires in torpor, seat 1 one (and a ready one). From seat 0's
 * influence phase to seat 0's next minion phase. Measured: the pool seat 0 lost x100, seat 1's x10, and how much less
 * than 7 seat 0's hand size is.
 */
function torporTax(def: CardDef, strip: boolean): number {
  const sc = new Scenario({
    phase: 'influence',
    seats: [
      {
        torpor: [
          { card: SLEEPER.name, blood: 0 },
          { card: DOZER.name, blood: 0 },
        ],
        ready: [{ card: WAKER.name, blood: 2 }],
        play: [def.name],
      },
      { torpor: [{ card: SLEEPER.name, blood: 0 }], ready: [{ card: WAKER.name, blood: 2 }] },
    ],
    defs: [def, SLEEPER, WAKER, DOZER],
    strip: strip ? [def.name] : [],
  });
  const pools = [sc.pool(0), sc.pool(1)];
  const hand = 7 - handSize(sc.s, 0);
  // seat 0's discard phase, then seat 1's whole turn: the next decision of seat 0 is in its minion phase
  sc.s = passUntil(sc.s, (x) => x.active === 1, 40);
  sc.s = passUntil(sc.s, (x) => x.active === 0, 40);
  return (pools[0] - sc.pool(0)) * 100 + (pools[1] - sc.pool(1)) * 10 + hand;
}

export const MASTER_EVENT_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Dragonbound: not replaced while in play; each Methuselah's discard phase, 1 pool per vampire in torpor they control
  '100581': (def) => [
    {
      family: "each Methuselah's discard phase: 1 pool per vampire of theirs in torpor; one card less in hand",
      expected: 211,
      run: (s) => torporTax(def, s),
    },
  ],
};
