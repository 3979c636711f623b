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
    // only the predator's or the prey's cards: in four seats the Methuselah across the table is not offered it
    'wash-predator-prey': () => {
      const d = def('102151');
      expect(washed(d, false, 3, 4).s.turnFlags.masterLeft).toBe(1);
      expect(() => washed(d, false, 2, 4)).toThrow(/not offered/);
    },
  };
}
