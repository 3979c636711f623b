/**
 * Scenarios of the master cards and events swept by the tenth session's second masters helper (issue 29, list b;
 * tests only), by official card id, as testing/master-sweep-scenarios.ts: each plays the card through the engine's
 * decisions, measures what it does and fails once its effects are stripped. Shapes: an event making the cards that
 * change a bleed's target cost more blood.
 */
import type { CardDef } from '../schema/effects';
import type { FamilyCase } from './families';
import { Scenario } from './scenario';
import { dec, passUntil } from './testing';
import { testVampire } from './test-vampire';
import { eventPlayed } from './master-cards-scenarios';

const BLEEDER = testVampire('Test Sweep Bleeder', {}, [], 'Caitiff', { capacity: 4 });
const DOMINATOR = testVampire('Test Sweep Dominator', { dom: 1 }, []);

/**
 * Seat 0's vampire bleeds seat 1 (of three) with `def` in seat 2's play area; seat 1's vampire plays Deflection once
 * blocks are declined and sends the bleed to seat 2. Measured: the blood the reacting vampire paid x10, the pool seat 2 lost.
 */
function redirectCost(def: CardDef, strip: boolean): number {
  const sc = new Scenario({
    seats: [
      { ready: [{ card: BLEEDER.name, blood: 3 }] },
      { ready: [{ card: DOMINATOR.name, blood: 4 }], hand: ['Deflection'] },
      { play: [def.name] },
    ],
    defs: [def, BLEEDER, DOMINATOR],
    strip: strip ? [def.name] : [],
  });
  sc.choose(`min:${sc.uid(BLEEDER.name)}`).choose(`bleed:${sc.uid(BLEEDER.name)}`);
  sc.s = passUntil(sc.s, (x) => !x.act || (dec(x).seat === 1 && dec(x).kind === 'vtes.bleedReaction'));
  sc.play('Deflection', { mode: 0 });
  sc.s = passUntil(sc.s, (x) => !x.act);
  return (4 - sc.s.cards[sc.uid(DOMINATOR.name, 1)].blood) * 10 + (30 - sc.pool(2));
}

export const MASTER_SWEEP_B_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Narrow Minds: the cards changing a bleed's target cost 1 more blood; not replaced until the next unlock phase
  '101265': (def) => [
    { family: 'event: a redirect of the bleed costs 1 more blood', expected: 21, run: (s) => redirectCost(def, s) },
    { family: 'event played: not replaced until the next unlock phase', expected: 6, run: (s) => eventPlayed(def, s) },
  ],
};
