/**
 * Scenarios of the master cards and events swept by the tenth session's second masters helper (issue 29, list b;
 * tests only), by official card id, as testing/master-sweep-scenarios.ts: each plays the card through the engine's
 * decisions, measures what it does and fails once its effects are stripped. Shapes: an event making the cards that
 * change a bleed's target cost more blood; a location locked to make a card cheaper, stolen with stealth by a clan.
 */
import type { CardDef } from '../schema/effects';
import type { FamilyCase } from './families';
import { Scenario } from './scenario';
import { dec, ids, passUntil } from './testing';
import { testVampire } from './test-vampire';
import { eventPlayed, interceptLock } from './master-cards-scenarios';
import { interceptForOther } from './master-intercept-scenarios';

const BLEEDER = testVampire('Test Sweep Bleeder', {}, [], 'Caitiff', { capacity: 4 });
const DOMINATOR = testVampire('Test Sweep Dominator', { dom: 1 }, []);
const KEEPER = testVampire('Test Sweep Keeper', {}, []);
const LAIBON = testVampire('Test Sweep Laibon', {}, [], 'Osebo', { sect: 'laibon' });
const ELDER_LAIBON = testVampire('Test Sweep Elder Laibon', {}, [], 'Osebo', { sect: 'laibon', capacity: 5 });

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

/**
 * Seat 0's card in play in its master phase, with or without the Edge: seat 0 plays Elder Library (1 pool).
 * Measured: the pool paid x10, 1 if the card is locked after.
 */
function lockedForCost(def: CardDef, strip: boolean, edge: boolean): number {
  const sc = new Scenario({
    phase: 'master',
    edge: edge ? 0 : null,
    seats: [{ play: [def.name], hand: ['Elder Library'] }, {}],
    defs: [def],
    strip: strip ? [def.name] : [],
  });
  sc.play('Elder Library');
  return (30 - sc.pool(0)) * 10 + (sc.s.cards[sc.uid(def.name, 0, 'play')].locked ? 1 : 0);
}

/**
 * Seat 1's card in play (and a vampire that may block): seat 0's vampire (of clan `clan`) steals it as a (D) action,
 * unblocked. Measured: the action's
 * stealth as announced x10, 1 if seat 0 controls the card after.
 */
function stolenWithStealth(def: CardDef, strip: boolean, clan: string): number {
  const thief = testVampire(`Test ${clan} Thief`, {}, [], clan);
  const sc = new Scenario({
    seats: [{ ready: [{ card: thief.name, blood: 3 }] }, { play: [def.name], ready: [{ card: KEEPER.name, blood: 3 }] }],
    defs: [def, thief, KEEPER],
    strip: strip ? [def.name] : [],
  });
  const c = sc.uid(def.name, 1, 'play');
  sc.choose(`min:${sc.uid(thief.name)}`);
  const steal = ids(sc.s).find((o) => o.startsWith('stealAct:') && o.split(':').includes(c));
  if (!steal) return 0;
  sc.choose(steal);
  const stealth = sc.s.act?.stealth ?? 0;
  sc.s = passUntil(sc.s, (x) => !x.act);
  return stealth * 10 + (sc.s.cards[c].controller === 0 ? 1 : 0);
}

/** Seat 1's card in play: seat 0's vampire `v` steals it as a (D) action, unblocked. Measured: 1 if seat 0 controls it after. */
function stolenBy(def: CardDef, strip: boolean, v: CardDef): number {
  const sc = new Scenario({
    seats: [{ ready: [{ card: v.name, blood: 3 }] }, { play: [def.name] }],
    defs: [def, v],
    strip: strip ? [def.name] : [],
  });
  const c = sc.uid(def.name, 1, 'play');
  sc.choose(`min:${sc.uid(v.name)}`);
  const steal = ids(sc.s).find((o) => o.startsWith('stealAct:') && o.split(':').includes(c));
  if (!steal) return 0;
  sc.choose(steal);
  sc.s = passUntil(sc.s, (x) => !x.act);
  return sc.s.cards[c].controller === 0 ? 1 : 0;
}

/**
 * `def` on seat 0's Laibon of capacity 5 (3 blood), played from hand in the master phase on the only vampire it may go
 * on; in the minion phase the Laibon bleeds seat 1, then (on a copy from the start of the minion phase) calls Ancilla
 * Empowerment. Measured: 10 if the Laibon's own votes are offered in the polling, the pool seat 1 lost.
 */
function laibonBleedAndVotes(def: CardDef, strip: boolean): number {
  const sc = new Scenario({
    phase: 'master',
    seats: [
      {
        ready: [
          { card: ELDER_LAIBON.name, blood: 3 },
          { card: KEEPER.name, blood: 3 },
        ],
        hand: [def.name, 'Ancilla Empowerment'],
      },
      {},
    ],
    defs: [def, ELDER_LAIBON, KEEPER],
    strip: strip ? [def.name] : [],
  });
  const v = sc.uid(ELDER_LAIBON.name);
  sc.play(def.name, { target: ELDER_LAIBON.name, targetSeat: 0 });
  sc.s = passUntil(sc.s, (x) => x.phase === 'minion', 20);
  const start = structuredClone(sc.s);
  sc.choose(`min:${v}`).choose(`bleed:${v}`);
  sc.s = passUntil(sc.s, (x) => !x.act);
  const lost = 30 - sc.pool(1);
  sc.s = start;
  sc.play('Ancilla Empowerment', { by: ELDER_LAIBON.name });
  sc.s = passUntil(sc.s, (x) => !x.act || x.ref?.step === 'polling', 30);
  // the Laibon's own votes are offered only when it has some (6.3.3); the caller's Methuselah votes first
  if (ids(sc.s).includes('call:y')) sc.choose('call:y');
  return (ids(sc.s).includes(`v:${v}:y`) ? 10 : 0) + lost;
}

export const MASTER_SWEEP_B_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Narrow Minds: the cards changing a bleed's target cost 1 more blood; not replaced until the next unlock phase
  '101265': (def) => [
    { family: 'event: a redirect of the bleed costs 1 more blood', expected: 21, run: (s) => redirectCost(def, s) },
    { family: 'event played: not replaced until the next unlock phase', expected: 6, run: (s) => eventPlayed(def, s) },
  ],
  // The Shard: with the Edge, locked to make a card its controller plays cost 2 less; stolen as a (D) action, Ventrue +1 stealth
  '102244': (def) => [
    {
      family: 'with the Edge, locked: a card played costs 2 pool less, never below 0 (not without the Edge)',
      expected: 110,
      run: (s) => lockedForCost(def, s, true) * 100 + lockedForCost(def, s, false),
    },
    {
      family: 'stolen as a (D) action: +1 stealth for a Ventrue, none for another',
      expected: 1101,
      run: (s) => stolenWithStealth(def, s, 'Ventrue') * 100 + stolenWithStealth(def, s, 'Brujah'),
    },
  ],
  // London Evening Star: locked for +1 intercept to any minion blocking, its controller's or another Methuselah's
  '101120': (def) => [
    { family: 'lock: +1 intercept to your blocker', expected: 30, run: (s) => interceptLock(def, KEEPER, s) },
    { family: "lock: +1 intercept to another Methuselah's blocker", expected: 3030, run: (s) => interceptForOther(def, s) },
  ],
  // Ancestor Spirit: on a Laibon of capacity 5 or more: +1 bleed, 1 vote in the referendums it calls
  '100061': (def) => [
    { family: 'on a Laibon of capacity 5: +1 bleed, a vote in its own referendum', expected: 12, run: (s) => laibonBleedAndVotes(def, s) },
  ],
  // Powerbase: Tshwane: locked to make a card its controller plays cost 1 pool less; Laibon may steal it
  '101443': (def) => [
    { family: 'locked: a card played costs 1 pool less', expected: 1, run: (s) => lockedForCost(def, s, false) },
    { family: "stolen as a (D) action by another Methuselah's Laibon", expected: 1, run: (s) => stolenBy(def, s, LAIBON) },
  ],
};
