/**
 * Scenarios of the master cards swept by the eleventh session's masters helper (list A) from records that existed or
 * were added beside them (issue 29; tests only), by official card id: each plays the card through the engine's
 * decisions, measures what it does and fails once its effects are stripped. Shapes: every titled Brujah's bleed; pool
 * or blood on an uncontrolled vampire by a mode's Condition; an archetype's blood after a bleed of the prey; a minion
 * removed from the game for pool; bleeds against its controller capped, the card burned after its own bleed.
 */
import type { CardDef } from '../schema/effects';
import type { FamilyCase } from './test-vampire';
import { testVampire } from './test-vampire';
import { Scenario } from './scenario';
import { dec, ids, passUntil } from './testing';
import { strengthOf } from '../core/queries';
import { testImbued } from './imbued-scenarios';

const PRINCE = testVampire('Test Brujah Prince', {}, [], 'Brujah', { title: 'prince' });
const SETITE = testVampire('Test Setite', {}, [], 'Ministry', { capacity: 9 });
const SABBAT = testVampire('Test Sabbat', {}, [], 'Caitiff', { sect: 'sabbat' });
const PLAIN = testVampire('Test Plain', {});
const BLEEDER = testVampire('Test Big Bleeder', {}, [{ e: 'mod', stat: 'bleed', n: 3, who: 'self' }]);

const LAIBON = testVampire('Test Laibon', {}, [], 'Caitiff', { sect: 'laibon' });
export const INFERNAL = testVampire('Test Infernal', {}, [], 'Caitiff', { traits: ['infernal'] });

const naming = (sc: Scenario, uid: string) => ids(sc.s).filter((x) => x.split(':').includes(uid));

/** Seat 0's `actor` (its card `def` in play for `seat`) bleeds seat 1, unblocked. Measured: the pool seat 1 lost. */
function bleedLoss(def: CardDef, actor: CardDef, owner: 0 | 1, strip: boolean): { loss: number; sc: Scenario } {
  const sc = new Scenario({
    seats: [
      { ready: [{ card: actor.name, blood: 4 }], ...(owner === 0 ? { play: [def.name] } : {}) },
      { ready: [{ card: PLAIN.name, blood: 1, locked: true }], ...(owner === 1 ? { play: [def.name] } : {}) },
    ],
    defs: [def, actor, PLAIN],
    strip: strip ? [def.name] : [],
  });
  const a = sc.uid(actor.name);
  const pool = sc.pool(1);
  sc.choose(`min:${a}`).choose(`bleed:${a}`);
  sc.s = passUntil(sc.s, (x) => !x.act);
  return { loss: pool - sc.pool(1), sc };
}

/** Seat 0 plays the card's mode `mode` in its master phase, the first target offered taken. Measured: seat 0's pool change + 10 × the blood on the Setite. */
function eternals(def: CardDef, mode: number, strip: boolean): number {
  const sc = new Scenario({
    phase: 'master',
    seats: [
      mode === 0
        ? { hand: [def.name], ready: [{ card: SETITE.name, blood: 3 }] }
        : { hand: [def.name], uncontrolled: [{ card: SETITE.name }] },
      {},
    ],
    defs: [def, SETITE],
    strip: strip ? [def.name] : [],
  });
  const pool = sc.pool(0);
  sc.play(def.name, { mode });
  const v = sc.uid(SETITE.name);
  const pick = naming(sc, v)[0];
  if (pick) sc.choose(pick);
  return sc.pool(0) - pool + 10 * (mode === 1 ? sc.s.cards[v].blood : 0);
}

/** Seat 0 puts the archetype on its Sabbat vampire, then in its minion phase that vampire bleeds its prey. Measured: its blood. */
function archetypeBleed(def: CardDef, strip: boolean): number {
  const sc = new Scenario({
    phase: 'master',
    seats: [{ ready: [{ card: SABBAT.name, blood: 3 }], hand: [def.name] }, {}],
    defs: [def, SABBAT],
    strip: strip ? [def.name] : [],
  });
  sc.play(def.name, { target: SABBAT.name });
  sc.s = passUntil(sc.s, (x) => x.phase === 'minion');
  const v = sc.uid(SABBAT.name);
  sc.choose(`min:${v}`).choose(`bleed:${v}`);
  sc.s = passUntil(sc.s, (x) => !x.act);
  return sc.s.cards[v].blood;
}

/** Seat 0's location in its unlock phase, a ready vampire of capacity 8: the use taken for it. Measured: the pool gained + 100 if the vampire left the game. */
function removedForPool(def: CardDef, strip: boolean): number {
  const sc = new Scenario({
    phase: 'unlock',
    seats: [{ play: [def.name], ready: [{ card: PLAIN.name, blood: 2 }] }, {}],
    defs: [def, PLAIN],
    strip: strip ? [def.name] : [],
  });
  const v = sc.uid(PLAIN.name);
  const pool = sc.pool(0);
  const use = naming(sc, sc.uid(def.name, 0, 'play')).find((x) => x.split(':').includes(v));
  if (!use) return 0;
  sc.choose(use);
  return sc.pool(0) - pool + (sc.s.cards[v].zone === 'removed' ? 100 : 0);
}

/**
 * A Discipline-like card played in the master phase on `host` (the vampire its Condition takes), beside a plain vampire.
 * Measured: the capacity gained + 10 × the levels of `disc` gained, + 100 if the plain vampire was offered too.
 */
export function disciplineOn(def: CardDef, host: CardDef, disc: string, strip: boolean): number {
  const sc = new Scenario({
    phase: 'master',
    seats: [
      {
        ready: [
          { card: host.name, blood: 2 },
          { card: PLAIN.name, blood: 2 },
        ],
        hand: [def.name],
      },
      {},
    ],
    defs: [def, host, PLAIN],
    strip: strip ? [def.name] : [],
  });
  sc.choose(naming(sc, sc.uid(def.name, 0, 'hand'))[0]);
  const plain = naming(sc, sc.uid(PLAIN.name)).length ? 100 : 0;
  const pick = naming(sc, sc.uid(host.name))[0];
  if (!pick) return plain;
  sc.choose(pick);
  const a = sc.s.cards[sc.uid(host.name)];
  return plain + (a.capBonus ?? 0) + 10 * (a.discBonus?.[disc] ?? 0);
}

/**
 * Seat 0's untitled Camarilla vampire and its prince; the card played on the first (`play`: from the hand in the master
 * phase) or used from play in the master phase. Measured: 10 if the vampire is anarch after, + 1 if the prince was
 * offered too (it is titled: never).
 */
function madeAnarch(def: CardDef, fromHand: boolean, strip: boolean): number {
  const sc = new Scenario({
    phase: 'master',
    seats: [
      {
        ready: [
          { card: PLAIN.name, blood: 2 },
          { card: PRINCE.name, blood: 2 },
        ],
        ...(fromHand ? { hand: [def.name] } : { play: [def.name] }),
      },
      {},
    ],
    defs: [def, PLAIN, PRINCE],
    strip: strip ? [def.name] : [],
  });
  const card = sc.uid(def.name, 0, fromHand ? 'hand' : 'play');
  const v = sc.uid(PLAIN.name);
  let offered: string[];
  if (fromHand) {
    const play = naming(sc, card)[0];
    if (!play) return 0;
    sc.choose(play);
    offered = ids(sc.s);
  } else offered = naming(sc, card);
  const prince = offered.some((x) => x.split(':').includes(sc.uid(PRINCE.name))) ? 1 : 0;
  const pick = offered.find((x) => x.split(':').includes(v));
  if (!pick) return prince;
  sc.choose(pick);
  return prince + (sc.s.cards[v].anarch ? 10 : 0);
}

/** An ally of 1 pool (any minion may recruit it). */
const TEST_ALLY: CardDef = {
  id: 'test-ally-recruit',
  name: 'Test Ally Recruit',
  kind: 'library',
  types: ['Ally'],
  clan: [],
  pool: 1,
  reqs: [],
  modes: [{ kind: 'ally', cost: { pool: 1 }, conditions: [], effects: [{ e: 'ally', life: 1, strength: 1, bleed: 1 }] }],
  automation: 'full',
};

/** An undirected action with no effect, for any minion (the imbued's successful action). */
const TEST_DEED: CardDef = {
  ...TEST_ALLY,
  id: 'test-deed',
  name: 'Test Deed',
  types: ['Action'],
  pool: undefined,
  modes: [{ kind: 'action', conditions: [], effects: [] }],
};

/**
 * Seat 0 puts the card on its vampire in the master phase; in its minion phase that vampire holds an ally card. Measured:
 * 10 × its strength, + 1 if recruiting the ally is not offered.
 */
function depraved(def: CardDef, strip: boolean): number {
  const sc = new Scenario({
    phase: 'master',
    seats: [{ ready: [{ card: PLAIN.name, blood: 4 }], hand: [def.name, TEST_ALLY.name] }, {}],
    defs: [def, PLAIN, TEST_ALLY],
    strip: strip ? [def.name] : [],
  });
  const v = sc.uid(PLAIN.name);
  sc.choose(naming(sc, sc.uid(def.name, 0, 'hand'))[0]);
  const pick = naming(sc, v)[0];
  if (pick) sc.choose(pick);
  sc.s = passUntil(sc.s, (x) => x.phase === 'minion');
  sc.choose(`min:${v}`);
  return 10 * strengthOf(sc.s, v) + (naming(sc, sc.uid(TEST_ALLY.name, 0, 'hand')).length ? 0 : 1);
}

/** Seat 0's card in play; its Sabbat vampire (1 blood, capacity 8) hunts, unblocked. Measured: its blood after the hunt. */
function sabbatHunt(def: CardDef, strip: boolean): number {
  const sc = new Scenario({
    seats: [{ ready: [{ card: SABBAT.name, blood: 1 }], play: [def.name] }, {}],
    defs: [def, SABBAT],
    strip: strip ? [def.name] : [],
  });
  const v = sc.uid(SABBAT.name);
  sc.choose(`min:${v}`).choose(`hunt:${v}`);
  sc.s = passUntil(sc.s, (x) => !x.act);
  return sc.s.cards[v].blood;
}

/**
 * Seat 0's location in play, its ready imbued and one in its uncontrolled region; the ready one takes an undirected
 * action, unblocked, and every use of the location offered is taken for the uncontrolled imbued. Measured: its life.
 */
function imbuedDeed(def: CardDef, strip: boolean): number {
  const hunter = testImbued('Test Hunter', 4);
  const waiting = testImbued('Test Waiting', 4);
  const sc = new Scenario({
    seats: [
      { ready: [{ card: hunter.name, blood: 4 }], uncontrolled: [{ card: waiting.name }], hand: [TEST_DEED.name], play: [def.name] },
      {},
    ],
    defs: [def, hunter, waiting, TEST_DEED],
    strip: strip ? [def.name] : [],
  });
  const card = sc.uid(def.name, 0, 'play');
  const w = sc.uid(waiting.name, 0, 'uncontrolled');
  sc.play(TEST_DEED.name, { by: hunter.name });
  for (let i = 0; i < 40 && (sc.s.act || sc.s.pick); i++) {
    const o = ids(sc.s);
    sc.choose(
      o.find((x) => x.split(':').includes(card)) ??
        o.find((x) => x.split(':').includes(w)) ??
        o.find((x) => ['pass', 'decline', 'done', 'none', 'noMore'].includes(x)) ??
        o[0],
    );
  }
  return sc.s.cards[w].blood;
}

/**
 * Seat 0's location in play, 7 cards in hand and 5 in the library; its vampire bleeds its prey, unblocked, and the
 * discard down takes the first card offered. Measured: 10 × the cards drawn from the library + the hand size after.
 */
function drawOnBleed(def: CardDef, strip: boolean): number {
  const sc = new Scenario({
    seats: [
      {
        ready: [{ card: PLAIN.name, blood: 3 }],
        play: [def.name],
        hand: Array<string>(7).fill('Blood Doll'),
        library: Array<string>(5).fill('Blood Doll'),
      },
      { ready: [{ card: PRINCE.name, blood: 1, locked: true }] },
    ],
    defs: [def, PLAIN, PRINCE],
    strip: strip ? [def.name] : [],
  });
  const v = sc.uid(PLAIN.name);
  sc.choose(`min:${v}`).choose(`bleed:${v}`);
  for (let i = 0; i < 30 && (sc.s.act || sc.s.pick); i++) {
    const o = ids(sc.s);
    sc.choose(sc.s.pick ? o[0] : (o.find((x) => ['pass', 'decline', 'done', 'none', 'noMore'].includes(x)) ?? o[0]));
  }
  return 10 * (5 - sc.s.seats[0].zones.library.length) + sc.s.seats[0].zones.hand.length;
}

const PRESSER = testVampire('Test Presser', {}, [
  { e: 'mod', stat: 'intercept', n: 2, who: 'self' },
  { e: 'mod', stat: 'combatPresses', n: 1, who: 'self' },
]);

/**
 * Seat 0's vampire (the card in play) bleeds seat 1, whose presser blocks; nobody strikes in round 1; at the press step
 * the presser presses to continue and seat 0 answers with every offered use of the card. Measured: 1 if the combat ended
 * without a second round, 10 if the card was offered before the presser pressed.
 */
function pressToEnd(def: CardDef, strip: boolean): number {
  const sc = new Scenario({
    seats: [{ ready: [{ card: PLAIN.name, blood: 4 }], play: [def.name] }, { ready: [{ card: PRESSER.name, blood: 4 }] }],
    defs: [def, PLAIN, PRESSER],
    strip: strip ? [def.name] : [],
  });
  const a = sc.uid(PLAIN.name);
  const card = sc.uid(def.name, 0, 'play');
  const b = sc.uid(PRESSER.name, 1);
  sc.choose(`min:${a}`).choose(`bleed:${a}`);
  sc.s = passUntil(sc.s, (x) => ids(x).includes(`block:${b}`));
  sc.choose(`block:${b}`);
  sc.s = passUntil(sc.s, (x) => x.combat?.step === 'strikeA' || !x.act);
  if (!sc.s.combat) throw new Error('scenario: no combat');
  sc.choose('none').choose('none');
  let early = 0;
  let pressed = false;
  for (let i = 0; i < 20 && sc.s.combat && sc.s.combat.round === 1; i++) {
    const o = ids(sc.s);
    const use = o.find((x) => x.split(':').includes(card));
    if (use && !pressed) early = 10;
    const mine = dec(sc.s).seat === 0;
    const press = !mine ? o.find((x) => x === 'optpress') : undefined;
    if (press) pressed = true;
    sc.choose((mine && pressed ? use : press) ?? o.find((x) => ['pass', 'decline', 'done', 'none', 'noMore'].includes(x)) ?? o[0]);
  }
  return early + (sc.s.combat ? 0 : 1);
}

export const MASTER_SWEEP_ELEVENTH: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // New Carthage: titled Brujah get +1 bleed and +1 vote, Ventrue -1 vote
  '101277': (def) => [{ family: 'every titled Brujah: +1 bleed', expected: 2, run: (s) => bleedLoss(def, PRINCE, 0, s).loss }],
  // The Eternals of Sirius: 5 pool with a ready Follower of Set, or 5 blood on one of capacity 9 or more, uncontrolled
  '100667': (def) => [
    { family: 'pool with a ready vampire of the clan (4 paid)', expected: 1, run: (s) => eternals(def, 0, s) },
    { family: 'blood on an uncontrolled vampire of the clan, capacity 9 or more', expected: 46, run: (s) => eternals(def, 1, s) },
  ],
  // Capitalist: an archetype on a Sabbat vampire, which gains 1 blood when it successfully bleeds its prey, once each turn
  '100292': (def) => [
    { family: 'archetype: +1 blood after a successful bleed of the prey', expected: 4, run: (s) => archetypeBleed(def, s) },
  ],
  // Khobar Towers: lock in the unlock phase to remove a ready minion of yours from the game for its capacity in pool
  '101048': (def) => [
    { family: 'unlock phase: a minion removed from the game for its capacity', expected: 108, run: (s) => removedForPool(def, s) },
  ],
  // Abombwe: a trifle, a Discipline card only on a Laibon or a vampire with Protean
  '100009': (def) => [
    { family: 'discipline on a Laibon only (+1 level, +1 capacity)', expected: 11, run: (s) => disciplineOn(def, LAIBON, 'abo', s) },
  ],
  // Striga: a trifle on an infernal vampire, which may play cards requiring Striga (not a Discipline: no capacity)
  '101884': (def) => [
    { family: 'a level of Striga on an infernal vampire, no capacity', expected: 10, run: (s) => disciplineOn(def, INFERNAL, 'str', s) },
  ],
  // Galaric's Legacy: a trifle on a ready untitled non-anarch vampire of one's own, who becomes anarch
  '100798': (def) => [
    { family: 'on an untitled vampire of yours, who becomes anarch', expected: 10, run: (s) => madeAnarch(def, true, s) },
  ],
  // Seattle Committee: lock in the master phase to make a ready untitled non-anarch vampire of yours anarch
  '101704': (def) => [
    { family: 'master phase lock: an untitled vampire of yours becomes anarch', expected: 10, run: (s) => madeAnarch(def, false, s) },
  ],
  // Depravity: on a ready vampire of yours: +1 strength, +1 stealth on diablerie actions, no allies recruited nor retainers employed
  '100526': (def) => [{ family: 'on a vampire: +1 strength, no ally recruited', expected: 21, run: (s) => depraved(def, s) }],
  // Festivo dello Estinto: Sabbat vampires hunt at -1 stealth and fill up to their capacity; burned in your unlock phase
  '100723': (def) => [{ family: 'a Sabbat vampire hunting fills up to its capacity', expected: 8, run: (s) => sabbatHunt(def, s) }],
  // The Church of Vindicated Faith: when an imbued succeeds an action, lock for 1 life on an uncontrolled imbued of yours
  '100348': (def) => [
    { family: "after an imbued's successful action: 1 life on an uncontrolled imbued", expected: 1, run: (s) => imbuedDeed(def, s) },
  ],
  // The Secret Library of Alexandria: a card drawn each time you successfully bleed your prey, discard down afterward
  '101708': (def) => [
    { family: 'a card drawn after a successful bleed of the prey, discard down', expected: 17, run: (s) => drawOnBleed(def, s) },
  ],
  // Police Department: lock to give a minion of yours a press only usable to end combat
  '101410': (def) => [{ family: 'lock: a press only usable to end combat', expected: 1, run: (s) => pressToEnd(def, s) }],
  // Protected Resources: a bleed against its controller burns at most 2 pool; burned after its controller's own bleed
  '101500': (def) => [
    { family: 'a bleed of 4 against its controller burns 2 pool', expected: 2, run: (s) => bleedLoss(def, BLEEDER, 1, s).loss },
    {
      family: "burned after a successful bleed of its controller's minion",
      expected: 1,
      run(s) {
        const { sc } = bleedLoss(def, PLAIN, 0, s);
        return sc.s.cards[sc.uid(def.name, 0)].zone === 'ash' ? 1 : 0;
      },
    },
  ],
};
