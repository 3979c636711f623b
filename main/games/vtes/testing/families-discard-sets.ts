/**
 * Scenarios of the discard costs of several cards and of the trigger paid by the minion's controller (issue 29; tests
 * only; vocab/discard-sets.ts, vocab/triggers.ts `seat: 'minionCtl'`), by official card id: Tension in the Ranks (a ready
 * minion burned or sent to torpor costs its controller 1 pool; any Methuselah burns it with a master phase action and
 * two master cards discarded), Specialization (locked in the unlock phase with two copies of one card discarded: 1 pool).
 */
import type { CardDef } from '../schema/effects';
import type { FamilyCase } from './test-vampire';
import { testVampire } from './test-vampire';
import { testLibraryCard } from './action-scenarios';
import { Scenario } from './scenario';
import { applyDamageForTests, burnCardForTests, ids } from './testing';
import { testImbued } from './imbued-scenarios';

const OURS = testVampire('Test Tension Ours', {});
const THEIRS = testVampire('Test Tension Theirs', {});
const MASTER_A = testLibraryCard('Test Spare Master', 'Master', { kind: 'master', conditions: [], effects: [] });
const MASTER_B = testLibraryCard('Test Other Master', 'Master', { kind: 'master', conditions: [], effects: [] });
const FILLER = testLibraryCard('Test Filler Action', 'Action', { kind: 'action', conditions: [], effects: [] });

const naming = (sc: Scenario, uid: string) => ids(sc.s).filter((x) => x.split(':').includes(uid));

/**
 * Seat 0 plays the card in its master phase; seat 1's ready vampire (1 blood) takes 2 damage (to torpor), then seat 0's
 * ready vampire is burned. Measured: seat 1's pool lost × 10, + seat 0's pool lost (the card's cost aside).
 */
export function tensionLosses(def: CardDef, strip: boolean): number {
  const sc = new Scenario({
    phase: 'master',
    seats: [
      { pool: 20, ready: [{ card: OURS.name, blood: 2 }], hand: [def.name] },
      { pool: 20, ready: [{ card: THEIRS.name, blood: 1 }] },
    ],
    defs: [def, OURS, THEIRS],
    strip: strip ? [def.name] : [],
  });
  const play = naming(sc, sc.uid(def.name, 0, 'hand'))[0];
  if (!play) return -1;
  sc.choose(play);
  const after = sc.pool(0);
  sc.s = applyDamageForTests(sc.s, sc.uid(THEIRS.name, 1), 2, 0);
  sc.s = burnCardForTests(sc.s, sc.uid(OURS.name));
  return (20 - sc.pool(1)) * 10 + (after - sc.pool(0));
}

/**
 * The card in seat 0's play; seat 1, in its master phase, holds two master cards (one of each) and an action card.
 * Measured: 100 if seat 1's use is offered and taken and the card burned, + 10 × the master cards in seat 1's ash heap, +
 * the options of the use offered (one for the one pair of master cards).
 */
export function tensionBurned(def: CardDef, strip: boolean): number {
  const sc = new Scenario({
    phase: 'master',
    active: 1,
    seats: [
      { play: [def.name], ready: [{ card: OURS.name, blood: 2 }] },
      { ready: [{ card: THEIRS.name, blood: 2 }], hand: [MASTER_A.name, FILLER.name, MASTER_B.name] },
    ],
    defs: [def, OURS, THEIRS, MASTER_A, MASTER_B, FILLER],
    strip: strip ? [def.name] : [],
  });
  const card = sc.uid(def.name, 0, 'play');
  const uses = naming(sc, card);
  if (!uses.length) return 0;
  sc.choose(uses[0]);
  const ash = sc.s.seats[1].zones.ash.filter((u) => [MASTER_A.id, MASTER_B.id].includes(sc.s.cards[u].cid)).length;
  return (sc.s.cards[card].zone === 'ash' ? 100 : 0) + 10 * ash + uses.length;
}

/**
 * Seat 0's unlock phase with the card in play and a hand of two copies of one master card, one of another and an action
 * card (`pairs`: no second copy). Measured: 10 × the pool gained, + the options of the card's use offered, + 100 if the
 * card is locked after.
 */
export function specializationGain(def: CardDef, strip: boolean, pairs = true): number {
  const sc = new Scenario({
    phase: 'unlock',
    seats: [
      {
        pool: 10,
        play: [def.name],
        ready: [{ card: OURS.name, blood: 2 }],
        hand: [MASTER_A.name, FILLER.name, MASTER_B.name, ...(pairs ? [MASTER_A.name] : [])],
        library: [FILLER.name, FILLER.name, FILLER.name],
      },
      {},
    ],
    defs: [def, OURS, MASTER_A, MASTER_B, FILLER],
    strip: strip ? [def.name] : [],
  });
  const card = sc.uid(def.name, 0, 'play');
  const uses = naming(sc, card);
  if (!uses.length) return 0;
  sc.choose(uses[0]);
  return 10 * (sc.pool(0) - 10) + uses.length + (sc.s.cards[card].locked ? 100 : 0);
}

const THEIR_IMBUED = testImbued('Test Tension Imbued', 2);

/**
 * The card in seat 0's play; seat 1's ready imbued (1 life) takes 2 damage and is incapacitated (imbued appendix 5), not
 * burned. Measured: seat 1's pool lost.
 */
export function tensionImbued(def: CardDef): number {
  const sc = new Scenario({
    seats: [
      { play: [def.name], ready: [{ card: OURS.name, blood: 2 }] },
      { pool: 20, ready: [{ card: THEIR_IMBUED.name, blood: 1 }] },
    ],
    defs: [def, OURS, THEIR_IMBUED],
  });
  const imbued = sc.uid(THEIR_IMBUED.name, 1);
  sc.s = applyDamageForTests(sc.s, imbued, 2, 0);
  if (sc.s.cards[imbued].zone !== 'incapacitated') throw new Error(`the imbued is in ${sc.s.cards[imbued].zone}`);
  return 20 - sc.pool(1);
}

/** The checks of the rulings of testing/rulings-masters-fourteenth-a.ts, by entry key. */
export function discardSetsRulings(def: (id: string) => CardDef): Record<string, () => void> {
  return {
    // LSJ 20060409-2: an imbued incapacitated is not burned: no pool is burned for it
    'tension-imbued': () => {
      const n = tensionImbued(def('101958'));
      if (n !== 0) throw new Error(`Tension in the Ranks: an incapacitated imbued cost ${n} pool`);
    },
  };
}

export const DISCARD_SETS_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Tension in the Ranks: a ready minion burned or sent to torpor: its controller burns 1 pool; burned by any Methuselah
  '101958': (def) => [
    { family: 'a ready minion to torpor or burned: its controller burns 1 pool', expected: 11, run: (s) => tensionLosses(def, s) },
    {
      family: "another Methuselah's master phase action and two master cards discarded burn it",
      expected: 121,
      run: (s) => tensionBurned(def, s),
    },
  ],
  // Specialization: lock in the unlock phase, discarding two copies of the same card: 1 pool
  '101842': (def) => [
    { family: 'unlock phase: two copies of one card discarded for 1 pool', expected: 111, run: (s) => specializationGain(def, s) },
  ],
};
