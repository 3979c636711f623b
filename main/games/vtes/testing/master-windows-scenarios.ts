/**
 * Scenarios of the master cards and events automated in the eighth session (issue 29, h-masters; tests only),
 * by official card id, as testing/master-cards-scenarios.ts: each plays the card through the engine's
 * decisions, measures what it does and fails once its effects are stripped (data/coverage-gate.test.ts and
 * data/master-scenarios.test.ts run them both ways). `masterWindowRulings` checks the rulings of these cards
 * listed in testing/rulings-master-windows.ts (rulings area `masters`).
 */
import { expect } from 'vitest';
import type { CardDef } from '../schema/effects';
import type { SeatId } from '../../../engine/types';
import type { FamilyCase } from './families';
import { dec, ids, passUntil } from './testing';
import { Scenario } from './scenario';
import { testVampire } from './test-vampire';

/** The option of the pending decision naming the card `uid`, or undefined. */
const optionWith = (sc: Scenario, uid: string) => dec(sc.s).options.find((x) => x.id.split(':').includes(uid))?.id;

/**
 * Wash: seat 0 (active, in its master phase, `seats` Methuselahs) plays Life in the City (a trifle) on Ashley
 * (1 blood); seat `washer` holds `def` and cancels it as it is played. Returned at the end of the window.
 */
function washed(def: CardDef, strip: boolean, washer: SeatId = 1, seats = 2): Scenario {
  const sc = new Scenario({
    phase: 'master',
    seats: Array.from({ length: seats }, (_, i) =>
      i === 0
        ? { ready: [{ card: 'Ashley', blood: 1 }], hand: ['Life in the City'] }
        : i === washer
          ? { hand: [def.name, 'Blood Doll'] }
          : {},
    ),
    defs: [def],
    strip: strip ? [def.name] : [],
  });
  sc.choose(`m:${sc.uid('Life in the City', 0, 'hand')}`);
  const o = optionWith(sc, sc.uid(def.name, washer, 'hand'));
  if (!o) throw new Error(`${def.name} not offered: ${ids(sc.s).join(' ')}`);
  sc.choose(o);
  sc.s = passUntil(sc.s, (x) => !x.cancelWin);
  return sc;
}

const ASSAMITE = testVampire('Test Assamite', {}, [], 'Assamite');
const BRUJAH = testVampire('Test Brujah', {}, [], 'Brujah');

/**
 * A card of seat 0 in play while its `actor` (4 blood) bleeds seat 1 holding `hand`; every offered use naming a card
 * of that hand is taken (a discard for bleed), the rest passed. Measured: the pool seat 1 lost.
 */
function bleedWithDiscards(def: CardDef, actor: CardDef, hand: string[], strip: boolean, copies = 1): number {
  const sc = new Scenario({
    seats: [{ ready: [{ card: actor.name, blood: 4 }], play: Array.from({ length: copies }, () => def.name), hand }, {}],
    defs: [def, actor],
    strip: strip ? [def.name] : [],
  });
  const a = sc.uid(actor.name);
  sc.choose(`min:${a}`).choose(`bleed:${a}`);
  for (let i = 0; i < 60 && sc.s.act; i++) {
    const o = ids(sc.s);
    const use = o.find((x) => x.startsWith('ability:') && sc.s.seats[0].zones.hand.some((h) => x.split(':').includes(h)));
    sc.choose(use ?? o.find((x) => ['pass', 'decline', 'done', 'none'].includes(x)) ?? o[0]);
  }
  return 30 - sc.pool(1);
}

const WATCHER = testVampire('Test Watcher', {}, [{ e: 'mod', stat: 'intercept', n: 2, who: 'self' }]);

/**
 * Mob Connections: seat 0's vampire (a card of seat 0 in play) bleeds seat 1, whose watcher blocks; nobody strikes in
 * round 1, and at the press step seat 0 answers with every offered use of the card, else passes. Measured: 1 when a second
 * round started; plus 10 when, the blocker having pressed to continue first (`opposed`), the card is offered to end it.
 */
function pressToContinue(def: CardDef, strip: boolean): number {
  const sc = new Scenario({
    seats: [{ ready: [{ card: PLAIN.name, blood: 4 }], play: [def.name] }, { ready: [{ card: WATCHER.name, blood: 4 }] }],
    defs: [def, PLAIN, WATCHER],
    strip: strip ? [def.name] : [],
  });
  const a = sc.uid(PLAIN.name);
  const card = sc.uid(def.name, 0, 'play');
  sc.choose(`min:${a}`).choose(`bleed:${a}`);
  sc.s = passUntil(sc.s, (x) => ids(x).includes(`block:${sc.uid(WATCHER.name, 1)}`));
  sc.choose(`block:${sc.uid(WATCHER.name, 1)}`);
  sc.s = passUntil(sc.s, (x) => x.combat?.step === 'strikeA' || !x.act);
  if (!sc.s.combat) throw new Error('scenario: no combat');
  sc.choose('none').choose('none');
  sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.step === 'press');
  const use = optionWith(sc, card);
  if (use) sc.choose(use);
  sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.round > 1);
  return sc.s.combat ? 1 : 0;
}

const PLAIN = testVampire('Test Plain', {});
const TINY = testVampire('Test Tiny', {}, [], 'Caitiff', { capacity: 2 });
const SMALL3 = testVampire('Test Small Three', {}, [], 'Caitiff', { capacity: 3 });

/**
 * Scourge of the Enochians: seat 0's event in play in its discard phase (of three seats), seat 1 with a capacity 2 and a
 * capacity 3 vampire; seat 0 uses the offered burn on `target` (none: passes). Measured: the vampires offered (10 each),
 * plus 1 when the capacity 2 one was burned, plus 100 times the seat controlling the event once the turn is over.
 */
function scourge(def: CardDef, strip: boolean, burn: boolean): number {
  const sc = new Scenario({
    phase: 'discard',
    seats: [
      { play: [{ card: def.name, mode: 0 }] },
      {
        ready: [
          { card: TINY.name, blood: 1 },
          { card: SMALL3.name, blood: 1 },
        ],
      },
      {},
    ],
    defs: [def, TINY, SMALL3],
    strip: strip ? [def.name] : [],
  });
  const card = sc.uid(def.name, 0, 'play');
  const tiny = sc.uid(TINY.name, 1);
  const uses = ids(sc.s).filter((x) => x.split(':').includes(card));
  const offered = uses.filter((x) => x.endsWith(`:${tiny}`) || x.endsWith(`:${sc.uid(SMALL3.name, 1)}`)).length;
  if (burn) {
    const o = uses.find((x) => x.endsWith(`:${tiny}`));
    if (!o) throw new Error(`${def.name}: no burn offered: ${ids(sc.s).join(' ')}`);
    sc.choose(o);
  }
  sc.s = passUntil(sc.s, (x) => x.active !== 0, 40);
  return offered * 10 + (sc.s.cards[tiny].zone === 'ash' ? 1 : 0) + sc.s.cards[card].controller * 100;
}

const ANARCH = testVampire('Test Anarch', {}, [], 'Caitiff', { sect: 'anarch' });
const PRINCE = testVampire('Test Prince', {}, [], 'Caitiff', { title: 'prince', sect: 'camarilla' });

/**
 * A card of seat 1 in play (`copies` of it) as seat 0's unlock phase starts (seat 0 with a ready anarch or not): the pool
 * seat 0 burned in that phase.
 */
function unlockBurn(def: CardDef, strip: boolean, anarch: boolean, copies = 1): number {
  const sc = new Scenario({
    phase: 'discard',
    active: 1,
    seats: [
      { ready: [{ card: anarch ? ANARCH.name : PLAIN.name, blood: 2 }] },
      { play: Array.from({ length: copies }, () => def.name), ready: [{ card: ANARCH.name, blood: 2 }] },
    ],
    defs: [def, ANARCH, PLAIN],
    strip: strip ? [def.name] : [],
  });
  sc.s = passUntil(sc.s, (x) => x.active === 0 && x.phase !== 'unlock', 40);
  return 30 - sc.pool(0);
}

/**
 * A card of seat 1 in play that vampires may burn by a referendum: seat 0's prince (2 votes) calls it and votes for it;
 * seat 1 votes against with what it has (`against`: a prince of its own). Measured: 1 when the card left play, plus 10
 * when the referendum was offered.
 */
function burnByRef(def: CardDef, strip: boolean, against = false): number {
  const sc = new Scenario({
    seats: [
      { ready: [{ card: PRINCE.name, blood: 4 }] },
      { play: [def.name], ready: [{ card: against ? PRINCE.name : ANARCH.name, blood: 4 }] },
    ],
    defs: [def, PRINCE, ANARCH],
    strip: strip ? [def.name] : [],
  });
  const c = sc.uid(PRINCE.name);
  const card = sc.uid(def.name, 1, 'play');
  sc.choose(`min:${c}`);
  const call = optionWith(sc, card);
  if (!call) return 0;
  sc.choose(call);
  const no = against ? `v:${sc.uid(PRINCE.name, 1)}:n` : undefined;
  for (let i = 0; i < 60 && (sc.s.act || sc.s.ref); i++) {
    const o = ids(sc.s);
    const vote = o.find((x) => x === `v:${c}:y` || x === no);
    sc.choose(vote ?? o.find((x) => ['pass', 'decline', 'done', 'none'].includes(x)) ?? o[0]);
  }
  return 10 + (sc.s.cards[card].zone === 'play' ? 0 : 1);
}

export const MASTER_WINDOW_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Wash: cancels a master card of its player's predator or prey as it is played, its cost unpaid; the master
  // phase action comes back (a cancelled trifle still gives no extra one: LSJ 20090126); not replaced until the unlock phase
  '102151': (def) => [
    {
      family: 'cancel a master card of the predator or prey: the master phase action back, not replaced',
      expected: 116,
      run: (strip) => {
        const sc = washed(def, strip);
        return sc.s.turnFlags.masterLeft * 100 + sc.s.cards[sc.uid('Ashley')].blood * 10 + sc.s.seats[1].zones.hand.length;
      },
    },
  ],
  // Haqim's Law: Retribution: during a bleed, an Assamite of its controller's discards a combat card for +1 bleed, once
  // each action for each copy (ANK 20221102-2)
  '102226': (def) => [
    {
      family: 'a bleeding Assamite discards a combat card: +1 bleed, once each action',
      expected: 2,
      run: (strip) => bleedWithDiscards(def, ASSAMITE, ['Torn Signpost', 'Hidden Strength', 'Blood Doll'], strip),
    },
  ],
  // Mob Connections: locked to give a minion of its controller's a press only usable to continue combat
  '101229': (def) => [{ family: 'lock: a press to continue combat', expected: 1, run: (strip) => pressToContinue(def, strip) }],
  // Scourge of the Enochians: in its controller's discard phase a vampire of capacity 2 or less may be burned, and the
  // predator takes the card (whether or not a vampire was burned)
  '101697': (def) => [
    {
      family: 'discard phase: a small vampire burned, the predator takes the card',
      expected: 211,
      run: (strip) => scourge(def, strip, true),
    },
    {
      family: 'discard phase: nothing burned, the predator still takes the card',
      expected: 210,
      run: (strip) => scourge(def, strip, false),
    },
  ],
  // Anarch Revolt: a Methuselah with no ready anarch burns 1 pool in their unlock phase; vampires may call a referendum to
  // burn it (+1 stealth political action)
  '100055': (def) => [
    {
      family: 'unlock phase: 1 pool burned without a ready anarch, none with one',
      expected: 10,
      run: (strip) => unlockBurn(def, strip, false) * 10 + unlockBurn(def, strip, true),
    },
    { family: 'a referendum to burn the card, passed', expected: 11, run: (strip) => burnByRef(def, strip) },
  ],
};

/** The checks of the rulings of testing/rulings-master-windows.ts, by entry key; `def` reads a card's definition by official id. */
export function masterWindowRulings(def: (id: string) => CardDef): Record<string, () => void> {
  return {
    // a cancelled trifle gives no extra action, and the action given back is no trifle's: a trifle played after it gives one
    'wash-trifle': () => {
      const d = def('102151');
      const sc = washed(d, false);
      expect(sc.s.turnFlags.masterLeft).toBe(1);
      expect(sc.s.turnFlags.trifle ?? false).toBe(false);
    },
    // an out-of-turn master card washed: still charged to its player's next master phase (no other out-of-turn card
    // before it), which gets one master phase action more
    'wash-out-of-turn': () => {
      const d = def('102151');
      const sc = new Scenario({
        phase: 'master',
        seats: [{ ready: [{ card: 'Ashley', blood: 1 }], hand: ['Life in the City'] }, { hand: ['Sudden Reversal'] }, { hand: [d.name] }],
        defs: [d, def('101896')],
      });
      sc.choose(`m:${sc.uid('Life in the City', 0, 'hand')}`);
      sc.choose(optionWith(sc, sc.uid('Sudden Reversal', 1, 'hand'))!);
      const o = optionWith(sc, sc.uid(d.name, 2, 'hand'));
      expect(o).toBeDefined();
      sc.choose(o!);
      sc.s = passUntil(sc.s, (x) => !x.cancelWin);
      const t = ids(sc.s).find((x) => x.startsWith('t:'));
      if (t) sc.choose(t);
      // Life in the City resolved (Ashley gained its blood); seat 1 charged, with an action more next master phase
      expect([sc.s.cards[sc.uid('Ashley')].blood > 1, sc.s.seats[1].masterDebt, sc.s.seats[1].trifleNext]).toEqual([true, 1, true]);
    },
    // once each action for each copy: two copies give two discards, one copy only one; a Brujah gets none
    'haqim-once': () => {
      const d = def('102226');
      const hand = ['Torn Signpost', 'Hidden Strength', 'Blood Doll'];
      expect(bleedWithDiscards(d, ASSAMITE, hand, false, 2)).toBe(3);
      expect(bleedWithDiscards(d, ASSAMITE, hand, false)).toBe(2);
      expect(bleedWithDiscards(d, BRUJAH, hand, false)).toBe(1);
    },
    // a vampire burned: the predator takes the card at once, with the burn; none burned: once the phase is over
    'scourge-at-once': () => {
      const d = def('101697');
      const sc = new Scenario({
        phase: 'discard',
        seats: [{ play: [{ card: d.name, mode: 0 }] }, { ready: [{ card: TINY.name, blood: 1 }] }, {}],
        defs: [d, TINY],
      });
      const card = sc.uid(d.name, 0, 'play');
      sc.choose(ids(sc.s).find((x) => x.split(':').includes(card) && x.endsWith(`:${sc.uid(TINY.name, 1)}`))!);
      expect([sc.s.cards[sc.uid(TINY.name, 1)].zone, sc.s.cards[card].controller]).toEqual(['ash', 2]);
      expect(scourge(d, false, false)).toBe(210);
    },
    // two copies in play: each burns its pool (2)
    'anarch-revolt-cumulative': () => {
      const d = def('100055');
      expect([unlockBurn(d, false, false, 2), unlockBurn(d, false, true, 2)]).toEqual([2, 0]);
    },
    // only the predator's or the prey's cards: in four seats the Methuselah across the table is not offered it
    'wash-predator-prey': () => {
      const d = def('102151');
      expect(washed(d, false, 3, 4).s.turnFlags.masterLeft).toBe(1);
      expect(() => washed(d, false, 2, 4)).toThrow(/not offered/);
    },
  };
}
