/**
 * `drawOnReplace`: for the rest of the combat, each time the user's Methuselah replaces a card, it draws one more card
 * and discards down to its hand size (vtes-es 1.6.1.2; Infernal Pursuit [CEL]); the card's own replacement, drawn as it
 * was played, counts too (so one more card at once). Kept in the combat's record (`drawOnReplace`, one entry per card)
 * and read where a played card is replaced (core/queries.ts `playFromHand`).
 */
import { setStep } from '../../core/ops';
import { replaceExtra } from '../../core/queries';
import { type PrimDef, plain } from './def';

export const drawOnReplacePrim: PrimDef<'drawOnReplace'> = {
  run(s, _pr, c, ev) {
    const k = s.combat;
    if (!k) return;
    setStep(s, 'combat', { drawOnReplace: [...(k.drawOnReplace ?? []), c.seat] });
    replaceExtra(s, c.seat, 1, ev);
  },
  possible: (s) => !!s.combat,
  text: () => plain('prim.drawOnReplace'),
  // a better hand for the cards still to come
  botValue: () => 1,
};
