/**
 * Scenarios of master cards said by records that exist (issue 29, h-masters, sixteenth session; tests only), by
 * official card id: a location locked as a minion announces an action to fix the range of every round of a block's
 * combat (Storm Sewers: `rangeIfBlocked` in the `announce` window).
 */
import type { CardDef } from '../schema/effects';
import type { FamilyCase } from './test-vampire';
import { testVampire } from './test-vampire';
import { Scenario } from './scenario';
import { ids, passUntil } from './testing';

const RUNNER = testVampire('Test Sewer Runner', {}, [], 'Caitiff', { capacity: 6 });
const WARDEN = testVampire('Test Sewer Warden', {}, [{ e: 'mod', stat: 'intercept', n: 5, who: 'self' }], 'Caitiff', { capacity: 6 });

/**
 * Seat 0's card in play; its vampire bleeds and the card's announce use is taken; seat 1's +5 intercept vampire blocks.
 * Measured at the first strike step: 1 when every round of the combat is fixed at close range (its range step skipped),
 * + 10 if the card is locked; -1 when there is no combat.
 */
export function sewersRange(def: CardDef, strip: boolean): number {
  const sc = new Scenario({
    seats: [{ play: [def.name], ready: [{ card: RUNNER.name, blood: 4 }] }, { ready: [{ card: WARDEN.name, blood: 4 }] }],
    defs: [def, RUNNER, WARDEN],
    strip: strip ? [def.name] : [],
  });
  const a = sc.uid(RUNNER.name);
  const card = sc.uid(def.name, 0, 'play');
  const block = `block:${sc.uid(WARDEN.name, 1)}`;
  sc.choose(`min:${a}`).choose(`bleed:${a}`);
  const use = ids(sc.s).find((x) => x.split(':').includes(card));
  if (use) sc.choose(use);
  sc.s = passUntil(sc.s, (x) => !x.act || ids(x).includes(block));
  if (!ids(sc.s).includes(block)) return -1;
  sc.choose(block);
  sc.s = passUntil(sc.s, (x) => !x.act || x.combat?.step === 'strikeA');
  if (!sc.s.combat) return -1;
  return (sc.s.combat.rangeEach === 'close' ? 1 : 0) + (sc.s.cards[card].locked ? 10 : 0);
}

export const MASTERS_SWEEP_SIXTEENTH_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Storm Sewers: locked as a minion of its controller's announces an action; if blocked, every round is at close range
  '101878': (def) => [{ family: 'announce: locked, each round of the block close', expected: 11, run: (s) => sewersRange(def, s) }],
};
