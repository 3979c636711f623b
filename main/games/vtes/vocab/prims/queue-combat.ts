/**
 * `queueCombat {}`: another combat between the same minions is queued; it starts as this one ends, still
 * part of the action (vtes-es 6.4; rules/strikes.ts `endCombat`). What was to happen after this combat is
 * lost, but unlocks: the action no longer goes on as if unblocked (LSJ 19980109, RTR 20020501). Not
 * possible with a combat already queued (RTR 20020501).
 */
import { setStep } from '../../core/ops';
import { cardName } from '../../core/queries';
import { combatOf, type PrimDef, plain } from './def';

export const queueCombatPrim: PrimDef<'queueCombat'> = {
  run(s, pr, _c, ev) {
    const combat = combatOf(s, pr.p);
    setStep(s, 'combat', { queued: true });
    if (s.act?.continueUnblocked) setStep(s, 'act', { continueUnblocked: undefined });
    ev.push({ type: 'vtes.combatQueued', params: { a: cardName(s, combat.a), b: cardName(s, combat.b) }, rule: 'vtes-es:6.4' });
  },
  possible: (s) => !!s.combat && !s.combat.queued,
  text: () => plain('prim.queueCombat'),
  botValue: () => 1,
};
