/**
 * Scenarios of master cards said by records that exist (issue 29, h-masters, sixteenth session; tests only), by
 * official card id: a location locked as a minion announces an action to fix the range of every round of a block's
 * combat (Storm Sewers: `rangeIfBlocked` in the `announce` window); a card in play locked in the polling step to make a
 * vampire abstain (Demonstration: `abstain` in the `polling` window, vtes-es 6.3.3); an out-of-turn master card making a
 * political action's referendum fail (Vox Domini: the primitive `refFails`, vtes-es 6.3.2, and the limit `onePer: 'seat'`);
 * a master card making the turn's first referendum of a Sabbat vampire pass with no polling (Día de los Muertos: the
 * primitive `refAutoPass`); a master card moving any number of pool onto the user's vampires (Gird Minions: `poolAmong`).
 */
import type { CardDef } from '../schema/effects';
import type { FamilyCase } from './test-vampire';
import { testVampire } from './test-vampire';
import { Scenario } from './scenario';
import { dec, ids, passUntil } from './testing';
import { GAIN, has, poll, RIVAL } from './families-abstain';

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

const SPEAKER = testVampire('Test Demonstration Speaker', {});

/**
 * Seat 0's card in play; its vampire calls a referendum gaining 3 pool and votes for it (1); seat 1's prince votes
 * against (2); seat 0 locks the card to make that prince abstain. Measured: 1 when the referendum passes, + 10 if the
 * card is locked. Stripped: no use is offered and the referendum fails (0).
 */
export function demonstrationAbstain(def: CardDef, strip: boolean): number {
  const sc = new Scenario({
    seats: [
      { play: [def.name], ready: [{ card: SPEAKER.name, blood: 4 }], hand: [GAIN.name] },
      { ready: [{ card: RIVAL.name, blood: 4 }] },
    ],
    defs: [def, SPEAKER, RIVAL, GAIN],
    strip: strip ? [def.name] : [],
  });
  const card = sc.uid(def.name, 0, 'play');
  const r = sc.uid(RIVAL.name, 1);
  sc.play(GAIN.name, { by: SPEAKER.name });
  poll(sc, [has('call:y'), has(`v:${r}:n`), (o) => (sc.s.ref?.tally?.[r] ? o.find((x) => x === `locAbst:${card}:${r}`) : undefined)]);
  return (sc.pool(0) === 33 ? 1 : 0) + (sc.s.cards[card].locked ? 10 : 0);
}

/**
 * Seat 0's vampire calls a referendum gaining 3 pool and votes for it; seat 1 (with no vampire to vote) holds the card
 * and plays it out of turn in the polling step. Measured: 1 when the referendum failed (seat 0's pool unchanged), + 10
 * when the card is in the ash heap, + 100 when seat 1 owes its next master phase action; -1 when it is not offered.
 */
export function voxFails(def: CardDef, strip: boolean): number {
  const sc = new Scenario({
    seats: [{ ready: [{ card: SPEAKER.name, blood: 4 }], hand: [GAIN.name] }, { hand: [def.name] }],
    defs: [def, SPEAKER, GAIN],
    strip: strip ? [def.name] : [],
  });
  const card = sc.uid(def.name, 1, 'hand');
  let offered = false;
  sc.play(GAIN.name, { by: SPEAKER.name });
  poll(sc, [
    has('call:y'),
    (o) => {
      const id = o.find((x) => x.startsWith('oot:') && x.split(':').includes(card));
      if (id) offered = true;
      return id;
    },
  ]);
  if (!offered) return -1;
  return (sc.pool(0) === 30 ? 1 : 0) + (sc.s.cards[card].zone === 'ash' ? 10 : 0) + (sc.s.seats[1].masterDebt > 0 ? 100 : 0);
}

const SABBAT_SPEAKER = testVampire('Test Sabbat Speaker', {}, [], 'Caitiff', { sect: 'sabbat' });

/**
 * Seat 0 plays the card in its master phase; in its minion phase its Sabbat vampire calls a referendum gaining 3 pool
 * (for: the caller's card vote), seat 1's prince votes against (2). Measured: 1 when the referendum passed (seat 0's
 * pool 30 - 1 + 3), + 10 when seat 1 was never asked to vote. Stripped: the prince's votes make it fail.
 */
export function diaPasses(def: CardDef, strip: boolean): number {
  const sc = new Scenario({
    phase: 'master',
    seats: [{ ready: [{ card: SABBAT_SPEAKER.name, blood: 4 }], hand: [def.name, GAIN.name] }, { ready: [{ card: RIVAL.name, blood: 4 }] }],
    defs: [def, SABBAT_SPEAKER, RIVAL, GAIN],
    strip: strip ? [def.name] : [],
  });
  const r = sc.uid(RIVAL.name, 1);
  sc.play(def.name);
  sc.s = passUntil(sc.s, (x) => x.phase === 'minion' && dec(x).seat === 0, 20);
  sc.play(GAIN.name, { by: SABBAT_SPEAKER.name });
  let asked = false;
  poll(sc, [
    has('call:y'),
    (o) => {
      if (o.includes(`v:${r}:n`)) asked = true;
      return o.includes(`v:${r}:n`) ? `v:${r}:n` : undefined;
    },
  ]);
  return (sc.pool(0) === 32 ? 1 : 0) + (asked ? 0 : 10);
}

const GIRDED = testVampire('Test Girded', {}, [], 'Caitiff', { capacity: 4 });
const GIRDED_TOO = testVampire('Test Girded Too', {}, [], 'Caitiff', { capacity: 6 });

/**
 * Seat 0 plays the card in its master phase with two vampires (capacity 4 with 3 blood, 6 with 1): 1 pool onto the
 * first, 2 onto the second, then it stops. Measured: the blood of the first (units) and the second (tens), + 100 per
 * pool spent.
 */
export function girdSpread(def: CardDef, strip: boolean): number {
  const sc = new Scenario({
    phase: 'master',
    seats: [
      {
        ready: [
          { card: GIRDED.name, blood: 3 },
          { card: GIRDED_TOO.name, blood: 1 },
        ],
        hand: [def.name],
      },
      {},
    ],
    defs: [def, GIRDED, GIRDED_TOO],
    strip: strip ? [def.name] : [],
  });
  const a = sc.uid(GIRDED.name);
  const b = sc.uid(GIRDED_TOO.name);
  sc.play(def.name);
  for (const u of [a, b, b]) {
    const o = ids(sc.s).find((x) => x === `t:${u}`);
    if (o) sc.choose(o);
  }
  if (ids(sc.s).includes('done')) sc.choose('done');
  return sc.s.cards[a].blood + 10 * sc.s.cards[b].blood + 100 * (30 - sc.pool(0));
}

export const MASTERS_SWEEP_SIXTEENTH_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Storm Sewers: locked as a minion of its controller's announces an action; if blocked, every round is at close range
  '101878': (def) => [{ family: 'announce: locked, each round of the block close', expected: 11, run: (s) => sewersRange(def, s) }],
  // Demonstration: locked in the polling step, a vampire's votes and ballots are taken back (it abstains)
  '100522': (def) => [{ family: "polling: the opposing prince's votes cancelled", expected: 11, run: (s) => demonstrationAbstain(def, s) }],
  // Vox Domini: out of turn in the polling of a political action's referendum, the referendum fails
  '102132': (def) => [{ family: 'polling: played out of turn, the referendum fails', expected: 111, run: (s) => voxFails(def, s) }],
  // Día de los Muertos: the first referendum a Sabbat vampire of yours calls this turn passes with no polling
  '100541': (def) => [{ family: "a Sabbat vampire's referendum passes with no polling", expected: 11, run: (s) => diaPasses(def, s) }],
  // Gird Minions: any number of pool moved onto vampires of yours, one blood at a time
  '100831': (def) => [{ family: 'master phase: 3 pool spread over two vampires', expected: 334, run: (s) => girdSpread(def, s) }],
};
