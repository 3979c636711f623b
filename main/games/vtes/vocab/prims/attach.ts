/** `attach { to }`: the card itself is put on a minion of the use (vtes-es 1.1.1). */
import { attach } from '../../core/ops';
import { type PrimDef, plain, whoUid } from './def';

export const attachPrim: PrimDef<'attach'> = {
  run: (s, pr, c) => attach(s, c.source, whoUid(c, pr.to)),
  text: (pr) => plain(`prim.attach_${pr.to}`),
  // what the card does on the minion is valued by its own effects
  botValue: () => 0,
};
