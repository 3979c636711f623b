/**
 * `burnAllotted {}`: as a referendum passes, each card its terms allotted a point (`allot.cards`, vtes-es 6.3.2
 * "Términos") and still on the table is burned (1.1.2: Revolutionary Council's locations and equipment).
 */
import { burnCard } from '../../core/ops';
import { type PrimDef, plain } from './def';

export const burnAllottedPrim: PrimDef<'burnAllotted'> = {
  run(s, _pr, c, ev) {
    for (const u of new Set(c.terms?.allocCards ?? [])) {
      const z = s.cards[u]?.zone;
      if (z === 'ready' || z === 'torpor' || z === 'play' || z === 'attached') burnCard(s, u, ev);
    }
  },
  text: () => plain('prim.burnAllotted'),
  botValue: () => 0,
};
