/**
 * Scenarios of equipment giving its bearer Discipline levels (issue 29; tests only; vtes-es 1.1.2, 4): `discLevels`
 * (one level, or one per counter of the card in a range: core/state.ts `discLevel`), the counter put on the card in
 * its controller's unlock phase (`counter` with no `burnAt`, under the Condition `counters` at most n), the counters
 * lost when another minion gains the card (`clearCounters`, core/ops.ts `attach`), and an offered bleed at +1 for a
 * bearer of capacity 6 or more (Seal of Veddartha):
 * - `levelsByCounters`: seat 0's test vampire bears the card with `start` counters; seat 1's discard phase ends and
 *   seat 0's unlock phase runs: 10 × the counters then on it + its level of Dominate + 3 × its level of Fortitude;
 * - `offeredBleed`: the bearer (capacity 8) bleeds with the card's action, unblocked: the pool seat 1 lost; +100 when
 *   a bearer of capacity 5 is offered it;
 * - `newBearer`: the card with 2 counters moves to another minion: 1 when it has no counter left there.
 */
import type { CardDef } from '../schema/effects';
import { discLevel } from '../core/state';
import { attach } from '../core/ops';
import { ids, passUntil } from './testing';
import { Scenario } from './scenario';
import { type FamilyCase, testVampire } from './test-vampire';

/** The card with `counters` counters on seat 0's test vampire (capacity `cap`). */
function bearing(def: CardDef, strip: boolean, counters: number, cap = 8, phase?: 'discard') {
  const v = testVampire('Test Bearer', {}, [], 'Caitiff', { capacity: cap });
  const other = testVampire('Test Other', {});
  const sc = new Scenario({
    ...(phase ? { phase, active: 1 } : {}),
    seats: [
      {
        ready: [
          { card: v.name, blood: 4, attached: [{ card: def.name, blood: counters }] },
          { card: other.name, blood: 4 },
        ],
      },
      { pool: 20 },
    ],
    defs: [def, v, other],
    strip: strip ? [def.name] : [],
  });
  return { sc, v: sc.uid(v.name), other: sc.uid(other.name), card: sc.uid(def.name) };
}

function levelsCase(def: CardDef, start: number, expected: number): FamilyCase {
  return {
    family: 'levelsByCounters',
    expected,
    run(strip) {
      const { sc, v, card } = bearing(def, strip, start, 8, 'discard');
      sc.s = passUntil(sc.s, (x) => x.active === 0 && x.phase !== 'unlock');
      return 10 * sc.s.cards[card].blood + discLevel(sc.s, v, 'dom') + 3 * discLevel(sc.s, v, 'for');
    },
  };
}

/** The bleed action the card offers (its `use:` option for the bearer). */
const bleedUse = (sc: Scenario, card: string) => ids(sc.s).find((o) => o.startsWith(`use:${card}:`));

function offeredBleedCase(def: CardDef): FamilyCase {
  return {
    family: 'offeredBleed',
    expected: 2,
    run(strip) {
      const small = bearing(def, strip, 0, 5);
      small.sc.choose(`min:${small.v}`);
      const outside = bleedUse(small.sc, small.card) ? 100 : 0;
      const { sc, v, card } = bearing(def, strip, 0);
      sc.choose(`min:${v}`);
      const use = bleedUse(sc, card);
      if (!use) throw new Error('scenario: the bleed action is not offered');
      sc.choose(use);
      sc.s = passUntil(sc.s, (x) => !x.act);
      return 20 - sc.pool(1) + outside;
    },
  };
}

function newBearerCase(def: CardDef): FamilyCase {
  return {
    family: 'newBearer',
    expected: 1,
    run(strip) {
      const { sc, other, card } = bearing(def, strip, 2);
      attach(sc.s, card, other);
      return sc.s.cards[card].host === other && sc.s.cards[card].blood === 0 ? 1 : 0;
    },
  };
}

/** Scenarios of this family's cards, by official id. */
export const CARRIED_LEVELS_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Seal of Veddartha: 2 counters → 3 (Dominate 2, Fortitude 1); 4 counters stay 4 (Dominate 2, Fortitude 2)
  '101703': (def) => [levelsCase(def, 2, 35), levelsCase(def, 4, 48), offeredBleedCase(def), newBearerCase(def)],
};
