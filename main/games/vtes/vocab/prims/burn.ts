/** `burn { who }`: a card of the use is burned (vtes-es 1.1.2 "Quemar"). */
import { burnCard } from '../../core/ops';
import { type PrimDef, plain, theirs, whoUid } from './def';

export const burnPrim: PrimDef<'burn'> = {
  run: (s, pr, c, ev) => burnCard(s, whoUid(c, pr.who), ev),
  text: (pr) => plain(`prim.burn_${pr.who}`),
  // burning the card itself is what a one-use card costs; a minion of the use is a real loss
  botValue: (pr) => (theirs(pr.who) ? 5 : pr.who === 'self' ? -0.5 : -5),
};
