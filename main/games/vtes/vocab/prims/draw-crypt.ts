/** `drawCrypt { n }`: the top n cards of the user's crypt go to the user's uncontrolled region (vtes-es 7, "robar de la cripta"). */
import { drawCrypt } from '../../core/ops';
import { type PrimDef } from './def';

export const drawCryptPrim: PrimDef<'drawCrypt'> = {
  run(s, pr, c, ev) {
    for (let i = 0; i < pr.n; i++) if (!drawCrypt(s, c.seat, ev)) return;
  },
  possible: (s, _pr, c) => s.seats[c.seat].zones.crypt.length > 0,
  text: (pr) => ({ key: 'prim.drawCrypt', params: { n: pr.n } }),
  botValue: (pr) => 1.5 * pr.n,
};
