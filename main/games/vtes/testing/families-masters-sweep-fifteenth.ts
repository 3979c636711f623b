/**
 * Scenarios of master cards said by records that exist (issue 29, h-masters-a, fifteenth session; tests only): a
 * location burning an empty vampire in torpor in the unlock phase (Crematorium), a location offering an action putting
 * a corruption counter (Cave of Apples: the primitive `corrupt`), a hunting ground keeping blood for a Laibon (Jungle
 * Hunting Ground), by official card id.
 */
import type { CardDef } from '../schema/effects';
import { corruptionOf } from '../core/corruption';
import type { FamilyCase } from './test-vampire';
import { testVampire } from './test-vampire';
import { Scenario } from './scenario';
import { dec, ids, passUntil } from './testing';
import { TEST_REFERENDUM } from './families-votes';

const EMPTY = testVampire('Test Ashes Empty', {}, [], 'Caitiff', { capacity: 4 });
const FED = testVampire('Test Ashes Fed', {}, [], 'Caitiff', { capacity: 4 });
const KEEPER = testVampire('Test Ashes Keeper', {}, [], 'Caitiff', { capacity: 4 });

/**
 * Seat 0's card in play in its unlock phase; seat 1's vampires in torpor: one with no blood, one with 1. The use for the
 * empty one is taken. Measured: 100 if it is burned, + 10 if the card is locked, + 1000 if a use was offered for the
 * one with blood; -1 when no use is offered.
 */
export function crematoriumBurns(def: CardDef, strip: boolean): number {
  const sc = new Scenario({
    phase: 'unlock',
    seats: [
      { play: [def.name], ready: [{ card: KEEPER.name, blood: 3 }] },
      {
        torpor: [
          { card: EMPTY.name, blood: 0 },
          { card: FED.name, blood: 1 },
        ],
      },
    ],
    defs: [def, EMPTY, FED, KEEPER],
    strip: strip ? [def.name] : [],
  });
  const card = sc.uid(def.name, 0, 'play');
  const empty = sc.uid(EMPTY.name, 1);
  const fed = sc.uid(FED.name, 1);
  const uses = ids(sc.s).filter((x) => x.startsWith('use:') && x.split(':').includes(card));
  const use = uses.find((x) => x.split(':').includes(empty));
  if (!use) return -1;
  const wrong = uses.some((x) => x.split(':').includes(fed)) ? 1000 : 0;
  sc.choose(use);
  return (sc.s.cards[empty].zone === 'ash' ? 100 : 0) + (sc.s.cards[card].locked ? 10 : 0) + wrong;
}

const SETITE = testVampire('Test Apple Setite', {}, [], 'Ministry', { capacity: 6 });
const YOUNG = testVampire('Test Apple Young', {}, [], 'Caitiff', { capacity: 4 });
const OLD = testVampire('Test Apple Old', {}, [], 'Caitiff', { capacity: 9 });

/**
 * Seat 0's Ministry vampire (capacity 6) and the card in play, in the minion phase; seat 1 (its prey) has a vampire of
 * capacity 4 and one of capacity 9. The action at the younger one is taken, nobody blocks. Measured: seat 0's
 * corruption counters on the younger (units), + 100 if an action at the older was offered; -1 when none is offered.
 */
export function caveCorrupts(def: CardDef, strip: boolean): number {
  const sc = new Scenario({
    seats: [
      { play: [def.name], ready: [{ card: SETITE.name, blood: 4 }] },
      {
        ready: [
          { card: YOUNG.name, blood: 2 },
          { card: OLD.name, blood: 2 },
        ],
      },
    ],
    defs: [def, SETITE, YOUNG, OLD],
    strip: strip ? [def.name] : [],
  });
  const card = sc.uid(def.name, 0, 'play');
  const actor = sc.uid(SETITE.name);
  const young = sc.uid(YOUNG.name, 1);
  const old = sc.uid(OLD.name, 1);
  sc.choose(`min:${actor}`);
  const uses = ids(sc.s).filter((x) => x.startsWith(`use:${card}:`));
  const use = uses.find((x) => x.split(':').includes(young));
  if (!use) return -1;
  const wrong = uses.some((x) => x.split(':').includes(old)) ? 100 : 0;
  sc.choose(use);
  sc.s = passUntil(sc.s, (x) => !x.act || x.pick?.kind === 'corruptSteal');
  return corruptionOf(sc.s, young, 0) + wrong;
}

const LAIBON = testVampire('Test Jungle Laibon', {}, [], 'Caitiff', { capacity: 8, sect: 'laibon' });
const OUTSIDER = testVampire('Test Jungle Outsider', {}, [], 'Caitiff', { capacity: 8 });

/**
 * Seat 0's card in play with `on` blood, in its unlock phase; its ready Laibon (1 blood) and a non-Laibon. `use` 0:
 * the blood added to the card; 1: the card's blood moved to the Laibon. Measured: the card's blood (units), the
 * Laibon's (tens), + 1000 if a use was offered for the non-Laibon; -1 when the use is not offered.
 */
export function jungleUse(def: CardDef, strip: boolean, use: 0 | 1, on: number): number {
  const sc = new Scenario({
    phase: 'unlock',
    seats: [
      {
        play: [{ card: def.name, blood: on }],
        ready: [
          { card: LAIBON.name, blood: 1 },
          { card: OUTSIDER.name, blood: 1 },
        ],
      },
      {},
    ],
    defs: [def, LAIBON, OUTSIDER],
    strip: strip ? [def.name] : [],
  });
  const card = sc.uid(def.name, 0, 'play');
  const laibon = sc.uid(LAIBON.name);
  const outsider = sc.uid(OUTSIDER.name);
  const uses = ids(sc.s).filter((x) => x.startsWith('use:') && x.split(':').includes(card));
  const wrong = uses.some((x) => x.split(':').includes(outsider)) ? 1000 : 0;
  const o = uses.find((x) => (use === 0 ? !x.split(':').includes(laibon) : x.split(':').includes(laibon)));
  if (!o) return -1;
  sc.choose(o);
  return sc.s.cards[card].blood + 10 * sc.s.cards[laibon].blood + wrong;
}

const CALLER = testVampire('Test Opera Caller', {}, [], 'Caitiff', { capacity: 5 });
const SINGER = testVampire('Test Opera Singer', {}, [], 'Daughter of Cacophony', { capacity: 5 });

/**
 * Seat 0's card in play; its caller calls a test referendum; with `singers` ready Daughters of Cacophony of its own, in
 * the polling step the card's use is taken. Measured: the votes it cast (units), + 10 if the card is locked, + 100 if it
 * is burned; -1 when no use is offered.
 */
export function operaVotes(def: CardDef, strip: boolean, singers: 0 | 2): number {
  const ready = [{ card: CALLER.name, blood: 3 }, ...Array.from({ length: singers }, () => ({ card: SINGER.name, blood: 3 }))];
  const sc = new Scenario({
    seats: [{ play: [def.name], ready, hand: [TEST_REFERENDUM.name] }, { pool: 20 }],
    defs: [def, CALLER, SINGER, TEST_REFERENDUM],
    strip: strip ? [def.name] : [],
  });
  const card = sc.uid(def.name, 0, 'play');
  sc.play(TEST_REFERENDUM.name, { by: CALLER.name });
  sc.s = passUntil(sc.s, (x) => x.ref?.step === 'polling' && dec(x).seat === 0, 20);
  // a location's votes in the polling (rules/politics.ts `loc`), for the referendum
  const uses = ids(sc.s).filter((x) => x.startsWith('loc:') && x.split(':').includes(card));
  const use = uses.find((x) => x.endsWith(':y')) ?? uses[0];
  if (!use || !sc.s.ref) return -1;
  const before = sc.s.ref.yes + sc.s.ref.no;
  sc.choose(use);
  const ref = sc.s.ref;
  const cast = ref ? ref.yes + ref.no - before : 0;
  return cast + (sc.s.cards[card].locked ? 10 : 0) + (sc.s.cards[card].zone === 'ash' ? 100 : 0);
}

export const MASTERS_SWEEP_FIFTEENTH_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Crematorium: locked in its controller's unlock phase, it burns an empty vampire in torpor
  '100445': (def) => [{ family: 'unlock phase: an empty vampire in torpor burned', expected: 110, run: (s) => crematoriumBurns(def, s) }],
  // Cave of Apples: a Follower of Set's (D) action puts a corruption counter on an ally or younger vampire of the prey
  '100311': (def) => [{ family: "a corruption counter on the prey's younger vampire", expected: 1, run: (s) => caveCorrupts(def, s) }],
  // Jungle Hunting Ground: lock to add 1 blood to it (fewer than 3), or to move its blood to a ready Laibon of yours
  '101030': (def) => [
    { family: 'unlock phase: 1 blood added to the card', expected: 13, run: (s) => jungleUse(def, s, 0, 2) },
    { family: 'unlock phase: its 3 blood to the Laibon', expected: 40, run: (s) => jungleUse(def, s, 1, 3) },
  ],
  // Bastille Opera House: lock in the polling for +1 vote per ready Daughter of Cacophony of yours; with none, lock and
  // burn it for +1 vote
  '100140': (def) => [
    { family: 'polling: a vote for each of its two Daughters of Cacophony', expected: 12, run: (s) => operaVotes(def, s, 2) },
    { family: 'polling: no Daughter of Cacophony, burned for 1 vote', expected: 101, run: (s) => operaVotes(def, s, 0) },
  ],
};
