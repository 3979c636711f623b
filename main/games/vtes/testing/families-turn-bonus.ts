/**
 * Scenarios of an action giving the user's vampires, or all its minions, more stealth on their actions for the rest of
 * the turn (issue 29; tests only; the primitive `turnBonus`): Psychic Veil. Each plays the card through the engine's
 * decisions and fails once its effects are stripped (data/coverage-gate.test.ts and data/action-sweep.test.ts run them
 * both ways).
 */
import type { CardDef } from '../schema/effects';
import { dec, ids, passUntil } from './testing';
import { type FamilyCase, testVampire } from './test-vampire';
import { testAlly } from './ally-scenarios';
import { Scenario } from './scenario';
import { statBonus } from '../core/queries';

const VEILER = testVampire('Test Veiler', { obf: 2 });
const FRIEND = testVampire('Test Veiled Friend', {});
const WATCHER = testVampire('Test Watcher', {});

/**
 * Seat 0's vampire plays mode `mi` of `def`; then another of its vampires bleeds seat 1: the stealth of that action as
 * seat 1 may block (units), and the stealth its ally would get on its actions (tens).
 */
function veilCase(def: CardDef, mi: number) {
  return (strip: boolean): number => {
    const ally = testAlly();
    const sc = new Scenario({
      seats: [
        {
          ready: [
            { card: VEILER.name, blood: 3 },
            { card: FRIEND.name, blood: 3 },
            { card: ally.name, blood: 2 },
          ],
          hand: [def.name],
        },
        { ready: [{ card: WATCHER.name, blood: 3 }] },
      ],
      defs: [def, VEILER, FRIEND, WATCHER, ally],
      strip: strip ? [def.name] : [],
    });
    sc.play(def.name, { by: VEILER.name, mode: mi });
    sc.s = passUntil(sc.s, (x) => !x.act);
    const allyStealth = statBonus(sc.s, 'stealth', sc.uid(ally.name));
    const f = sc.uid(FRIEND.name);
    sc.choose(`min:${f}`).choose(`bleed:${f}`);
    const w = sc.uid(WATCHER.name, 1);
    sc.s = passUntil(sc.s, (x) => !x.act || (dec(x).seat === 1 && ids(x).includes(`block:${w}`)));
    return (sc.s.act?.stealth ?? -1) + 10 * allyStealth;
  };
}

export const TURN_BONUS_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Psychic Veil: [obf] the user's vampires' actions at +1 stealth this turn; [OBF] all its minions'
  '101510': (def) => [
    { family: 'the user’s vampires at +1 stealth for the turn', expected: 1, run: veilCase(def, 0) },
    { family: 'the user’s minions at +1 stealth for the turn', expected: 11, run: veilCase(def, 1) },
  ],
};
