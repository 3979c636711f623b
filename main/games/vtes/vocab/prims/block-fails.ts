/**
 * `blockFails`: the block attempt under way fails, and that minion cannot attempt to block this action
 * again (vtes-es 6.2.2.1 "Intentar bloquear", 6.2.2.2: a failed attempt; vtes-pl "Kto może próbować
 * zablokować"). Possible only while a minion is attempting to block.
 */
import { setStep } from '../../core/ops';
import { cardName } from '../../core/queries';
import { actOf, type PrimDef, plain } from './def';

export const blockFailsPrim: PrimDef<'blockFails'> = {
  run(s, _pr, _c, ev) {
    const a = actOf(s, 'a failed block attempt');
    const b = a.blocker;
    if (b === undefined) return;
    ev.push({ type: 'vtes.blockFailed', params: { uid: b, name: cardName(s, b) }, rule: 'vtes-es:6.2.2.2' });
    setStep(s, 'act', {
      failed: [...a.failed, b],
      barred: [...(a.barred ?? []), b],
      ...(a.lockFailed ? { lockAtResolution: [...(a.lockAtResolution ?? []), b] } : {}),
      blocker: undefined,
      intercept: 0,
      step: 'block',
    });
  },
  possible: (s) => s.act?.blocker !== undefined,
  text: () => plain('prim.blockFails'),
  botValue: () => 2,
};
