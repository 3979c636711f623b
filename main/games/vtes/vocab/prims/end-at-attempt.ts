/**
 * `endAtAttempt { burn, torpor? }`: the block attempt under way is cancelled, the minion attempting it burns `burn`
 * blood (and, with `torpor`, goes to torpor), and the action ends at once, unsuccessful and with no combat (vtes-es
 * 6.2.2.2, 6.2.3; The Kiss of Ra). The attempt is no block: the minion does not lock for it, and no other Methuselah
 * is asked to block (rules/action.ts ends the action in its block step, `act.ended`). Possible only while a minion
 * is attempting to block.
 */
import { burnBlood, setStep, toTorpor } from '../../core/ops';
import { cardName } from '../../core/queries';
import { actOf, type PrimDef } from './def';

export const endAtAttemptPrim: PrimDef<'endAtAttempt'> = {
  run(s, pr, _c, ev) {
    const a = actOf(s, 'an action ended at a block attempt');
    const b = a.blocker;
    if (b === undefined) return;
    setStep(s, 'act', { blocker: undefined, intercept: 0, step: 'block', ended: { noLock: true } });
    const k = burnBlood(s, b, pr.burn);
    ev.push({ type: 'vtes.attemptCancelled', params: { uid: b, name: cardName(s, b), n: k }, rule: 'vtes-es:6.2.2.2' });
    if (pr.torpor && s.cards[b].zone === 'ready') toTorpor(s, b, ev);
  },
  possible: (s) => s.act?.blocker !== undefined && !s.act.ended,
  text: (pr) => ({ key: `prim.endAtAttempt${pr.torpor ? '_torpor' : ''}`, params: { n: pr.burn } }),
  // no block, no combat, a vampire of the blocking side weakened (or in torpor)
  botValue: (pr) => 2 + pr.burn + (pr.torpor ? 3 : 0),
};
