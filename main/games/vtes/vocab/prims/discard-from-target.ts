/** `discardFromTarget`: the user sees the target Methuselah's hand and picks a card to discard; they draw up (vtes-es 6.2.3). */
import { PICK_OPTIONS } from '../../../../common/vtes-options';
import { cardName } from '../../core/queries';
import { setPick } from '../../core/steps';
import { type PrimDef, plain, targetSeat } from './def';

export const discardFromTargetPrim: PrimDef<'discardFromTarget'> = {
  run(s, _pr, c) {
    const t = targetSeat(c);
    const hand = s.seats[t].zones.hand;
    if (hand.length)
      setPick(
        s,
        c.seat,
        'discardFromPrey',
        hand.map((h) => ({
          id: PICK_OPTIONS.encode('d', { card: h }),
          label: 'discard',
          params: { card: h, label: { card: cardName(s, h) } },
        })),
        { then: 'discardFromPrey', data: { prey: t } },
      );
  },
  text: () => plain('prim.discardFromTarget'),
  botValue: () => 1,
};
