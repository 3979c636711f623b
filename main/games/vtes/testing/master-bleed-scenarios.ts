/**
 * Scenarios of the master cards and events of the ninth session's masters helper (issue 29; tests only), by official
 * card id, as testing/master-sweep-scenarios.ts: each plays the card through the engine's decisions, measures what it
 * does and fails once its effects are stripped (data/coverage-gate.test.ts and data/master-scenarios.test.ts run them
 * both ways). Shapes: an out-of-turn master card played while a minion bleeds its player, after blocks are declined,
 * whose primitives act on the acting minion (rules/oot-play.ts), under a Condition on the bleed amount (`bleedAmount`).
 */
import { expect } from 'vitest';
import type { CardDef } from '../schema/effects';
import type { FamilyCase } from './families';
import { Scenario } from './scenario';
import { ids } from './testing';
import { testVampire } from './test-vampire';

/** A vampire bleeding for `n` (its own +n-1 bleed). */
const bleeder = (n: number): CardDef => testVampire(`Test Bleeder ${n}`, {}, [{ e: 'mod', stat: 'bleed', n: n - 1, who: 'self' }]);

/** The option of the pending decision naming the card `uid`, or undefined. */
const optionWith = (sc: Scenario, uid: string) => ids(sc.s).find((x) => x.split(':').includes(uid));

/**
 * Seat 0's vampire (4 blood) bleeds seat 1 for `n`, unblocked; seat 1 holds `def` and plays it whenever it is offered,
 * else passes. Measured: 100 if the bleeder was burned, 10 if seat 0 got the Edge (the bleed succeeded), and the pool
 * seat 1 lost (the card's cost and the bleed).
 */
export function bleedAnswered(def: CardDef, n: number, strip: boolean): number {
  const actor = bleeder(n);
  const sc = new Scenario({
    seats: [{ ready: [{ card: actor.name, blood: 4 }] }, { hand: [def.name] }],
    defs: [def, actor],
    strip: strip ? [def.name] : [],
  });
  const a = sc.uid(actor.name);
  const card = sc.uid(def.name, 1, 'hand');
  const pool = sc.pool(1);
  sc.choose(`min:${a}`).choose(`bleed:${a}`);
  for (let i = 0; i < 60 && sc.s.act; i++) {
    const o = ids(sc.s);
    sc.choose(optionWith(sc, card) ?? o.find((x) => ['pass', 'decline', 'done', 'none', 'noMore'].includes(x)) ?? o[0]);
  }
  return (sc.s.cards[a].zone === 'ash' ? 100 : 0) + (sc.s.edge === 0 ? 10 : 0) + (pool - sc.pool(1));
}

export const MASTER_BLEED_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Archon Investigation: out of turn, a minion bleeding you for 4 or more after blocks are declined is burned; the
  // action is not successful (no pool lost to it, no Edge); not offered against a bleed of 3
  '100085': (def) => [
    {
      family: 'out of turn: the minion bleeding you for 4 or more burned, the bleed unsuccessful (not for 3)',
      expected: 103 * 1000 + 13,
      run: (s) => bleedAnswered(def, 4, s) * 1000 + bleedAnswered(def, 3, s),
    },
  ],
};

/** The checks of the rulings of testing/rulings-master-bleed.ts, by entry key; `def` reads a card's definition by official id. */
export function masterBleedRulings(def: (id: string) => CardDef): Record<string, () => void> {
  return {
    // LSJ 19980105: seat 1 passes every answer; the card was offered before the bleed resolved, never after
    'archon-before-resolution': () => {
      const d = def('100085');
      const actor = bleeder(4);
      const sc = new Scenario({ seats: [{ ready: [{ card: actor.name, blood: 4 }] }, { hand: [d.name] }], defs: [d, actor] });
      const a = sc.uid(actor.name);
      const card = sc.uid(d.name, 1, 'hand');
      sc.choose(`min:${a}`).choose(`bleed:${a}`);
      let before = false;
      let after = false;
      for (let i = 0; i < 60 && sc.s.act; i++) {
        if (optionWith(sc, card)) {
          if (sc.s.act.outcome === 'success') after = true;
          else before = true;
        }
        const o = ids(sc.s);
        sc.choose(o.find((x) => ['pass', 'decline', 'done', 'none', 'noMore'].includes(x)) ?? o[0]);
      }
      expect([before, after, sc.pool(1)]).toEqual([true, false, 26]);
    },
  };
}
