/**
 * Scenarios of a card put on a vampire by a referendum that watches its blood reach 0 in combat (issue 29, h-mods,
 * thirteenth session; tests only; vtes-es 6.3.2, 6.4.6): the trigger event `vtes.bloodZero` with `bearer`, and
 * `burn { capacityTo: 'opponentPool' }` (Anathema).
 * - `bloodZeroRef`: seat 0's prince calls the referendum and chooses seat 1's vampire (1 blood); it passes. Then seat
 *   0's other vampire bleeds, seat 1's vampire blocks, both strike with their hands: its blood goes to 0. Measured:
 *   100 when the chosen vampire is burned, plus the pool seat 0 gained (its capacity, 8). Stripped: nothing is put on
 *   it, it keeps 0 blood (0).
 */
import type { CardDef } from '../schema/effects';
import { ids, passUntil } from './testing';
import { Scenario } from './scenario';
import { type FamilyCase, testVampire } from './test-vampire';

const CALLER = testVampire('Test Prince Caller', {}, [], 'Caitiff', { title: 'prince' });
const BLEEDER = testVampire('Test Bleeder', {});
const CHOSEN = testVampire('Test Chosen', {});

function bloodZeroRefCase(def: CardDef): FamilyCase {
  return {
    family: 'bloodZeroRef',
    expected: 108,
    run(strip) {
      const sc = new Scenario({
        seats: [
          {
            ready: [
              { card: CALLER.name, blood: 4 },
              { card: BLEEDER.name, blood: 4 },
            ],
            hand: [def.name],
          },
          { ready: [{ card: CHOSEN.name, blood: 1 }] },
        ],
        defs: [def, CALLER, BLEEDER, CHOSEN],
        strip: strip ? [def.name] : [],
      });
      const t = sc.uid(CHOSEN.name, 1);
      const b = sc.uid(BLEEDER.name, 0);
      sc.play(def.name, { by: CALLER.name });
      for (let i = 0; i < 40 && (sc.s.act || sc.s.ref); i++) {
        const o = ids(sc.s);
        sc.choose(
          o.find((x) => x === `tcard:${t}` || x === 'call:y') ?? o.find((x) => ['done', 'pass', 'decline', 'none'].includes(x)) ?? o[0],
        );
      }
      sc.choose(`min:${b}`).choose(`bleed:${b}`);
      sc.s = passUntil(sc.s, (x) => ids(x).includes(`block:${t}`));
      sc.choose(`block:${t}`);
      sc.s = passUntil(sc.s, (x) => x.combat?.step === 'strikeA');
      sc.choose('hand');
      sc.s = passUntil(sc.s, (x) => x.combat?.step === 'strikeB');
      sc.choose('hand');
      sc.s = passUntil(sc.s, (x) => !x.combat && !x.act);
      return (sc.s.cards[t].zone === 'ash' ? 100 : 0) + sc.pool(0) - 30;
    },
  };
}

/** Anathema. */
export const BLOOD_ZERO_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  '100060': (def) => [bloodZeroRefCase(def)],
};
