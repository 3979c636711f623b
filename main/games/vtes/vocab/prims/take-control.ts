/**
 * `takeControl { who }`: the user takes control of the card in play the role names (vtes-es 6.1.6, "steal"):
 * it moves to the user's play area as it is (locked or not). Possible only while that card is in play.
 */
import { moveTo } from '../../core/ops';
import { cardName } from '../../core/queries';
import { type PrimDef, whoUid } from './def';

export const takeControlPrim: PrimDef<'takeControl'> = {
  run(s, pr, c, ev) {
    const u = whoUid(c, pr.who);
    if (s.cards[u]?.zone !== 'play' || s.cards[u].controller === c.seat) return;
    moveTo(s, u, 'play', c.seat);
    ev.push({ type: 'vtes.stealCard', params: { seat: c.seat, name: cardName(s, u) }, rule: 'vtes-es:6.1.6' });
  },
  possible(s, pr, c) {
    const u = c.targetCard;
    return u !== undefined && s.cards[u]?.zone === 'play' && s.cards[u].controller !== c.seat;
  },
  text: () => ({ key: 'prim.takeControl', params: {} }),
  botValue: () => 3,
};
