/**
 * `rangeIfBlocked { range, each? }`: played during an action, if it is blocked the resulting combat's first round is
 * at `range` with no determine-range step (vtes-es 6.4.2; Squirrel Balance [cel]); `each`: every round of it (Neutral
 * Guard [obe]). Kept on the action (`act.blockRange`), given to the combat of the block as it starts
 * (rules/resolution.ts), each round's range step skipped (rules/rounds.ts `combatAdvanceAsker`).
 */
import { setStep } from '../../core/ops';
import { actOf, type PrimDef } from './def';

export const rangeIfBlockedPrim: PrimDef<'rangeIfBlocked'> = {
  run(s, pr) {
    actOf(s, 'the range of the combat of a block');
    setStep(s, 'act', { blockRange: { range: pr.range, ...(pr.each ? { each: true } : {}) } });
  },
  possible: (s) => !!s.act && !s.combat,
  text: (pr) => ({ key: `prim.rangeIfBlocked_${pr.range}${pr.each ? '_each' : ''}`, params: {} }),
  botValue: (pr) => (pr.range === 'long' ? (pr.each ? 1.5 : 1) : 0.5),
};
