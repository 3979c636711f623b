/** `putIntoPlay`: the card itself goes to the user's play area and stays there (vtes-es 1.1.1). */
import { moveTo } from '../../core/ops';
import { type PrimDef, plain } from './def';

export const putIntoPlayPrim: PrimDef<'putIntoPlay'> = {
  run: (s, _pr, c) => moveTo(s, c.source, 'play', c.seat),
  text: () => plain('prim.putIntoPlay'),
  // what the card does in play is valued by its own effects
  botValue: () => 0,
};
