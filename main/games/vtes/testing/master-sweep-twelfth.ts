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
    // Elysium: The Arboretum: not against a vampire of another sect
    'arboretum-camarilla-only': () => {
      const d = def('100631');
      const n = endBeforeRange(d, { actor: CAMARILLA, rival: SABBAT_RIVAL }, false);
      if (n !== 0) throw new Error(`Elysium: The Arboretum against a Sabbat vampire: ${n}`);
    },
  };
}
