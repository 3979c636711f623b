/**
 * Scenarios of the master cards of the twelfth session's masters helper (list A; issue 29; tests only), by official card
 * id: each plays the card through the engine's decisions, measures what it does and fails once its effects are
 * stripped. Shapes: a combat ended before range by locking another unique location (the ability cost `lockOther`) or
 * the card itself.
 */
import type { CardDef } from '../schema/effects';
import type { FamilyCase } from './test-vampire';
import { testVampire } from './test-vampire';
import { Scenario } from './scenario';
import { BRAWL } from './turn-scenarios';
import { dec, ids } from './testing';
import { TEST_ANARCH_CARD } from './families-ash-swap';
import { statBonus } from '../core/queries';

const PASS = ['pass', 'decline', 'done', 'none', 'noMore'];
const naming = (sc: Scenario, uid: string) => ids(sc.s).filter((x) => x.split(':').includes(uid));

const CAMARILLA = testVampire('Test Camarilla Actor', {});
const CAMARILLA_RIVAL = testVampire('Test Camarilla Rival', {});
const SABBAT_RIVAL = testVampire('Test Sabbat Rival', {}, [], 'Caitiff', { sect: 'sabbat' });

/** A unique location with no text of its own (what Powerbase: Savannah locks). */
export const TEST_UNIQUE_LOCATION: CardDef = {
  id: 'test-unique-location',
  name: 'Test Unique Location',
  kind: 'library',
  types: ['Master'],
  clan: [],
  reqs: [],
  unique: true,
  modes: [{ kind: 'master', conditions: [], effects: [{ e: 'inPlay', location: true, unique: true }] }],
  automation: 'full',
};
/** A location that is not unique (not a price Powerbase: Savannah takes). */
const TEST_LOCATION: CardDef = {
  ...TEST_UNIQUE_LOCATION,
  id: 'test-common-location',
  name: 'Test Common Location',
  unique: false,
  modes: [{ kind: 'master', conditions: [], effects: [{ e: 'inPlay', location: true }] }],
};

/**
 * Seat `actorSeat`'s vampire enters combat with the other seat's (Test Brawl); the card is in seat 0's play beside
 * `beside`; every use of the card offered to seat 0 is taken (with the first card offered to pay it), every strike a
 * hand strike. Measured: 100 if a card beside it is locked, 10 if the card is locked, 1 for each combatant with all its
 * blood after the combat.
 */
export function endBeforeRange(
  def: CardDef,
  o: { actor: CardDef; rival: CardDef; beside?: readonly CardDef[]; actorSeat?: 0 | 1 },
  strip: boolean,
): number {
  const beside = o.beside ?? [];
  const mine = o.actorSeat === 1 ? o.rival : o.actor;
  const theirs = o.actorSeat === 1 ? o.actor : o.rival;
  const sc = new Scenario({
    seats: [
      {
        ready: [{ card: mine.name, blood: 4 }],
        hand: o.actorSeat === 1 ? [] : [BRAWL.name],
        play: [def.name, ...beside.map((b) => b.name)],
      },
      { ready: [{ card: theirs.name, blood: 4 }], hand: o.actorSeat === 1 ? [BRAWL.name] : [] },
    ],
    defs: [def, mine, theirs, BRAWL, ...beside],
    strip: strip ? [def.name] : [],
    ...(o.actorSeat === 1 ? { active: 1 } : {}),
  });
  const card = sc.uid(def.name, 0, 'play');
  if (o.actorSeat === 1) sc.play(BRAWL.name, { by: theirs.name, target: mine.name, targetSeat: 0 });
  else sc.play(BRAWL.name, { by: mine.name, target: theirs.name, targetSeat: 1 });
  for (let i = 0; i < 40 && (sc.s.act || sc.s.combat); i++) {
    const opts = ids(sc.s);
    const use = dec(sc.s).seat === 0 ? naming(sc, card)[0] : undefined;
    sc.choose(use ?? (opts.includes('hand') ? 'hand' : opts.find((x) => PASS.includes(x))) ?? opts[0]);
  }
  const full = (u: string) => (sc.s.cards[u].blood === 4 ? 1 : 0);
  const lockedBeside = beside.some((b) => sc.s.cards[sc.uid(b.name, 0, 'play')].locked) ? 100 : 0;
  return lockedBeside + (sc.s.cards[card].locked ? 10 : 0) + full(sc.uid(mine.name)) + full(sc.uid(theirs.name, 1));
}

const ANARCH = testVampire('Test Locked Anarch', {}, [], 'Caitiff', { sect: 'anarch' });

/**
 * Seat 0's card in play in its discard phase, its anarch locked; in hand a card requiring an anarch (or `first`) and a
 * Blood Doll. Every use of the card offered is taken, then the first card is discarded (the anarch unlocked if offered),
 * then the Blood Doll if a discard is left. Measured: 10 × the cards discarded, + 1 if the anarch is unlocked.
 */
export function extraDiscard(def: CardDef, strip: boolean, first: CardDef = TEST_ANARCH_CARD): number {
  const sc = new Scenario({
    phase: 'discard',
    seats: [
      {
        ready: [{ card: ANARCH.name, blood: 3, locked: true }],
        play: [def.name],
        hand: [first.name, 'Blood Doll'],
        library: Array<string>(4).fill('Blood Doll'),
      },
      {},
    ],
    defs: [def, ANARCH, first],
    strip: strip ? [def.name] : [],
  });
  const card = sc.uid(def.name, 0, 'play');
  const a = sc.uid(ANARCH.name);
  const use = naming(sc, card)[0];
  if (use) sc.choose(use);
  const f = naming(sc, sc.uid(first.name, 0, 'hand'))[0];
  if (f) sc.choose(f);
  const unlock = sc.s.pick ? naming(sc, a)[0] : undefined;
  if (unlock) sc.choose(unlock);
  const doll = sc.s.phase === 'discard' ? naming(sc, sc.uid('Blood Doll', 0, 'hand')).find((x) => x.startsWith('discard')) : undefined;
  if (doll) sc.choose(doll);
  return 10 * sc.s.seats[0].zones.ash.length + (sc.s.cards[a].locked ? 0 : 1);
}

const PLAIN_BURNER = testVampire('Test Plain Burner', {});

/** Seat 0's card in play; `v` (seat 0) announces a bleed (seat 1's vampire may block). Measured: 10 × its stealth bonus as the bleed is announced + its votes bonus. */
export function ownStats(def: CardDef, v: CardDef, strip: boolean): number {
  const sc = new Scenario({
    seats: [{ ready: [{ card: v.name, blood: 3 }], play: [def.name] }, { ready: [{ card: PLAIN_BURNER.name, blood: 3 }] }],
    defs: [def, v, PLAIN_BURNER],
    strip: strip ? [def.name] : [],
  });
  const u = sc.uid(v.name);
  const votes = statBonus(sc.s, 'votes', u);
  sc.choose(`min:${u}`).choose(`bleed:${u}`);
  if (!sc.s.act) throw new Error('the bleed is over');
  return 10 * statBonus(sc.s, 'stealth', u) + votes;
}

/**
 * Seat 1's card in play; seat 0's `actor` (3 blood) takes the action to burn it. Measured: 100 × (its stealth as
 * announced + 2), 10 if the card is burned once the action is over (unblocked), + the blood the actor spent; -1 if no
 * such action is offered.
 */
export function burnItCase(def: CardDef, actor: CardDef, strip: boolean): number {
  const sc = new Scenario({
    seats: [{ ready: [{ card: actor.name, blood: 3 }] }, { play: [def.name], ready: [{ card: PLAIN_BURNER.name, blood: 3 }] }],
    defs: [def, actor, PLAIN_BURNER],
    strip: strip ? [def.name] : [],
  });
  const u = sc.uid(actor.name);
  const card = sc.uid(def.name, 1, 'play');
  sc.choose(`min:${u}`);
  const burn = naming(sc, card)[0];
  if (!burn) return -1;
  sc.choose(burn);
  const stealth = sc.s.act?.stealth ?? 0;
  for (let i = 0; i < 30 && (sc.s.act || sc.s.pick); i++) {
    const o = ids(sc.s);
    sc.choose(o.find((x) => PASS.includes(x)) ?? o[0]);
  }
  return 100 * (stealth + 2) + (sc.s.cards[card].zone === 'ash' ? 10 : 0) + (3 - sc.s.cards[u].blood);
}

const TOREADOR_ANTI = testVampire('Test Toreador Antitribu', {}, [], 'Toreador antitribu', { sect: 'sabbat' });
const ASSAMITE = testVampire('Test Assamite', {}, [], 'Assamite');
const TREMERE = testVampire('Test Tremere', {}, [], 'Tremere');
const BRUJAH_PRINCE = testVampire('Test Brujah Prince Bleeder', {}, [], 'Brujah', { title: 'prince' });
const VENTRUE = testVampire('Test Ventrue Burner', {}, [], 'Ventrue');

/**
 * Seat 0's card in play in its master phase with `pool` pool; every use of the card offered is taken. Measured: the pool
 * after, + 100 if the card is in the ash heap, + 1000 × the master phase actions spent.
 */
function masterActionUse(def: CardDef, pool: number, strip: boolean): number {
  const sc = new Scenario({ phase: 'master', seats: [{ pool, play: [def.name] }, {}], defs: [def], strip: strip ? [def.name] : [] });
  const card = sc.uid(def.name, 0, 'play');
  const left = sc.s.turnFlags.masterLeft;
  const use = sc.s.phase === 'master' ? naming(sc, card)[0] : undefined;
  if (use) sc.choose(use);
  return sc.pool(0) + (sc.s.cards[card].zone === 'ash' ? 100 : 0) + 1000 * (left - sc.s.turnFlags.masterLeft);
}

const SMALL = testVampire('Test Small Vampire', {}, [], 'Caitiff', { capacity: 6 });
const BIG = testVampire('Test Big Vampire', {}, [], 'Caitiff', { capacity: 7 });

/**
 * Seat 0 plays the card in its master phase; seat 1 (`pool` pool) controls a vampire of capacity 6 and one of 7; the
 * small one is picked if offered. Measured: 10 if seat 0 controls the small one after, + 1 if the big one was offered.
 */
function sinkingShip(def: CardDef, pool: number, strip: boolean): number {
  const sc = new Scenario({
    phase: 'master',
    seats: [
      { hand: [def.name] },
      {
        pool,
        ready: [
          { card: SMALL.name, blood: 2 },
          { card: BIG.name, blood: 2 },
        ],
      },
    ],
    defs: [def, SMALL, BIG],
    strip: strip ? [def.name] : [],
  });
  const small = sc.uid(SMALL.name, 1);
  const big = sc.uid(BIG.name, 1);
  const play = naming(sc, sc.uid(def.name, 0, 'hand'))[0];
  if (!play) return 0;
  sc.choose(play);
  const offeredBig = naming(sc, big).length ? 1 : 0;
  const pick = naming(sc, small)[0];
  if (pick) sc.choose(pick);
  return (sc.s.cards[small].controller === 0 ? 10 : 0) + offeredBig;
}

export const MASTER_SWEEP_TWELFTH: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Powerbase: Savannah: lock another unique location of yours to end, before range, a combat of your acting vampire
  '101442': (def) => [
    {
      family: 'another unique location locked: the combat of your acting vampire ends before range',
      expected: 102,
      run: (s) => endBeforeRange(def, { actor: CAMARILLA, rival: SABBAT_RIVAL, beside: [TEST_UNIQUE_LOCATION] }, s),
    },
  ],
  // Powerbase: Los Angeles: lock for a discard phase action; a card requiring an anarch discarded with it unlocks an anarch
  '101435': (def) => [
    { family: 'lock: one more discard phase action, a ready anarch unlocked', expected: 21, run: (s) => extraDiscard(def, s) },
  ],
  // Foundation Exhibit: untitled Toreador antitribu of yours +1 vote; any vampire burns it as a (D) action costing 1 blood
  '100779': (def) => [
    { family: 'every untitled Toreador antitribu of yours: +1 vote', expected: 1, run: (s) => ownStats(def, TOREADOR_ANTI, s) },
    { family: 'burned as a (D) action that costs 1 blood', expected: 211, run: (s) => burnItCase(def, PLAIN_BURNER, s) },
  ],
  // The Khabar: Community: Assamites +1 stealth when bleeding; any minion burns it as a (D) action, Tremere at +1 stealth
  '101042': (def) => [
    { family: 'every Assamite bleeding: +1 stealth', expected: 10, run: (s) => ownStats(def, ASSAMITE, s) },
    { family: 'burned as a (D) action, a Tremere at +1 stealth', expected: 310, run: (s) => burnItCase(def, TREMERE, s) },
  ],
  // Carthage Remembered: Brujah princes and justicars +1 stealth bleeding; any minion burns it, Ventrue and Malkavians at -1
  '100302': (def) => [
    { family: 'every Brujah prince bleeding: +1 stealth', expected: 10, run: (s) => ownStats(def, BRUJAH_PRINCE, s) },
    { family: 'burned as a (D) action, a Ventrue at -1 stealth', expected: 110, run: (s) => burnItCase(def, VENTRUE, s) },
  ],
  // Failsafe: with fewer than 3 pool, a master phase action burns it for 4 pool
  '100691': (def) => [
    { family: 'a master phase action: burned for 4 pool when short', expected: 1106, run: (s) => masterActionUse(def, 2, s) },
  ],
  // From a Sinking Ship: take control of a minion of a Methuselah with 3 or fewer pool, not a vampire of capacity 7 or more
  '100793': (def) => [
    { family: 'a minion of a Methuselah with 3 pool taken, not a vampire of capacity 7', expected: 10, run: (s) => sinkingShip(def, 3, s) },
  ],
  // Elysium: The Arboretum: lock to end, before range, a combat between a Camarilla vampire of yours and another one
  '100631': (def) => [
    {
      family: 'lock: a combat between Camarilla vampires ends before range',
      expected: 12,
      run: (s) => endBeforeRange(def, { actor: CAMARILLA, rival: CAMARILLA_RIVAL }, s),
    },
  ],
};

/** The checks of the rulings of testing/rulings-master-sweep-twelfth.ts, by entry key; `def` reads a card's definition by official id. */
export function masterSweepTwelfthRulings(def: (id: string) => CardDef): Record<string, () => void> {
  return {
    // Powerbase: Savannah: only a unique location pays; a common one does not, nor does it serve the other's acting vampire
    'savannah-unique-location': () => {
      const d = def('101442');
      const common = endBeforeRange(d, { actor: CAMARILLA, rival: SABBAT_RIVAL, beside: [TEST_LOCATION] }, false);
      const theirs = endBeforeRange(d, { actor: SABBAT_RIVAL, rival: CAMARILLA, beside: [TEST_UNIQUE_LOCATION], actorSeat: 1 }, false);
      if (common !== 0 || theirs !== 0) throw new Error(`Powerbase: Savannah: ${common} ${theirs}`);
    },
    // Elysium: The Arboretum (RTR 20001020): the combat it ends still has its end of round
    'arboretum-end-round': () => {
      const d = def('100631');
      const late: CardDef = {
        ...TEST_UNIQUE_LOCATION,
        id: 'test-round-end',
        name: 'Test Round End',
        types: ['Combat'],
        unique: false,
        modes: [{ kind: 'combat', window: { combat: 'endOfRound' }, conditions: [], effects: [] }],
      };
      const sc = new Scenario({
        seats: [
          { ready: [{ card: CAMARILLA.name, blood: 4 }], hand: [BRAWL.name, late.name], play: [d.name] },
          { ready: [{ card: CAMARILLA_RIVAL.name, blood: 4 }] },
        ],
        defs: [d, CAMARILLA, CAMARILLA_RIVAL, BRAWL, late],
      });
      const card = sc.uid(d.name, 0, 'play');
      sc.play(BRAWL.name, { by: CAMARILLA.name, target: CAMARILLA_RIVAL.name, targetSeat: 1 });
      for (let i = 0; i < 20 && !naming(sc, card).length; i++) sc.choose(ids(sc.s).find((x) => PASS.includes(x)) ?? ids(sc.s)[0]);
      sc.choose(naming(sc, card)[0]);
      const offered = naming(sc, sc.uid(late.name, 0, 'hand')).length;
      if (sc.s.combat?.step !== 'endRound' || !sc.s.combat.finalRound || !offered)
        throw new Error(`Elysium: The Arboretum: ${sc.s.combat?.step} ${offered}`);
    },
    // Powerbase: Los Angeles (LSJ 20050128): a card requiring a baron is a card requiring an anarch; a card requiring
    // neither gives no unlock
    'los-angeles-baron': () => {
      const d = def('101435');
      const baron: CardDef = {
        ...TEST_ANARCH_CARD,
        id: 'test-baron-discard',
        name: 'Test Baron Discard',
        reqs: [{ r: 'title', titles: ['baron'] }],
      };
      const plain: CardDef = { ...TEST_ANARCH_CARD, id: 'test-plain-discard', name: 'Test Plain Discard', reqs: [] };
      const got = [extraDiscard(d, false, baron), extraDiscard(d, false, plain)];
      if (got[0] !== 21 || got[1] !== 20) throw new Error(`Powerbase: Los Angeles: ${got.join(' ')}`);
    },
    // Failsafe (a unique trifle): played while another Methuselah's copy is in play, it is contested and still gives its
    // master phase action
    'failsafe-contested-trifle': () => {
      const d = def('100691');
      const sc = new Scenario({ phase: 'master', seats: [{ hand: [d.name] }, { play: [d.name] }], defs: [d] });
      const c = sc.uid(d.name, 0, 'hand');
      sc.play(d.name);
      if (!sc.s.cards[c].contested || sc.s.turnFlags.masterLeft !== 1) throw new Error(`Failsafe: ${sc.s.turnFlags.masterLeft}`);
    },
    // From a Sinking Ship: not playable on the minions of a Methuselah with 4 pool
    'sinking-ship-pool': () => {
      const n = sinkingShip(def('100793'), 4, false);
      if (n !== 0) throw new Error(`From a Sinking Ship at 4 pool: ${n}`);
    },
    // Elysium: The Arboretum: not against a vampire of another sect
    'arboretum-camarilla-only': () => {
      const d = def('100631');
      const n = endBeforeRange(d, { actor: CAMARILLA, rival: SABBAT_RIVAL }, false);
      if (n !== 0) throw new Error(`Elysium: The Arboretum against a Sabbat vampire: ${n}`);
    },
  };
}
