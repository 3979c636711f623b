/**
 * Scenarios of every hand seen for the rest of the turn (issue 29; tests only; the primitive `seeHands`,
 * vocab/prims/see-hands.ts): Pulse of the Canaille. Each plays the card through the engine's decisions and fails once
 * its effects are stripped (data/coverage-gate.test.ts and data/action-sweep.test.ts run them both ways).
 */
import type { CardDef } from '../schema/effects';
import { statBonus } from '../core/queries';
import { seatView } from '../view/seatview';
import { passUntil } from './testing';
import { type FamilyCase, testVampire } from './test-vampire';
import { Scenario } from './scenario';

/**
 * Seat 0's actor plays mode `mi` of `def` unblocked, seats 1 and 2 holding 2 and 3 cards: the cards of the other hands
 * seat 0 sees once the action is over (units), what seat 1 sees of seat 2's hand (tens), the actor's bleed (hundreds).
 */
function seeCase(def: CardDef, mi: number, level: 1 | 2) {
  return (strip: boolean): number => {
    const actor = testVampire('Test Actor', { aus: level });
    const sc = new Scenario({
      seats: [
        { ready: [{ card: actor.name, blood: 5 }], hand: [def.name] },
        { hand: ['Blood Doll', 'Blood Doll'] },
        { hand: ['Blood Doll', 'Blood Doll', 'Blood Doll'] },
      ],
      defs: [def, actor],
      strip: strip ? [def.name] : [],
    });
    sc.play(def.name, { by: actor.name, mode: mi });
    sc.s = passUntil(sc.s, (x) => !x.act);
    const mine = seatView(sc.s, 0);
    const seen = (mine.seats[1].openHand?.length ?? 0) + (mine.seats[2].openHand?.length ?? 0);
    const other = seatView(sc.s, 1).seats[2].openHand?.length ?? 0;
    return seen + 10 * other + 100 * statBonus(sc.s, 'bleed', sc.uid(actor.name), { directed: true });
  };
}

export const SEE_HANDS_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Pulse of the Canaille: [aus] every Methuselah's hand seen by the player for the turn (no other seat sees them);
  // [AUS] a card on the acting vampire: +2 bleed
  '101517': (def) => [
    { family: "every other Methuselah's hand seen for the turn", expected: 5, run: seeCase(def, 0, 1) },
    { family: 'a card on the acting vampire: +2 bleed', expected: 200, run: seeCase(def, 1, 2) },
  ],
};
