/**
 * `removeCopies {}`: every copy of the card of the use in play (in a play region or on a minion, whoever
 * controls it) is removed from the game (vtes-es 1.1.2), the card itself included (Ashur Tablets: its
 * three copies, and any other Methuselah's).
 */
import { removeFromGame } from '../../core/ops';
import { cardName } from '../../core/queries';
import { copiesInPlay } from '../../core/params/cond';
import { type PrimDef, plain } from './def';

export const removeCopiesPrim: PrimDef<'removeCopies'> = {
  run(s, _pr, c, ev) {
    for (const u of copiesInPlay(s, s.cards[c.source].cid)) {
      ev.push({ type: 'vtes.removedFromGame', params: { uid: u, name: cardName(s, u) }, rule: 'vtes-es:1.1.2' });
      removeFromGame(s, u);
    }
  },
  text: () => plain('prim.removeCopies'),
  // the copies are spent: their worth is in what the same card's other primitives give
  botValue: () => 0,
};
