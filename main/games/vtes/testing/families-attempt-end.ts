/**
 * Scenarios of an action ended at a block attempt (issue 29, h-mods, eleventh session; tests only): the primitive
 * `endAtAttempt` (vtes-es 6.2.2.2, 6.2.3).
 * - `endAtAttempt` (The Kiss of Ra): seat 0's vampire with the card's Discipline bleeds, seat 1's vampire without
 *   Fortitude (6 blood) attempts to block and the card is played; measured: the blood that vampire lost, +10 if it
 *   went to torpor. The action must be over with no combat and seat 1 not bled. Stripped, the attempt goes on (0).
 */
import type { CardDef, Mode } from '../schema/effects';
import { primsOf } from '../schema/modes';
import { isPrim } from '../schema/effect-query';
import { blockedBleed } from './scenario';
import { type FamilyCase, testVampire } from './test-vampire';

const discsOf = (m: Mode): Record<string, 1 | 2> =>
  Object.fromEntries(m.conditions.flatMap((c) => (c.r === 'disc' ? [[c.disc, c.level]] : [])));

function endAtAttemptCase(def: CardDef, mi: number, m: Mode): FamilyCase {
  const p = primsOf(m.effects).find(isPrim('endAtAttempt'));
  const actor = testVampire('Test Actor', discsOf(m));
  const opp = testVampire('Test Blocker', {});
  return {
    family: 'endAtAttempt',
    expected: p ? p.burn + (p.torpor ? 10 : 0) : 0,
    run(strip) {
      const { sc, o } = blockedBleed(def, actor, opp, strip);
      const pool = sc.pool(1);
      sc.play(def.name, { mode: mi });
      if (sc.s.act?.blocker === o) return 0; // the attempt goes on
      if (sc.s.act || sc.s.combat) throw new Error('scenario: the action is not over');
      if (sc.pool(1) !== pool) throw new Error('scenario: the bleed went on');
      const c = sc.s.cards[o];
      return 6 - c.blood + (c.zone === 'torpor' ? 10 : 0);
    },
  };
}

/** The Kiss of Ra. */
export const ATTEMPT_END_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  '101062': (def) => def.modes.map((m, mi) => endAtAttemptCase(def, mi, m)),
};
