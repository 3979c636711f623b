/**
 * Scenarios of the master cards automated in the seventh session (issue 29; tests only), by official card
 * id, as testing/master-scenarios.ts: each plays the card through the engine's decisions, measures what it
 * does and fails once its effects are stripped (data/coverage-gate.test.ts and
 * data/master-scenarios.test.ts run them both ways). `MASTER_CARD_RULINGS` checks the rulings of these
 * cards listed in testing/rulings-master-cards.ts (rulings area `masters`).
 */
import { expect } from 'vitest';
import type { CardDef } from '../schema/effects';
import type { SeatId } from '../../../engine/types';
import type { FamilyCase } from './families';
import { apply } from '../rules/kernel';
import { handSize } from '../core/state';
import { Scenario } from './scenario';
import { dec, ids, passUntil } from './testing';
import { testVampire } from './test-vampire';

/** The option of the pending decision naming the card `uid`, chosen (it must be offered). */
function pickCard(sc: Scenario, uid: string): void {
  const o = dec(sc.s).options.find((x) => x.id.split(':').includes(uid));
  if (!o) throw new Error(`${uid} not offered: ${ids(sc.s).join(' ')}`);
  sc.choose(o.id);
}

const ASH = ['Blood Doll', 'Conditioning', 'Deflection'];

/**
 * Ashur Tablets: seat 0 controls `mine` copies in play, seat 1 `theirs`; seat 0 plays one more in its master
 * phase with Blood Doll, Conditioning and Deflection in its ash heap, and chooses `chosen` of them (by name,
 * the first to hand) when asked.
 */
function tablets(def: CardDef, strip: boolean, mine: number, theirs = 0, chosen: string[] = ['Conditioning', 'Deflection']) {
  const copies = (n: number) => Array.from({ length: n }, () => def.name);
  const sc = new Scenario({
    phase: 'master',
    seats: [{ play: copies(mine), hand: [def.name, def.name], ash: ASH }, { play: copies(theirs) }],
    defs: [def],
    strip: strip ? [def.name] : [],
  });
  sc.play(def.name);
  if (dec(sc.s).kind === 'vtes.ashRecover') {
    for (const name of chosen) pickCard(sc, sc.uid(name, 0, 'ash'));
    if (dec(sc.s).kind === 'vtes.ashRecover') sc.choose('done');
    if (dec(sc.s).kind === 'vtes.ashRecoverHand') pickCard(sc, sc.uid(chosen[0], 0, 'ash'));
  }
  return sc;
}

/** Where a card of seat 0 named `name` is: 1 in hand, 2 in the library, 3 still in the ash heap (the first found). */
function whereIs(sc: Scenario, name: string): number {
  const zones: ['hand', 'library', 'ash'] = ['hand', 'library', 'ash'];
  const i = zones.findIndex((z) => sc.s.seats[0].zones[z].some((u) => sc.s.cards[u].cid === sc.s.cards[sc.uid(name, 0)].cid));
  return i + 1;
}

/** The copies of a card removed from the game, by the seat owning them. */
const removed = (sc: Scenario, seat: SeatId) => sc.s.seats[seat].zones.removed.length;

const SNEAK = testVampire('Test Sneak', {}, [{ e: 'mod', stat: 'stealth', n: 1, who: 'self' }]);

/**
 * An event in play (seat 1's) changing every minion: seat 0's vampire with 1 stealth bleeds seat 1, whose
 * ally `blocker` tries to block; measured: the pool seat 1 kept (30 when blocked, 29 when bled).
 */
function blockedByAlly(def: CardDef, strip: boolean, blocker = '47th Street Royals'): number {
  const sc = new Scenario({
    seats: [{ ready: [{ card: SNEAK.name, blood: 4 }] }, { ready: [{ card: blocker }], play: [{ card: def.name, mode: 0 }] }],
    defs: [def, SNEAK],
    strip: strip ? [def.name] : [],
  });
  const a = sc.uid(SNEAK.name);
  const b = sc.uid(blocker, 1);
  sc.choose(`min:${a}`).choose(`bleed:${a}`);
  sc.s = passUntil(sc.s, (x) => ids(x).includes(`block:${b}`));
  sc.choose(`block:${b}`);
  sc.s = passUntil(sc.s, (x) => !x.act, 80);
  return sc.pool(1);
}

/** Seat 0 plays `def` as an event in its discard phase (a full hand of 7); measured: the cards in hand after. */
export function eventPlayed(def: CardDef, strip: boolean): number {
  const hand = [def.name, 'Blood Doll', 'Blood Doll', 'Blood Doll', 'Blood Doll', 'Blood Doll', 'Blood Doll'];
  const sc = new Scenario({ phase: 'discard', seats: [{ hand }, {}], defs: [def], strip: strip ? [def.name] : [] });
  sc.choose(`event:${sc.uid(def.name, 0, 'hand')}`);
  return sc.s.seats[0].zones.hand.length;
}

const PLAIN = testVampire('Test Plain', {});

/** The Coven: seat 0's card in play, its vampire with 1 blood, in the minion phase; the blood after its use for that vampire. */
function covenBlood(def: CardDef, strip: boolean): number {
  const sc = new Scenario({
    phase: 'minion',
    seats: [{ ready: [{ card: PLAIN.name, blood: 1 }], play: [def.name] }, {}],
    defs: [def, PLAIN],
    strip: strip ? [def.name] : [],
  });
  const v = sc.uid(PLAIN.name);
  const o = dec(sc.s).options.find((x) => x.id.startsWith(`use:${sc.uid(def.name, 0, 'play')}:`) && x.id.endsWith(`:${v}`));
  if (!o) throw new Error(`${def.name}: no use for ${PLAIN.name}: ${ids(sc.s).join(' ')}`);
  sc.choose(o.id);
  return sc.s.cards[v].blood;
}

/** A card of seat 0 in play (of three seats), its influence phase ended: the seat controlling it as the discard phase starts. */
export function controllerAtDiscard(def: CardDef, strip: boolean, seat: SeatId = 0): number {
  const sc = new Scenario({
    phase: 'influence',
    active: seat,
    seats: [0, 1, 2].map((x) => (x === seat ? { play: [def.name] } : {})),
    defs: [def],
    strip: strip ? [def.name] : [],
  });
  const c = sc.uid(def.name, seat, 'play');
  sc.s = passUntil(sc.s, (x) => x.phase === 'discard' || x.active !== seat);
  return sc.s.cards[c].controller;
}

/**
 * A card of seat 1 in play, locked for +1 intercept when its minion `blocker` tries to block: seat 0's vampire with
 * 1 stealth bleeds seat 1; measured: the pool seat 1 kept (30 when blocked, 29 when bled).
 */
export function interceptLock(def: CardDef, blocker: CardDef, strip: boolean): number {
  const sc = new Scenario({
    seats: [{ ready: [{ card: SNEAK.name, blood: 4 }] }, { ready: [{ card: blocker.name, blood: 4 }], play: [def.name] }],
    defs: [def, SNEAK, blocker],
    strip: strip ? [def.name] : [],
  });
  const a = sc.uid(SNEAK.name);
  const b = sc.uid(blocker.name, 1);
  const card = sc.uid(def.name, 1, 'play');
  sc.choose(`min:${a}`).choose(`bleed:${a}`);
  for (let i = 0; i < 80 && sc.s.act; i++) {
    const o = ids(sc.s);
    const pick = o.find((x) => !x.startsWith('block:') && x.split(':').includes(card)) ?? o.find((x) => x === `block:${b}`);
    sc.choose(pick ?? o.find((x) => ['pass', 'decline', 'done', 'none'].includes(x)) ?? o[0]);
  }
  return sc.pool(1);
}

/** A hunting ground of seat 0 in play with its vampire `v` (1 blood): the blood `v` gained in seat 0's unlock phase. */
export function huntingGround(def: CardDef, v: CardDef, strip: boolean): number {
  const sc = new Scenario({
    seats: [{ ready: [{ card: v.name, blood: 1 }], play: [def.name] }, {}],
    phase: 'discard',
    active: 1,
    defs: [def, v],
    strip: strip ? [def.name] : [],
  });
  sc.s = passUntil(sc.s, (x) => x.active === 0 && dec(x).kind === 'vtes.unlock', 20);
  const hg = sc.uid(def.name, 0, 'play');
  const use = ids(sc.s).find((x) => x.split(':').includes(hg));
  if (use) sc.choose(use);
  return sc.s.cards[sc.uid(v.name)].blood - 1;
}

const PRINCE = testVampire('Test Prince', {}, [], 'Caitiff', { title: 'prince', sect: 'camarilla' });
const GURUHI = testVampire('Test Guruhi', {}, [], 'Guruhi');
const ASSAMITE = testVampire('Test Assamite', {}, [], 'Assamite');
const RAVNOS = testVampire('Test Ravnos', {}, [], 'Ravnos', { capacity: 5 });
const NOSFERATU_ANTI = testVampire('Test Nosferatu Antitribu', {}, [], 'Nosferatu antitribu');
const TOREADOR_ANTI = testVampire('Test Toreador Antitribu', {}, [], 'Toreador antitribu');

/** Palla Grande: seat 0's Toreador antitribu bleeds seat 1 with the card in play; the pool seat 1 lost. */
function pallaBleed(def: CardDef, strip: boolean): number {
  const sc = new Scenario({
    seats: [{ ready: [{ card: TOREADOR_ANTI.name, blood: 4 }], play: [{ card: def.name, blood: 3 }] }, {}],
    defs: [def, TOREADOR_ANTI],
    strip: strip ? [def.name] : [],
  });
  const a = sc.uid(TOREADOR_ANTI.name);
  sc.choose(`min:${a}`).choose(`bleed:${a}`);
  sc.s = passUntil(sc.s, (x) => !x.act, 40);
  return 30 - sc.pool(1);
}

/** A card of seat 0 in play with `n` counters as seat 0's discard phase starts: its counters after (10 when it burned). */
function countersAtDiscard(def: CardDef, strip: boolean, n: number): number {
  const sc = new Scenario({
    phase: 'influence',
    seats: [{ play: [{ card: def.name, blood: n }] }, {}],
    defs: [def],
    strip: strip ? [def.name] : [],
  });
  const c = sc.uid(def.name, 0, 'play');
  sc.s = passUntil(sc.s, (x) => x.phase === 'discard' || x.active !== 0);
  return sc.s.cards[c].zone === 'play' ? sc.s.cards[c].blood : 10;
}

const BAALI = testVampire('Test Baali', {}, [], 'Baali', { capacity: 6, traits: ['infernal'], sect: 'sabbat' });
const IMP = testVampire('Test Imp', {}, [], 'Caitiff', { capacity: 4, traits: ['infernal'] });
const PLAIN_YOUNG = testVampire('Test Plain Young', {}, [], 'Caitiff', { capacity: 3 });
const IMP_OLD = testVampire('Test Imp Old', {}, [], 'Caitiff', { capacity: 9, traits: ['infernal'] });

/**
 * Tend the Flock: seat 0's infernal Baali (capacity 6, `locked` or not) chosen; in its uncontrolled region a younger
 * infernal vampire, a younger plain one and an older infernal one. Measured: the blood each got (digits), then the
 * pool and the Baali's blood (the blood comes from the bank: ANK 20190511).
 */
function tendFlock(def: CardDef, strip: boolean, locked = false): number {
  const sc = new Scenario({
    phase: 'master',
    seats: [
      { ready: [{ card: BAALI.name, blood: 3, locked }], uncontrolled: [IMP.name, PLAIN_YOUNG.name, IMP_OLD.name], hand: [def.name] },
      {},
    ],
    defs: [def, BAALI, IMP, PLAIN_YOUNG, IMP_OLD],
    strip: strip ? [def.name] : [],
  });
  sc.play(def.name, { target: BAALI.name });
  // the uncontrolled vampire is picked: the younger infernal one, the only one offered
  if (dec(sc.s).kind === 'vtes.uncontrolledTarget') {
    expect(ids(sc.s)).toEqual([`t:${sc.uid(IMP.name, 0, 'uncontrolled')}`]);
    pickCard(sc, sc.uid(IMP.name, 0, 'uncontrolled'));
  }
  const blood = (v: CardDef) => sc.s.cards[sc.uid(v.name, 0, 'uncontrolled')].blood;
  return (
    blood(IMP) * 100 +
    blood(PLAIN_YOUNG) * 10 +
    blood(IMP_OLD) +
    (sc.pool(0) - 30) * 1000 +
    (sc.s.cards[sc.uid(BAALI.name)].blood - 3) * 10000
  );
}

const RAVNOS_THEIRS = testVampire('Test Ravnos Theirs', {}, [], 'Ravnos', { capacity: 6 });

/** Svadharma: seat 0 (with a ready Ravnos) plays it on seat 1's Ravnos (1 blood); the blood that Ravnos has after. */
function svadharma(def: CardDef, strip: boolean): number {
  const sc = new Scenario({
    phase: 'master',
    seats: [{ ready: [{ card: RAVNOS.name, blood: 1 }], hand: [def.name] }, { ready: [{ card: RAVNOS_THEIRS.name, blood: 1 }] }],
    defs: [def, RAVNOS, RAVNOS_THEIRS],
    strip: strip ? [def.name] : [],
  });
  sc.play(def.name, { target: RAVNOS_THEIRS.name, targetSeat: 1 });
  return sc.s.cards[sc.uid(RAVNOS_THEIRS.name, 1)].blood;
}

/** The Bitter and Sweet Story: seat 1's event in play, seat 0 with `vp` victory points; seat 0's hand size then. */
function bitterSweet(def: CardDef, strip: boolean, vp: number): number {
  const sc = new Scenario({ seats: [{}, { play: [{ card: def.name, mode: 0 }] }], defs: [def], strip: strip ? [def.name] : [] });
  sc.s = { ...sc.s, seats: sc.s.seats.map((x, i) => (i === 0 ? { ...x, vp } : x)) };
  return handSize(sc.s, 0);
}

export const MASTER_CARD_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Ashur Tablets: the third copy removes every copy in play (another Methuselah's too) for 3 pool and ash heap cards back
  '100106': (def) => [
    {
      family: 'the third copy: 3 pool, copies removed, one ash heap card to hand, the other into the library',
      expected: 33112,
      run: (strip) => {
        const sc = tablets(def, strip, 2, 1);
        const deflection = sc.s.seats[0].zones.library.some((u) => sc.s.cards[u].cid === sc.s.cards[sc.uid('Deflection', 0)].cid);
        return (
          (sc.pool(0) - 30) * 10000 + removed(sc, 0) * 1000 + removed(sc, 1) * 100 + whereIs(sc, 'Conditioning') * 10 + (deflection ? 2 : 0)
        );
      },
    },
  ],
  // The Coven: locked for 2 blood on a ready vampire of its controller's; its controller's predator takes it as the discard phase starts
  '100435': (def) => [
    { family: 'lock: 2 blood on a ready vampire of yours', expected: 3, run: (strip) => covenBlood(def, strip) },
    { family: "its controller's discard phase: the predator takes control", expected: 2, run: (strip) => controllerAtDiscard(def, strip) },
  ],
  // Papillon: in its controller's unlock phase, a ready titled vampire gains 2 blood (a hunting ground)
  '101350': (def) => [
    { family: 'hunting ground: a titled vampire gains 2 blood', expected: 2, run: (strip) => huntingGround(def, PRINCE, strip) },
  ],
  // Palace Hunting Ground: a Guruhi with blood gains 1
  '101344': (def) => [
    { family: 'hunting ground: a Guruhi with blood gains 1', expected: 1, run: (strip) => huntingGround(def, GURUHI, strip) },
  ],
  // Palla Grande: Toreador antitribu +1 bleed; a counter burned in each of its controller's discard phases, burned with none
  '101346': (def) => [
    { family: 'every Toreador antitribu: +1 bleed', expected: 2, run: (strip) => pallaBleed(def, strip) },
    {
      family: "its controller's discard phase: a counter burned, the card burned with none left",
      expected: 210,
      run: (strip) => countersAtDiscard(def, strip, 3) * 100 + countersAtDiscard(def, strip, 1),
    },
  ],
  // Market Square, Kumpania, Information Network: locked for +1 intercept of a blocker of their controller's (of a clan)
  '101171': (def) => [
    { family: 'lock: +1 intercept to an Assamite blocking', expected: 30, run: (strip) => interceptLock(def, ASSAMITE, strip) },
  ],
  '101068': (def) => [
    { family: 'lock: +1 intercept to a Ravnos of capacity 5+', expected: 30, run: (strip) => interceptLock(def, RAVNOS, strip) },
  ],
  '100985': (def) => [
    { family: 'lock: +1 intercept to a Nosferatu antitribu', expected: 30, run: (strip) => interceptLock(def, NOSFERATU_ANTI, strip) },
  ],
  // Tend the Flock: a chosen ready unlocked infernal Baali of yours; 3 blood on a younger infernal uncontrolled vampire
  '101956': (def) => [
    { family: 'chosen Baali: 3 blood on a younger infernal uncontrolled vampire', expected: 300, run: (strip) => tendFlock(def, strip) },
  ],
  // Svadharma: 2 blood on a ready Ravnos, any Methuselah's
  '101912': (def) => [{ family: 'master card on a ready Ravnos: 2 blood', expected: 3, run: (strip) => svadharma(def, strip) }],
  // The Bitter and Sweet Story: every Methuselah +2 hand size per victory point
  '100163': (def) => [{ family: 'event: +2 hand size per victory point', expected: 11, run: (strip) => bitterSweet(def, strip, 2) }],
  // The Unmasking: allies +1 intercept against vampires; its player does not replace it until the next discard phase
  '102079': (def) => [
    { family: 'event: an ally blocks an acting vampire with 1 stealth', expected: 30, run: (strip) => blockedByAlly(def, strip) },
    { family: 'event played: not replaced until the next discard phase', expected: 6, run: (strip) => eventPlayed(def, strip) },
  ],
};

/** The checks of the rulings of testing/rulings-master-cards.ts, by entry key; `def` reads a card's definition by official id. */
export function masterCardRulings(def: (id: string) => CardDef): Record<string, () => void> {
  return {
    // played with no card in the ash heap: the pool and the removal still happen
    'ashur-empty-ash': () => {
      const d = def('100106');
      const sc = new Scenario({ phase: 'master', seats: [{ play: [d.name, d.name], hand: [d.name] }, {}], defs: [d] });
      sc.play(d.name);
      expect([sc.pool(0), removed(sc, 0), sc.s.pick ?? null]).toEqual([33, 3, null]);
    },
    // no choice as it is played: the second copy asks nothing, the cards are chosen once the third is in play
    'ashur-no-targets': () => {
      const d = def('100106');
      const sc = tablets(d, false, 1);
      expect([sc.s.pick ?? null, whereIs(sc, 'Conditioning'), sc.pool(0), removed(sc, 0)]).toEqual([null, 3, 30, 0]);
    },
    // the predator takes it as its controller's discard phase starts: never forgotten, whatever the controller does
    'coven-mandatory': () => {
      const d = def('100435');
      expect([controllerAtDiscard(d, false, 0), controllerAtDiscard(d, false, 1)]).toEqual([2, 0]);
    },
    // a unique trifle played while another Methuselah's copy is in play is contested, and still gives its master phase action
    'coven-contested-trifle': () => {
      const d = def('100435');
      const sc = new Scenario({ phase: 'master', seats: [{ hand: [d.name] }, { play: [d.name] }], defs: [d] });
      const c = sc.uid(d.name, 0, 'hand');
      sc.play(d.name);
      expect([sc.s.cards[c].contested, sc.s.turnFlags.masterLeft]).toEqual([true, 1]);
    },
    // the blood comes from the bank: the pool and the chosen Baali keep theirs; a locked Baali cannot be chosen
    'tend-flock-bank': () => {
      const d = def('101956');
      expect(tendFlock(d, false)).toBe(300);
      expect(() => tendFlock(d, false, true)).toThrow(/not offered/);
    },
    // its controller ousted: the event leaves with its cards, and the predator's new victory point gives no hand size
    'bitter-sweet-ousted': () => {
      const d = def('100163');
      const sc = new Scenario({
        seats: [
          { ready: [{ card: PLAIN.name, blood: 3 }], hand: Array.from({ length: 7 }, () => 'Blood Doll') },
          { pool: 1, play: [{ card: d.name, mode: 0 }] },
          {},
        ],
        defs: [d, PLAIN],
      });
      const a = sc.uid(PLAIN.name);
      sc.choose(`min:${a}`).choose(`bleed:${a}`);
      sc.s = passUntil(sc.s, (x) => !x.act, 40);
      expect([sc.s.seats[1].ousted, sc.s.seats[0].vp, handSize(sc.s, 0), sc.s.seats[0].zones.hand.length]).toEqual([true, 1, 7, 7]);
    },
    // the card going to hand is shown to every Methuselah (a public log line naming it)
    'ashur-shown': () => {
      const d = def('100106');
      const sc = new Scenario({ phase: 'master', seats: [{ play: [d.name, d.name], hand: [d.name], ash: ASH }, {}], defs: [d] });
      sc.play(d.name);
      pickCard(sc, sc.uid('Deflection', 0, 'ash'));
      const r = apply(sc.s, 0, 'done');
      const shown = r.events.find((e) => e.type === 'vtes.ashRecoverHand');
      sc.s = r.state;
      expect([shown?.params?.card, shown?.visibleTo, whereIs(sc, 'Deflection')]).toEqual(['Deflection', undefined, 1]);
    },
  };
}
