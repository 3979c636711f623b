/**
 * `burnLibrary { n }`: the user burns the top n cards of the library, each to the ash heap (vtes-es 1.1.2).
 * A card burning more cards than the library holds cannot be played (LSJ 20070901: Liquidation).
 */
import { burnCard } from '../../core/ops';
import { type PrimDef } from './def';

export const burnLibraryPrim: PrimDef<'burnLibrary'> = {
  run(s, pr, c, ev) {
    for (let i = 0; i < pr.n && s.seats[c.seat].zones.library.length; i++)
      burnCard(s, s.seats[c.seat].zones.library[0], ev, 'vtes-es:1.1.2');
  },
  possible: (s, pr, c) => s.seats[c.seat].zones.library.length >= pr.n,
  text: (pr) => ({ key: 'prim.burnLibrary', params: { n: pr.n } }),
  // cards lost from the library: a small price while it is long
  botValue: (pr) => -0.1 * pr.n,
};
