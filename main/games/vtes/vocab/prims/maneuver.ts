/**
 * `maneuver { toClose?, toLong? }`: a maneuver (vtes-es 6.4.2); `toClose`: only to close range; `toLong`:
 * only to long range. Played in the
 * determine-range step the card is the maneuver itself (combat.ts); run elsewhere it gives an optional
 * one: in the minion's combat, or (a reaction) in the combat that follows its block.
 */
import { setStep } from '../../core/ops';
import { minionOf, type PrimDef, plain } from './def';

export const maneuverPrim: PrimDef<'maneuver'> = {
  run(s, pr, c) {
    const u = minionOf(c, pr.p);
    const combat = s.combat;
    if (combat) setStep(s, 'combat', { optManeuvers: { ...combat.optManeuvers, [u]: (combat.optManeuvers[u] ?? 0) + 1 } });
    else if (s.act) setStep(s, 'act', { maneuvers: { ...(s.act.maneuvers ?? {}), [u]: (s.act.maneuvers?.[u] ?? 0) + 1 } });
  },
  text: (pr) => plain(`prim.maneuver${pr.toClose ? '_toClose' : pr.toLong ? '_toLong' : ''}`),
  botValue: () => 1,
};
