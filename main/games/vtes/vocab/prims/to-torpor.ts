/**
 * `toTorpor { who }`: a ready vampire of the use is sent to torpor (vtes-es 6.5.1 "Letargo"; vtes-pl "Letarg"), as
 * Disarm sends the opposing vampire; an ally or a card not in the ready region is left where it is.
 */
import { toTorpor } from '../../core/ops';
import { isVampire } from '../../core/state';
import { type PrimDef, plain, theirs, whoUid } from './def';

export const toTorporPrim: PrimDef<'toTorpor'> = {
  run(s, pr, c, ev) {
    const u = whoUid(c, pr.who);
    if (isVampire(s, u) && s.cards[u].zone === 'ready') toTorpor(s, u, ev);
  },
  text: (pr) => plain(`prim.toTorpor_${pr.who}`),
  // a vampire out of the game until rescued: nearly a burn
  botValue: (pr) => (theirs(pr.who) ? 4 : -4),
};
