/**
 * `lookHand { whose: 'target' }`: the user looks at the hand of the Methuselah the use aims at (vtes-es 1.1.2: a hand is
 * hidden from the other Methuselahs; Edward Neally's directed action at his prey). The cards' names are shown to the user
 * alone, in one log line visible to that seat; nothing moves. Not possible at an empty hand.
 */
import { cardName } from '../../core/queries';
import { type PrimDef, plain, targetSeat } from './def';

export const lookHandPrim: PrimDef<'lookHand'> = {
  run(s, _pr, c, ev) {
    const t = targetSeat(c);
    const hand = s.seats[t].zones.hand;
    ev.push({
      type: 'vtes.handSeen',
      params: { seat: t + 1, cards: hand.map((h) => cardName(s, h)).join(', '), n: hand.length },
      visibleTo: [c.seat],
      rule: 'vtes-es:1.1.2',
    });
  },
  // asked before the target is chosen too: possible then, its Methuselahs are weighed one by one (vocab/offers.ts)
  possible: (s, _pr, c) => c.target === undefined || s.seats[c.target].zones.hand.length > 0,
  text: () => plain('prim.lookHand_target'),
  // what the target holds is known for the rest of the turn: worth a little
  botValue: () => 0.2,
};
