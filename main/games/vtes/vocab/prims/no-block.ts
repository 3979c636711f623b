/**
 * `noBlock { sel }`: the minions a Selector takes cannot block the action under way (vtes-es 6.2.2.1
 * "Intentar bloquear"; vtes-pl "Kto może próbować zablokować"): with count `one` the user chooses one
 * of them next (a pick), with `each` all of them. Played as the action is announced (the announce
 * step offers it). Possible only when the Selector takes a minion now.
 */
import { PICK_OPTIONS } from '../../../../common/vtes-options';
import { setStep } from '../../core/ops';
import { cardName } from '../../core/queries';
import { setPick } from '../../core/steps';
import type { Ev, VtesState } from '../../core/state';
import { selectedCards, selectorRef } from '../../core/params/selector';
import { actOf, type PrimDef } from './def';

/** The minion cannot block the action under way (its attempts are refused until the action ends). */
export function barFromBlocking(s: VtesState, uid: string, ev: Ev): void {
  const a = actOf(s, 'a minion barred from blocking');
  setStep(s, 'act', { barred: [...(a.barred ?? []), uid] });
  ev.push({ type: 'vtes.cannotBlock', params: { uid, name: cardName(s, uid) }, rule: 'vtes-es:6.2.2.1' });
}

export const noBlockPrim: PrimDef<'noBlock'> = {
  run(s, pr, c, ev) {
    actOf(s, 'a minion barred from blocking');
    const vs = selectedCards(s, pr.sel, c);
    if (pr.sel.count === 'each' || vs.length <= 1) {
      for (const v of vs) barFromBlocking(s, v, ev);
      return;
    }
    setPick(
      s,
      c.seat,
      'noBlockTarget',
      vs.map((v) => ({ id: PICK_OPTIONS.encode('t', { card: v }), label: 'target', params: { uid: v, label: { name: cardName(s, v) } } })),
      { then: 'noBlock', data: {} },
    );
  },
  possible: (s, pr, c) => !!s.act && selectedCards(s, pr.sel, c).length > 0,
  text: (pr) => ({ key: `prim.noBlock${pr.sel.count === 'each' ? '_each' : ''}`, params: { sel: selectorRef(pr.sel) } }),
  botValue: () => 1,
};
