/**
 * `hurt { n }`: the card the action targets takes n unpreventable damage (vtes-es 6.4.6, outside combat: an ally or a
 * retainer loses that much life and burns at 0; a vampire burns blood to heal it and goes to torpor when it cannot),
 * applied once the action resolves (rules/resolution.ts `finishAction`, as `aggAfterAction`): Horseshoes, Cryptic
 * Mission. With `who: 'actor'` the acting minion takes it instead, at the same moment (an ally locked after an
 * unsuccessful action: Neighborhood Watch Commander; damage outside combat is applied as the rules do, no prevention
 * being offered there).
 */
import { setStep } from '../../core/ops';
import { actOf, type PrimDef } from './def';

export const hurtPrim: PrimDef<'hurt'> = {
  run(s, pr, c) {
    const a = actOf(s, 'damage to the target');
    const uid = pr.who === 'actor' ? a.actor : c.targetCard;
    if (uid === undefined) return;
    setStep(s, 'act', { hurt: [...(a.hurt ?? []), { uid, n: pr.n }] });
  },
  possible: (s, pr, c) => !!s.act && (pr.who === 'actor' || c.targetCard !== undefined),
  text: (pr) => ({ key: pr.who === 'actor' ? 'prim.hurt_actor' : 'prim.hurt', params: { n: pr.n } }),
  // damage to another Methuselah's minion: about a blood or a life each
  botValue: (pr) => pr.n,
};
