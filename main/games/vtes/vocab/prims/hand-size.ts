/** `handSize { n, for: 'turn' }`: the user's hand size is n larger until the end of the turn; the user draws up (vtes-es 1.6.1.2). */
import { drawUp, setTurn } from '../../core/ops';
import { type PrimDef } from './def';

export const handSizePrim: PrimDef<'handSize'> = {
  run(s, pr, c, ev) {
    const h = s.turnFlags.handSizeTurn;
    setTurn(s, { handSizeTurn: { ...(h ?? {}), [c.seat]: (h?.[c.seat] ?? 0) + pr.n } });
    drawUp(s, c.seat, ev);
  },
  text: (pr) => ({ key: 'prim.handSize', params: { n: pr.n } }),
  botValue: (pr) => 0.5 * pr.n,
};
