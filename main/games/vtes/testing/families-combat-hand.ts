/**
 * Scenarios of the combat cards acting on hands for the rest of the combat (issue 29, h-combat, thirteenth session;
 * tests only; vtes-es 1.6.1.2, 6.4): the primitives `openHand { who: 'opponent' }` and `handSize { for: 'combat' }`
 * (Aura Reading). Seat 0's test actor (the mode's Disciplines, 6 blood) bleeds, seat 1's test opponent blocks (three
 * cards in hand); the actor plays the card before range is determined in the first round.
 * - `openHandCombat`: 1 when seat 0's view shows seat 1's hand (its three cards) during the combat, + 10 when it is
 *   hidden again once the combat is over. Stripped: 10.
 * - `handSizeCombat`: seat 0's hand size during the combat less 7 (n), + 10 when it is 7 again after the combat.
 *   Stripped: 10.
 */
import type { CardDef, Mode } from '../schema/effects';
import { primsOf } from '../schema/modes';
import { primWhere } from '../schema/effect-query';
import { handSize } from '../core/state';
import { seatView } from '../view/seatview';
import { dec, passUntil } from './testing';
import { Scenario } from './scenario';
import { type FamilyCase, testVampire } from './test-vampire';
import { TEST_GEAR } from './action-scenarios';

const discsOf = (m: Mode): Record<string, 1 | 2> =>
  Object.fromEntries(m.conditions.flatMap((c) => (c.r === 'disc' ? [[c.disc, c.level]] : [])));

function handCase(def: CardDef, mi: number, m: Mode, family: 'openHandCombat' | 'handSizeCombat', expected: number): FamilyCase {
  const actor = testVampire('Test Actor', discsOf(m));
  const opp = testVampire('Test Opponent', {});
  return {
    family,
    expected,
    run(strip) {
      const sc = new Scenario({
        seats: [
          { ready: [{ card: actor.name, blood: 6 }], hand: [def.name] },
          { ready: [{ card: opp.name, blood: 6 }], hand: [TEST_GEAR.name, TEST_GEAR.name, TEST_GEAR.name] },
        ],
        defs: [def, actor, opp, TEST_GEAR],
        strip: strip ? [def.name] : [],
      });
      const a = sc.uid(actor.name);
      const o = sc.uid(opp.name, 1);
      sc.choose(`min:${a}`).choose(`bleed:${a}`).choose(`block:${o}`);
      sc.s = passUntil(sc.s, (x) => !x.combat || (x.combat.step === 'preRange' && dec(x).seat === 0));
      sc.play(def.name, { mode: mi });
      let n = 0;
      if (family === 'openHandCombat') n += seatView(sc.s, 0).seats[1].openHand?.length === 3 ? 1 : 0;
      else n += handSize(sc.s, 0) - 7;
      sc.s = passUntil(sc.s, (x) => !x.combat, 80);
      if (family === 'openHandCombat') n += seatView(sc.s, 0).seats[1].openHand ? 0 : 10;
      else n += handSize(sc.s, 0) === 7 ? 10 : 0;
      return n;
    },
  };
}

function cases(def: CardDef): FamilyCase[] {
  return def.modes.flatMap((m, mi) => {
    const prims = primsOf(m.effects);
    const size = prims.find(primWhere('handSize', (p) => p.for === 'combat'));
    return [
      ...(prims.some(primWhere('openHand', () => true)) ? [handCase(def, mi, m, 'openHandCombat', 11)] : []),
      ...(size ? [handCase(def, mi, m, 'handSizeCombat', 10 + size.n)] : []),
    ];
  });
}

/** Aura Reading. */
export const COMBAT_HAND_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = { '100113': cases };
