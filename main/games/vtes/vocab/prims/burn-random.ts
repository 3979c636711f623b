/**
 * `burnRandom { sel }`: one card the Selector takes now, drawn at random with the game's seeded generator, is burned
 * (vtes-es 1.1.2; The Uncoiling: "burn another event at random" during its controller's discard phase). Nothing
 * happens when the Selector takes none.
 */
import { RngCursor } from '../../../../engine/rng';
import { burnCard, setGame } from '../../core/ops';
import { selectedCards, selectorRef } from '../../core/params/selector';
import { type PrimDef } from './def';

export const burnRandomPrim: PrimDef<'burnRandom'> = {
  run(s, pr, c, ev) {
    const vs = selectedCards(s, pr.sel, c);
    if (!vs.length) return;
    const cur = new RngCursor(s.rng);
    const u = vs[cur.int(vs.length)];
    setGame(s, { rng: cur.state });
    burnCard(s, u, ev, 'vtes-es:1.1.2');
  },
  possible: (s, pr, c) => selectedCards(s, pr.sel, c).length > 0,
  text: (pr) => ({ key: 'prim.burnRandom', params: { sel: selectorRef(pr.sel) } }),
  // a card burned at random among others' and one's own: worth about one pool when most are others'
  botValue: () => 0.5,
};
