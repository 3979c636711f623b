/**
 * Scenarios of a master card in play that taxes and strengthens a clan (issue 29; tests only; vtes-es 1.1.2, 5, 6.4.2),
 * by official card id, run both ways by data/master-scenarios.test.ts: the card in play has every Methuselah lock one of
 * its oldest vampires of the clan as its master phase starts (the trigger `masterPhase` with `seat: 'active'`, the
 * primitive `lockOldest`, a pick between vampires of equal capacity: LSJ 19980224), and gives the clan's minions
 * strength and an optional maneuver each combat (`mod` of `who: 'every'`).
 */
import { expect } from 'vitest';
import type { CardDef } from '../schema/effects';
import { statBonus } from '../core/queries';
import type { FamilyCase } from './test-vampire';
import { testVampire } from './test-vampire';
import { Scenario } from './scenario';
import { dec, ids, passUntil } from './testing';

const ELDER = testVampire('Test Brujah Elder', {}, [], 'Brujah', { capacity: 8 });
const YOUNG = testVampire('Test Brujah Young', {}, [], 'Brujah', { capacity: 5 });
const OTHER = testVampire('Test Not Brujah', {}, [], 'Caitiff', { capacity: 9 });
const TWIN_A = testVampire('Test Brujah Twin A', {}, [], 'Brujah', { capacity: 6 });
const TWIN_B = testVampire('Test Brujah Twin B', {}, [], 'Brujah', { capacity: 6 });

/**
 * Seat 0 plays `def` in its master phase (its Brujah of capacity 8 and 5, a Caitiff of 9); seat 1 holds two Brujah of
 * capacity 6. Returns the scenario once seat 1's master phase has started (a pick between its twins, when asked, is
 * answered with the second), and whether seat 1 was asked to choose.
 */
export function debateRound(def: CardDef, strip: boolean): { sc: Scenario; asked: boolean } {
  const sc = new Scenario({
    phase: 'master',
    seats: [
      {
        hand: [def.name],
        ready: [
          { card: ELDER.name, blood: 3 },
          { card: YOUNG.name, blood: 3 },
          { card: OTHER.name, blood: 3 },
        ],
      },
      {
        ready: [
          { card: TWIN_A.name, blood: 3 },
          { card: TWIN_B.name, blood: 3 },
        ],
      },
    ],
    defs: [def, ELDER, YOUNG, OTHER, TWIN_A, TWIN_B],
    strip: strip ? [def.name] : [],
  });
  sc.play(def.name);
  sc.s = passUntil(sc.s, (x) => x.active === 1 && (x.phase === 'master' || dec(x).kind === 'vtes.lockTarget'), 80);
  let asked = false;
  if (dec(sc.s).kind === 'vtes.lockTarget') {
    asked = true;
    const o = ids(sc.s);
    expect(o).toHaveLength(2);
    sc.choose(o.find((x) => x.split(':').includes(sc.uid(TWIN_B.name, 1)))!);
  }
  return { sc, asked };
}

/** 1 a twin of seat 1 locked (the one chosen), 10 seat 1 asked, 100 a Brujah's +1 strength, 1000 its optional maneuver. */
function measure(def: CardDef, strip: boolean): number {
  const { sc, asked } = debateRound(def, strip);
  const b = sc.uid(TWIN_B.name, 1);
  const a = sc.uid(TWIN_A.name, 1);
  const locked = sc.s.cards[b].locked && !sc.s.cards[a].locked;
  return (
    (locked ? 1 : 0) +
    (asked ? 10 : 0) +
    (statBonus(sc.s, 'strength', b) === 1 && statBonus(sc.s, 'strength', sc.uid(OTHER.name)) === 0 ? 100 : 0) +
    (statBonus(sc.s, 'combatManeuvers', a) === 1 ? 1000 : 0)
  );
}

export const MASTER_CLAN_DEBATE_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Brujah Debate: each master phase its Methuselah locks one of its oldest Brujah (chosen between equals); Brujah get
  // +1 strength and an optional maneuver each combat
  '100260': (def) => [
    {
      family: 'in play: each Methuselah locks one of its oldest vampires of a clan; the clan +1 strength and a maneuver',
      expected: 1111,
      run: (strip) => measure(def, strip),
    },
  ],
};

/** The checks of the rulings of testing/rulings-master-clan-debate.ts, by entry key. */
export function masterClanDebateRulings(def: (id: string) => CardDef): Record<string, () => void> {
  return {
    // LSJ 19980224: between Brujah of the same highest capacity, their controller chooses; a single oldest one is locked
    // with no question (seat 0's capacity 8 Brujah in its next master phase, not the capacity 5 one)
    'debate-oldest-chosen': () => {
      const { sc, asked } = debateRound(def('100260'), false);
      sc.s = passUntil(sc.s, (x) => x.active === 0 && x.phase === 'master', 120);
      expect([asked, sc.s.cards[sc.uid(ELDER.name)].locked, sc.s.cards[sc.uid(YOUNG.name)].locked]).toEqual([true, true, false]);
    },
  };
}
