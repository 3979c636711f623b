/**
 * `maneuverOrPress { ifBlocks }`: played during an action, the minion of the use gets one optional maneuver or press
 * during the combat of the block (vtes-es 6.4.2, 6.4.4; Mind Tricks [DEM], Eyes of the Night [OBT]): kept on
 * the action (`act.flex`), given to the combat as it starts (rules/resolution.ts) and offered both as a maneuver
 * (rules/combat.ts) and as a press (rules/rounds.ts `pressesLeft`) in any round; used as one, it is gone as the other.
 */
import { setStep } from '../../core/ops';
import { minionOf, type PrimDef, plain } from './def';

export const maneuverOrPressPrim: PrimDef<'maneuverOrPress'> = {
  run(s, pr, c) {
    const u = minionOf(c, pr.p);
    if (s.act && !s.combat) setStep(s, 'act', { flex: { ...(s.act.flex ?? {}), [u]: (s.act.flex?.[u] ?? 0) + 1 } });
  },
  possible: (s) => !!s.act && !s.combat,
  text: () => plain('prim.maneuverOrPress_ifBlocks'),
  botValue: () => 1,
};
