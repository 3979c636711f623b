/** `discardChosen`: the user discards a card of their choice (asked next), then draws up (vtes-es 1.6.1.2). */
import { discardChoices, setPick } from '../../core/steps';
import { type PrimDef, plain } from './def';

export const discardChosenPrim: PrimDef<'discardChosen'> = {
  run: (s, _pr, c) => setPick(s, c.seat, 'discardCard', discardChoices(s, c.seat), { then: 'barrensDiscard', data: {} }),
  possible: (s, _pr, c) => s.seats[c.seat].zones.hand.length > 0,
  text: () => plain('prim.discardChosen'),
  // a card cycled: a little better hand
  botValue: () => 0.3,
};
