/**
 * `actionFails`: the action under way fails at once, unsuccessful and with no combat, before it is resolved (vtes-es
 * 6.2.3): nobody else is asked to block and nothing of it resolves (rules/action.ts ends the action in its block step,
 * `act.ended`, as the primitive `endAtAttempt` does). Secret Passage's "burn this card to make the action fail", used
 * while a directed action targets its minion. Possible while an action is under way, not yet resolved, with no block
 * attempted nor made, and not already ended.
 */
import { setStep } from '../../core/ops';
import { cardName } from '../../core/queries';
import { actOf, type PrimDef, plain } from './def';

/** Not while a block is attempted nor once it succeeded (the group ruling G00156: ANK 20260316, LSJ 20041022). */
const STEPS: ReadonlySet<string> = new Set(['preBlock', 'block', 'afterBlock', 'react']);

export const actionFailsPrim: PrimDef<'actionFails'> = {
  run(s, _pr, _c, ev) {
    const a = actOf(s, 'an action made to fail');
    setStep(s, 'act', { blocker: undefined, intercept: 0, step: 'block', ended: { noLock: true } });
    ev.push({ type: 'vtes.actionFailed', params: { name: cardName(s, a.actor) }, rule: 'vtes-es:6.2.3' });
  },
  possible: (s) => !!s.act && !s.act.ended && STEPS.has(s.act.step) && s.act.blocker === undefined && !s.combat,
  text: () => plain('prim.actionFails'),
  // the whole action is lost to its Methuselah: worth a bleed or more to whoever stops it
  botValue: () => 3,
};
