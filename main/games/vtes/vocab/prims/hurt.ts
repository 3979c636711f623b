/**
 * `hurt { n }`: the card the action targets takes n unpreventable damage (vtes-es 6.4.6, outside combat: an ally or a
 * retainer loses that much life and burns at 0; a vampire burns blood to heal it and goes to torpor when it cannot),
 * applied once the action resolves (rules/resolution.ts `finishAction`, as `aggAfterAction`): Horseshoes, Cryptic
 * Mission.
 */
import { setStep } from '../../core/ops';
import { actOf, type PrimDef } from './def';

export const hurtPrim: PrimDef<'hurt'> = {
  run(s, pr, c) {
    const a = actOf(s, 'damage to the target');
    if (c.targetCard === undefined) return;
    setStep(s, 'act', { hurt: [...(a.hurt ?? []), { uid: c.targetCard, n: pr.n }] });
  },
  possible: (s, _pr, c) => c.targetCard !== undefined && !!s.act,
  text: (pr) => ({ key: 'prim.hurt', params: { n: pr.n } }),
  // damage to another Methuselah's minion: about a blood or a life each
  botValue: (pr) => pr.n,
};
