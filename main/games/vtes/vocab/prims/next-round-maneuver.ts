/**
 * `nextRoundManeuver {}`: if another round of this combat occurs, the minion gets one optional maneuver in that
 * round (vtes-es 6.4.2: a press card's rider, Telepathic Tracking); kept in the combat and given as the next round
 * starts (rules/rounds.ts `newRound`).
 */
import { setStep } from '../../core/ops';
import { combatOf, minionOf, type PrimDef, plain } from './def';

export const nextRoundManeuverPrim: PrimDef<'nextRoundManeuver'> = {
  run(s, pr, c) {
    const u = minionOf(c, pr.p);
    const combat = combatOf(s, pr.p);
    setStep(s, 'combat', { nextManeuvers: { ...combat.nextManeuvers, [u]: (combat.nextManeuvers?.[u] ?? 0) + 1 } });
  },
  possible: (s) => !!s.combat,
  text: () => plain('prim.nextRoundManeuver'),
  botValue: () => 0.5,
};
