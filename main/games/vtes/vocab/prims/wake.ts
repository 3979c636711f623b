/** `wake { who }`: the locked minion wakes for the action under way: it may block or react while locked (6.2, glossary "Despertarse"). */
import { setStep } from '../../core/ops';
import { type PrimDef, plain, whoUid } from './def';

export const wakePrim: PrimDef<'wake'> = {
  run(s, pr, c) {
    const a = s.act;
    if (a) setStep(s, 'act', { woken: [...a.woken, whoUid(c, pr.who)] });
  },
  text: (pr) => plain(`prim.wake_${pr.who}`),
  botValue: () => 2,
};
