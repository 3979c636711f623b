/**
 * Scenarios of a card moving a vampire out of torpor in its controller's master phase (issue 29, h-masters-a; tests
 * only): the primitive `fromTorpor` (vocab/prims/from-torpor.ts) and the ability cost `bloodFrom` (vocab/abilities.ts:
 * blood burned by another card a Selector takes, chosen as the use is chosen): Chantry, by official card id.
 */
import type { CardDef } from '../schema/effects';
import type { FamilyCase } from './test-vampire';
import { testVampire } from './test-vampire';
import { Scenario } from './scenario';
import { ids } from './testing';

const PAYER = testVampire('Test Chantry Regent', {}, [], 'Tremere', { capacity: 5 });
const SLEEPER = testVampire('Test Chantry Sleeper', {}, [], 'Tremere', { capacity: 4 });
const OTHER = testVampire('Test Chantry Outsider', {}, [], 'Ventrue', { capacity: 4 });

/**
 * Seat 0's card in play in its master phase; its ready Tremere (3 blood), its Tremere in torpor (1 blood), a Ventrue in
 * torpor; seat 1's Tremere in torpor. `pay`: the use paid with 1 pool, or with the ready Tremere's blood; `whose`: the
 * Tremere moved, seat 0's or seat 1's. Measured: 100 if that Tremere is ready (in its controller's ready region), + 10
 * if the card is locked, + the payer's blood, + 1000 if a use for the Ventrue was offered; -1 when no use is offered.
 */
export function chantryMoves(def: CardDef, strip: boolean, pay: 'pool' | 'blood', whose: 0 | 1 = 0): number {
  const sc = new Scenario({
    phase: 'master',
    seats: [
      {
        pool: 10,
        play: [def.name],
        ready: [{ card: PAYER.name, blood: 3 }],
        torpor: [
          { card: SLEEPER.name, blood: 1 },
          { card: OTHER.name, blood: 1 },
        ],
      },
      { torpor: [{ card: SLEEPER.name, blood: 1 }] },
    ],
    defs: [def, PAYER, SLEEPER, OTHER],
    strip: strip ? [def.name] : [],
  });
  const card = sc.uid(def.name, 0, 'play');
  const payer = sc.uid(PAYER.name);
  const sleeper = sc.uid(SLEEPER.name, whose, 'torpor');
  const outsider = sc.uid(OTHER.name, 0, 'torpor');
  const uses = ids(sc.s).filter((x) => x.startsWith('use:') && x.split(':').includes(card));
  const wrong = uses.some((x) => x.split(':').includes(outsider)) ? 1000 : 0;
  const use = uses.find((x) => {
    const parts = x.split(':');
    return parts.includes(sleeper) && (pay === 'blood' ? parts.includes(payer) : !parts.includes(payer));
  });
  if (!use) return -1;
  const pool = sc.pool(0);
  sc.choose(use);
  const ready = sc.s.cards[sleeper].zone === 'ready' && sc.s.seats[whose].zones.ready.includes(sleeper) ? 100 : 0;
  const paid = pay === 'pool' ? (sc.pool(0) === pool - 1 ? 1 : 0) : 0;
  return ready + (sc.s.cards[card].locked ? 10 : 0) + sc.s.cards[payer].blood + paid + wrong;
}

export const FROM_TORPOR_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Chantry: lock and burn 1 pool or 1 blood of a ready Tremere of yours to move a Tremere out of torpor
  '100329': (def) => [
    { family: 'master phase: 1 pool paid, an own Tremere out of torpor', expected: 114, run: (s) => chantryMoves(def, s, 'pool') },
    { family: 'master phase: 1 blood of a ready Tremere paid', expected: 112, run: (s) => chantryMoves(def, s, 'blood') },
    {
      family: "master phase: another Methuselah's Tremere to their own ready region",
      expected: 114,
      run: (s) => chantryMoves(def, s, 'pool', 1),
    },
  ],
};
