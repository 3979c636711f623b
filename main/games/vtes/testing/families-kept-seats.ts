/**
 * Scenarios of a card a referendum puts in play for the Methuselahs chosen in its terms (issue 29, h-mods, thirteenth
 * session; tests only; vtes-es 6.3.2, 5): `putIntoPlay` keeping the chosen seats and the Condition `keptSeat` on a
 * master phase trigger (Rumors of Gehenna).
 * - `keptSeatsMaster`: seat 0 calls the referendum and chooses only itself; it passes. The turns go on: seat 1's
 *   master phase actions left in its minion phase (units), then seat 0's next ones (tens). Measured 21. Stripped: the card stays out of play,
 *   one action each (11).
 */
import type { CardDef } from '../schema/effects';
import { ids, passUntil } from './testing';
import { Scenario } from './scenario';
import { type FamilyCase, testVampire } from './test-vampire';

const CALLER = testVampire('Test Rumor Caller', {});
const OTHER = testVampire('Test Rumor Other', {});

function keptSeatsMasterCase(def: CardDef): FamilyCase {
  return {
    family: 'keptSeatsMaster',
    expected: 21,
    run(strip) {
      const sc = new Scenario({
        seats: [{ ready: [{ card: CALLER.name, blood: 4 }], hand: [def.name] }, { ready: [{ card: OTHER.name, blood: 4 }] }],
        defs: [def, CALLER, OTHER],
        strip: strip ? [def.name] : [],
      });
      sc.play(def.name, { by: CALLER.name });
      const wants = ['tseat:0', 'tdone', 'call:y'];
      for (let i = 0; i < 40 && (sc.s.act || sc.s.ref); i++) {
        const o = ids(sc.s);
        sc.choose(o.find((x) => wants.includes(x)) ?? o.find((x) => ['done', 'pass', 'decline', 'none'].includes(x)) ?? o[0]);
      }
      sc.s = passUntil(sc.s, (x) => x.active === 1 && x.phase === 'minion', 200);
      const theirs = sc.s.turnFlags.masterLeft;
      sc.s = passUntil(sc.s, (x) => x.active === 0 && x.phase === 'minion', 200);
      return sc.s.turnFlags.masterLeft * 10 + theirs;
    },
  };
}

/** Rumors of Gehenna. */
export const KEPT_SEATS_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  '101663': (def) => [keptSeatsMasterCase(def)],
};
