/**
 * Scenarios of the primitive `moveBetween` (issue 29, h-masters-a; tests only; vocab/prims/move-between.ts): blood,
 * equipment and retainers moved between two ready vampires of the user's, chosen, one at a time until done (Heidelberg
 * Castle, by official card id).
 */
import type { CardDef } from '../schema/effects';
import type { FamilyCase } from './test-vampire';
import { testGun, testVampire } from './test-vampire';
import { TEST_RETAINER } from './action-scenarios';
import { Scenario } from './scenario';
import { ids } from './testing';

const FULL = testVampire('Test Castle Keeper', {}, [], 'Ventrue', { capacity: 6 });
const THIN = testVampire('Test Castle Guest', {}, [], 'Ventrue', { capacity: 3 });
const THIRD = testVampire('Test Castle Third', {}, [], 'Ventrue', { capacity: 4 });
const GUN = testGun(2);

/**
 * Seat 0's card in play (its `phase`: the minion or the master phase); its ready vampires: the keeper (5 blood, a gun
 * and a retainer), the guest (1 blood, capacity 3), a third (1 blood). The card's use is taken, the keeper and the guest
 * chosen, and every move offered onto the guest taken until none is left. Measured: 100 if the gun is on the guest, 10
 * if the retainer is, + the guest's blood (capacity 3), + 1000 if the card is locked after.
 */
export function castleMoves(def: CardDef, strip: boolean, phase: 'minion' | 'master' = 'minion'): number {
  const sc = new Scenario({
    phase,
    seats: [
      {
        play: [def.name],
        ready: [
          { card: FULL.name, blood: 5, attached: [{ card: GUN.name }, { card: TEST_RETAINER.name, blood: 1 }] },
          { card: THIN.name, blood: 1 },
          { card: THIRD.name, blood: 1 },
        ],
      },
      {},
    ],
    defs: [def, FULL, THIN, THIRD, GUN, TEST_RETAINER],
    strip: strip ? [def.name] : [],
  });
  const card = sc.uid(def.name, 0, 'play');
  const keeper = sc.uid(FULL.name);
  const guest = sc.uid(THIN.name);
  const use = ids(sc.s).find((x) => x.startsWith('use:') && x.split(':').includes(card));
  if (!use) return 0;
  sc.choose(use);
  const pair = ids(sc.s).find((x) => x.includes(keeper) && x.includes(guest));
  if (sc.s.pick?.kind === 'moveBetweenPair' && pair) sc.choose(pair);
  for (let i = 0; i < 10 && sc.s.pick?.kind === 'moveBetween'; i++) {
    const onto = sc.s.pick.options.find((o) => o.id !== 'done' && (o.params?.label as { name?: string })?.name === THIN.name);
    sc.choose(onto ? onto.id : 'done');
  }
  const on = (name: string) =>
    sc.s.cards[guest].attached.some((u) => sc.s.cards[u].cid === (name === GUN.name ? GUN.id : TEST_RETAINER.id));
  return (on(GUN.name) ? 100 : 0) + (on(TEST_RETAINER.name) ? 10 : 0) + sc.s.cards[guest].blood + (sc.s.cards[card].locked ? 1000 : 0);
}

export const MOVE_BETWEEN_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Heidelberg Castle, Germany: lock to move blood, equipment and retainers between two ready vampires of yours
  '100908': (def) => [
    { family: 'minion phase: blood, a gun and a retainer moved onto the other vampire', expected: 1113, run: (s) => castleMoves(def, s) },
    { family: 'master phase: the same moves', expected: 1113, run: (s) => castleMoves(def, s, 'master') },
  ],
};
