/**
 * `putIntoPlay`: the card itself goes to the user's play area and stays there (vtes-es 1.1.1); put in play by a passed
 * referendum, it keeps the Methuselahs chosen in the terms (`seatsKept`, the Condition `keptSeat`: Rumors of Gehenna).
 */
import { markCard, moveTo } from '../../core/ops';
import { type PrimDef, plain } from './def';

export const putIntoPlayPrim: PrimDef<'putIntoPlay'> = {
  run: (s, _pr, c) => {
    moveTo(s, c.source, 'play', c.seat);
    if (c.terms?.seats?.length) markCard(s, c.source, { seatsKept: [...c.terms.seats] });
  },
  text: () => plain('prim.putIntoPlay'),
  // what the card does in play is valued by its own effects
  botValue: () => 0,
};
