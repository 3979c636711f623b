/**
 * `press { who, only?, for? }`: the minion gets an optional press in the current round of its combat (vtes-es 6.4.4);
 * `only`: only to continue it, or only to end it; `for: 'combat'`: one press kept for any round of that combat
 * (an action's "gets 1 optional press during that combat": Harass, Sense Death), used once; `ifBlocks`: played during
 * an action, one such press for the combat of the block (Rat's Warning [ANI]).
 */
import { setStep } from '../../core/ops';
import { combatOf, type PrimDef, plain, whoUid } from './def';

export const pressPrim: PrimDef<'press'> = {
  run(s, pr, c) {
    const u = whoUid(c, pr.who);
    // during an action: kept for the combat of its block (rules/resolution.ts)
    if (pr.ifBlocks) {
      if (s.act && !s.combat) setStep(s, 'act', { presses: { ...(s.act.presses ?? {}), [u]: (s.act.presses?.[u] ?? 0) + 1 } });
      return;
    }
    const cb = combatOf(s, 'press');
    if (pr.for === 'combat')
      setStep(s, 'combat', { heldPresses: { ...cb.heldPresses, [u]: [...(cb.heldPresses?.[u] ?? []), pr.only ?? 'any'] } });
    else setStep(s, 'combat', { optPresses: { ...cb.optPresses, [u]: (cb.optPresses[u] ?? 0) + 1 } });
  },
  possible: (s, pr) => (pr.ifBlocks ? !!s.act && !s.combat : !!s.combat),
  text: (pr) =>
    plain(`prim.press_${pr.who}${pr.only ? `_${pr.only}` : ''}${pr.for === 'combat' ? '_combat' : ''}${pr.ifBlocks ? '_ifBlocks' : ''}`),
  botValue: () => 1,
};
