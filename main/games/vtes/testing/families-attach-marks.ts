/**
 * Scenarios of the action cards put on another Methuselah's minion with a rule marker they keep there (issue 29; tests
 * only; the primitive `attach { to, marks }`, vocab/prims/attach.ts, core/marks.ts; vtes-es 4 "Fase de
 * enderezamiento", 6.1.6): Restructure. The card goes on seat 1's locked ally, which then does not unlock in seat 1's
 * unlock phase unless seat 1 pays 1 pool (the card's unlock-phase ability); its superior mode steals the ally. Each
 * plays the card through the engine's decisions and fails once its effects are stripped (data/coverage-gate.test.ts).
 */
import type { CardDef } from '../schema/effects';
import { ids, passUntil } from './testing';
import { actionAtCard, actorFor, TEST_ALLY } from './action-scenarios';
import { Scenario } from './scenario';
import { type FamilyCase, testVampire } from './test-vampire';

const OWNER = testVampire('Test Ally Owner', {});

/**
 * Mode `mi` of `def` at seat 1's locked ally, nobody blocks: the card on the ally (1); in seat 1's unlock phase the
 * ally is still locked while its vampire unlocks (tens); seat 1 pays 1 pool to unlock it (hundreds).
 */
function keptLockedCase(def: CardDef, mi: number) {
  return (strip: boolean): number => {
    const actor = actorFor(def, mi);
    const sc = new Scenario({
      seats: [
        { ready: [{ card: actor.name, blood: 5 }], hand: [def.name] },
        {
          ready: [
            { card: OWNER.name, blood: 3, locked: true },
            { card: TEST_ALLY.name, blood: 2, locked: true },
          ],
          pool: 20,
        },
      ],
      defs: [def, actor, OWNER, TEST_ALLY],
      strip: strip ? [def.name] : [],
    });
    const ally = sc.uid(TEST_ALLY.name, 1);
    const owner = sc.uid(OWNER.name, 1);
    const card = sc.uid(def.name, 0, 'hand');
    sc.play(def.name, { by: actor.name, mode: mi, target: TEST_ALLY.name, targetSeat: 1 });
    sc.s = passUntil(sc.s, (x) => !x.act);
    const on = sc.s.cards[card].host === ally ? 1 : 0;
    // seat 1's unlock phase: the ally stays locked, the card's ability offered to seat 1
    const use = (x: typeof sc.s) => ids(x).find((o) => o.startsWith(`use:${card}:`));
    sc.s = passUntil(sc.s, (x) => !!use(x) || (x.active === 1 && x.phase !== 'unlock'), 80);
    const kept = sc.s.cards[ally].locked && !sc.s.cards[owner].locked ? 10 : 0;
    let paid = 0;
    const o = use(sc.s);
    if (o) {
      const before = sc.pool(1);
      sc.choose(o);
      paid = !sc.s.cards[ally].locked && before - sc.pool(1) === 1 ? 100 : 0;
    }
    return on + kept + paid;
  };
}

/** Restructure: [dem] on another Methuselah's ally, kept locked; [DEM] that ally stolen. */
const restructure = (def: CardDef): FamilyCase[] => [
  {
    family: "a card on another Methuselah's ally: it does not unlock unless its controller pays 1 pool",
    expected: 111,
    run: keptLockedCase(def, 0),
  },
  {
    family: "steals another Methuselah's ally",
    expected: 1,
    run: actionAtCard(
      def,
      1,
      {
        ready: [
          { card: OWNER.name, blood: 3 },
          { card: TEST_ALLY.name, blood: 2 },
        ],
      },
      [OWNER, TEST_ALLY],
      TEST_ALLY.name,
      (sc) => {
        const u = sc.uid(TEST_ALLY.name, 1);
        return sc.s.cards[u].controller === 0 && sc.s.seats[0].zones.ready.includes(u) ? 1 : 0;
      },
    ),
  },
];

export const ATTACH_MARKS_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Restructure: [dem] (D) put on an ally, which does not unlock as normal; its controller may burn 1 pool in their unlock
  // phase to unlock it; [DEM] (D) steal an ally of another Methuselah
  '101615': restructure,
};
