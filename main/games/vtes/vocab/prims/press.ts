/** `press { who, only? }`: the minion gets an optional press in the current round of its combat (vtes-es 6.4.4); `only`: only to continue it, or only to end it. */
import { setStep } from '../../core/ops';
import { combatOf, type PrimDef, plain, whoUid } from './def';

export const pressPrim: PrimDef<'press'> = {
  run(s, pr, c) {
    const cb = combatOf(s, 'press');
    const u = whoUid(c, pr.who);
    setStep(s, 'combat', { optPresses: { ...cb.optPresses, [u]: (cb.optPresses[u] ?? 0) + 1 } });
  },
  possible: (s) => !!s.combat,
  text: (pr) => plain(`prim.press_${pr.who}${pr.only ? `_${pr.only}` : ''}`),
  botValue: () => 1,
};
