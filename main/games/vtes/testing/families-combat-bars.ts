/**
 * Scenarios of the combat cards that bar the opposing minion for the rest of the combat (issue 29; tests only; vtes-es
 * 6.4.2, 6.4.4, 6.4.6): `combatBar` (no maneuver to a range, no press to continue or to end), `noEquipment { who:
 * 'opponent' }`, `strength { to: 'opponent' }` with a plus, and `pressDamage` (unpreventable damage as each press step
 * starts). Drawing Out the Beast, played before range by seat 0's test actor against seat 1's test opponent (a
 * first-round maneuver, a 2R gun) that blocked its bleed; the actor hand strikes, the opponent does not strike:
 * - `barred`: the opponent's strength gained (1) + 10 × the blood it lost past the hand strike's 1 (the press step's
 *   damage) + 100 when it is offered a maneuver to long range + 1000 when its gun's strike is offered.
 * Terror Frenzy: `barred:close` (no maneuver back to close range, no gun) and `opponentCost` (`costMod { who:
 * 'opponent' }`: the price of a combat card for the opposing vampire while the card waits in the combat).
 */
import type { CardDef, Mode } from '../schema/effects';
import { strengthOf } from '../core/queries';
import { costFor } from '../core/cost-mods';
import { dec, ids, passUntil } from './testing';
import { sweepFight } from './families-combat-sweep';
import { type FamilyCase, testGun } from './test-vampire';

const GUN = testGun(2);

function barredCase(def: CardDef, mi: number, m: Mode, pressDamage: number): FamilyCase {
  return {
    family: 'barred',
    expected: 1 + 10 * pressDamage,
    run(strip) {
      const { sc, o } = sweepFight(def, m, strip, 'preRange', 1, [GUN], true, true);
      sc.play(def.name, { mode: mi });
      sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.step === 'strikeA' || (x.combat.step === 'range' && dec(x).seat === 1));
      const moved = sc.s.combat?.step === 'range' && ids(sc.s).includes('optman') ? 100 : 0;
      sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.step === 'strikeA');
      const str = strengthOf(sc.s, o) - 1;
      sc.choose('hand');
      const gun = ids(sc.s).some((x) => x.startsWith('ranged:')) ? 1000 : 0;
      sc.choose('none');
      sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.step === 'press');
      return str + 10 * (6 - sc.s.cards[o].blood - 1) + moved + gun;
    },
  };
}

/**
 * Terror Frenzy [ani]: the actor maneuvers to long range; 100 when the opponent is offered its maneuver back to close
 * range, 1000 when its gun's strike is offered (expected 0).
 */
function closeBarredCase(def: CardDef, m: Mode): FamilyCase {
  return {
    family: 'barred:close',
    expected: 0,
    run(strip) {
      const { sc } = sweepFight(def, m, strip, 'preRange', 1, [GUN], true);
      sc.play(def.name, { mode: 0 });
      sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.step === 'range');
      sc.choose('optman');
      const back = sc.s.combat?.step === 'range' && dec(sc.s).seat === 1 && ids(sc.s).includes('optman') ? 100 : 0;
      sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.step === 'strikeA');
      sc.choose('none');
      const gun = ids(sc.s).some((x) => x.startsWith('ranged:')) ? 1000 : 0;
      return back + gun;
    },
  };
}

/** A combat card costing nothing, for the opposing minion's prices. */
const FREE_PRESS: CardDef = {
  id: 'test-free-press',
  name: 'Test Free Press',
  kind: 'library',
  types: ['Combat'],
  clan: [],
  disc: {},
  reqs: [],
  modes: [{ kind: 'combat', conditions: [], effects: [{ e: 'prims', do: [{ p: 'press', who: 'minion' }] }] }],
  automation: 'full',
};

/** Terror Frenzy [ANI] before range: the blood a combat card costing nothing costs the opposing vampire now (1). */
function opponentCostCase(def: CardDef, m: Mode): FamilyCase {
  return {
    family: 'opponentCost',
    expected: 1,
    run(strip) {
      const { sc, o } = sweepFight(def, m, strip, 'preRange');
      sc.play(def.name, { mode: 1 });
      const cost = costFor(sc.s, FREE_PRESS, 1, o).blood;
      return typeof cost === 'number' ? cost : 0;
    },
  };
}

/** Scenarios of this family's cards, by official id. */
export const COMBAT_BARS_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Drawing Out the Beast: [ani], [ANI] with 1 damage each press step
  '100585': (def) => [barredCase(def, 0, def.modes[0], 0), barredCase(def, 1, def.modes[1], 1)],
  // Terror Frenzy: [ani] no maneuver to close range nor equipment, [ANI] combat cards cost the opposing vampire 1 more blood
  '101960': (def) => [closeBarredCase(def, def.modes[0]), opponentCostCase(def, def.modes[1])],
};
