/**
 * Scenarios of a contract (issue 29, h-masters-a; tests only): a master card put on the prey's minion that keeps a
 * chosen vampire of its player's (`keepsChosen`), offers that vampire an action entering combat with the minion it is on
 * (an offered action whose target is the card's `bearer`, walked from the player's cards on other Methuselahs' minions:
 * vocab/abilities.ts `placedOffers`), and pays its player pool when that minion leaves the ready region (a trigger on
 * its bearer's burn or torpor with `seat: 'cardCtl'`, the primitive `burnForPool`; a burned minion names the cards that
 * watched it, core/bearer-watch.ts): Priority Contract, by official card id.
 */
import type { CardDef } from '../schema/effects';
import type { FamilyCase } from './test-vampire';
import { testVampire } from './test-vampire';
import { Scenario } from './scenario';
import { burnCardForTests, dec, ids, passUntil } from './testing';

const KILLER = testVampire('Test Contract Killer', {}, [], 'Assamite', { capacity: 6 });
const MARK = testVampire('Test Contract Mark', {}, [], 'Ventrue', { capacity: 5 });

/**
 * Seat 0 (10 pool, its Assamite with 3 blood) plays the card in its master phase on seat 1's ready vampire (its prey).
 * Measured: 100 if the card is on that vampire, + 10 if the Assamite is then offered an action at it in the minion
 * phase (directed, with the card), + 1 for each pool above 10 after `end` (`burn`: the vampire burned; `torpor`: sent
 * to torpor by the Assamite's combat is long, so it is burned by an effect; the pick answered yes).
 */
export function contractRun(def: CardDef, strip: boolean, end: 'none' | 'burn'): number {
  const sc = new Scenario({
    phase: 'master',
    seats: [
      { pool: 10, ready: [{ card: KILLER.name, blood: 3 }], hand: [def.name] },
      { pool: 20, ready: [{ card: MARK.name, blood: 2 }] },
    ],
    defs: [def, KILLER, MARK],
    strip: strip ? [def.name] : [],
  });
  const card = sc.uid(def.name, 0, 'hand');
  const killer = sc.uid(KILLER.name);
  const mark = sc.uid(MARK.name, 1);
  const play = ids(sc.s).find((x) => x.split(':').includes(card));
  if (!play) return -1;
  sc.choose(play);
  const onMark = ids(sc.s).find((x) => x.split(':').includes(mark));
  if (onMark && dec(sc.s).seat === 0) sc.choose(onMark);
  let n = sc.s.cards[mark].attached.includes(card) ? 100 : 0;
  // to the minion phase
  sc.s = passUntil(sc.s, (s) => s.phase === 'minion');
  sc.choose(`min:${killer}`);
  if (ids(sc.s).some((x) => x.startsWith(`use:${card}:`) && x.split(':').includes(killer) && x.split(':').includes(mark))) n += 10;
  if (end === 'burn') {
    sc.s = burnCardForTests(sc.s, mark);
    if (sc.s.pick?.kind === 'burnForPool') sc.choose('goOn');
    n += sc.pool(0) - 10;
  }
  return n;
}

export const CONTRACT_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Priority Contract: on the prey's minion; the chosen Assamite enters combat with it as a +1 stealth (D) action
  '101487': (def) => [
    {
      family: "put on the prey's minion; the chosen Assamite offered an action at it",
      expected: 110,
      run: (s) => contractRun(def, s, 'none'),
    },
    { family: 'the minion burned: the card gives 3 pool', expected: 113, run: (s) => contractRun(def, s, 'burn') },
  ],
};
