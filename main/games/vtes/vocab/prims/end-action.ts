/**
 * `endAction { noRepeat?, noLock? }`: the blocked action under way ends unsuccessfully before block
 * resolution, with no combat (vtes-es 6.2.3 "Resolver la acción"; vtes-pl "Rozpatrzenie akcji"; RTR
 * 20180719: nothing more is played in it). Possible only in the window between a successful block and
 * its combat (rules/action.ts `preCombat`); the action frame ends it as soon as the card is played
 * (`act.ended`). `noRepeat`: the acting minion cannot perform the same action again this turn
 * (core/same-action.ts); `noLock`: the blocker does not lock for the block ("do not lock this vampire").
 */
import { setStep } from '../../core/ops';
import { cardName } from '../../core/queries';
import { barSameAction } from '../../core/same-action';
import { actOf, type PrimDef, plain } from './def';

export const endActionPrim: PrimDef<'endAction'> = {
  run(s, pr, _c, ev) {
    const a = actOf(s, 'an action ended');
    if (pr.noRepeat) {
      barSameAction(s, a);
      ev.push({ type: 'vtes.sameActionBarred', params: { name: cardName(s, a.actor) }, rule: 'vtes-es:6.1' });
    }
    setStep(s, 'act', { ended: { noLock: !!pr.noLock } });
  },
  possible: (s) => s.act?.step === 'preCombat' && !s.act.ended,
  text: (pr) => plain(`prim.endAction${pr.noRepeat ? '_noRepeat' : ''}${pr.noLock ? '_noLock' : ''}`),
  // no combat for either side: worth as much as a failed block attempt to whoever plays it
  botValue: () => 2,
};
