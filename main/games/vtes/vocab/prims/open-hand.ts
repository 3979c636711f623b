/**
 * `openHand { who: 'opponent' }`: for the rest of the combat the controller of the opposing minion plays with an open
 * hand (Aura Reading [aus]): kept in the combat (`combat.openHands`, gone with it) and shown to every seat by
 * view/seatview.ts, as Revelations' open hand is.
 */
import { setStep } from '../../core/ops';
import { combatOf, type PrimDef, plain, whoUid } from './def';

export const openHandPrim: PrimDef<'openHand'> = {
  run(s, pr, c) {
    const combat = combatOf(s, pr.p);
    const seat = s.cards[whoUid(c, pr.who)].controller;
    if (!combat.openHands?.includes(seat)) setStep(s, 'combat', { openHands: [...(combat.openHands ?? []), seat] });
  },
  possible: (s) => !!s.combat,
  text: (pr) => plain(`prim.openHand_${pr.who}`),
  // what the opposing Methuselah holds is known for the combat
  botValue: () => 0.5,
};
