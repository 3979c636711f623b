/**
 * `aggAfterAction { n, immuneFor? }`: the acting minion takes n aggravated damage that cannot be prevented once the
 * action resolves, if still ready (6.4.6: Daring the Dawn). With `immuneFor`, its Methuselah may instead burn that much
 * of the minion's blood as the effect runs, to be immune to this damage (a pick, asked only when the minion has the
 * blood: Rutor's Hand [THA]).
 */
import { PICK_OPTIONS } from '../../../../common/vtes-options';
import { burnBlood, setStep } from '../../core/ops';
import { cardName } from '../../core/queries';
import { setPick } from '../../core/steps';
import type { Ev, VtesState } from '../../core/state';
import { actOf, type PrimDef, type TextRef } from './def';

/** The damage added to the action's record, taken as it ends (rules/resolution.ts `finishAction`). */
function addDamage(s: VtesState, n: number): void {
  const a = actOf(s, 'damage after an action');
  setStep(s, 'act', { aggAfter: (a.aggAfter ?? 0) + n });
}

/** The answer (the pick's continuation, rules/picks.ts): the blood burned for immunity, or the damage kept for the action's end. */
export function aggImmuneAnswered(
  s: VtesState,
  yes: boolean,
  data: { readonly minion: string; readonly n: number; readonly blood: number },
  ev: Ev,
): void {
  const m = s.cards[data.minion];
  if (yes && m && m.zone === 'ready' && m.blood >= data.blood) {
    burnBlood(s, data.minion, data.blood);
    ev.push({ type: 'vtes.bloodBurned', params: { name: cardName(s, data.minion), n: data.blood }, rule: 'vtes-es:6.4.6' });
    return;
  }
  if (s.act) addDamage(s, data.n);
}

export const aggAfterActionPrim: PrimDef<'aggAfterAction'> = {
  run(s, pr, c) {
    const minion = s.act?.actor;
    if (pr.immuneFor !== undefined && minion && s.cards[minion]?.zone === 'ready' && s.cards[minion].blood >= pr.immuneFor) {
      const label = { name: cardName(s, minion), n: pr.immuneFor };
      setPick(
        s,
        c.seat,
        'aggImmune',
        [
          { id: PICK_OPTIONS.encode('goOn', {}), label: 'aggImmuneYes', params: { uid: minion, label } },
          { id: PICK_OPTIONS.encode('pass', {}), label: 'aggImmuneNo', params: { uid: minion, label: { name: label.name, n: pr.n } } },
        ],
        { then: 'aggImmune', data: { minion, n: pr.n, blood: pr.immuneFor } },
      );
      return;
    }
    addDamage(s, pr.n);
  },
  text: (pr): TextRef =>
    pr.immuneFor === undefined
      ? { key: 'prim.aggAfterAction', params: { n: pr.n } }
      : { key: 'prim.aggAfterAction_immune', params: { n: pr.n, immune: { key: 'prim.aggImmune', params: { n: pr.immuneFor } } } },
  botValue: (pr) => -1.5 * pr.n,
};
