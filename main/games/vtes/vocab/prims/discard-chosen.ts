/**
 * `discardChosen`: the user discards a card of their choice (asked next), then draws up (vtes-es 1.6.1.2); `burn`: the
 * card is burned instead (1.1.2: "burn a card from your hand, then draw up": Uchenna), answered by rules/picks.ts.
 */
import { discardChoices, setPick } from '../../core/steps';
import { type PrimDef, plain } from './def';

export const discardChosenPrim: PrimDef<'discardChosen'> = {
  run: (s, pr, c) =>
    setPick(s, c.seat, 'discardCard', discardChoices(s, c.seat), { then: pr.burn ? 'handBurn' : 'barrensDiscard', data: {} }),
  possible: (s, _pr, c) => s.seats[c.seat].zones.hand.length > 0,
  text: (pr) => plain(pr.burn ? 'prim.discardChosen_burn' : 'prim.discardChosen'),
  // a card cycled: a little better hand
  botValue: () => 0.3,
};
