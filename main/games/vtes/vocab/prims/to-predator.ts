/**
 * `toPredator {}`: the card of the use, in play, passes to the control of its controller's predator (vtes-es
 * 1.3), as it is (locked or not): "your predator takes control of this card" (The Coven, at the start of its
 * controller's discard phase: LSJ 20100723, PIB 20111002, never forgotten). Possible while it is in play and
 * its controller has a predator other than itself.
 */
import { moveTo } from '../../core/ops';
import { cardName } from '../../core/queries';
import { predatorOf } from '../../core/state';
import { type PrimDef, plain } from './def';

export const toPredatorPrim: PrimDef<'toPredator'> = {
  run(s, _pr, c, ev) {
    const u = c.source;
    const to = predatorOf(s, s.cards[u].controller);
    if (s.cards[u]?.zone !== 'play' || to === s.cards[u].controller) return;
    moveTo(s, u, 'play', to);
    ev.push({ type: 'vtes.masterGiven', params: { card: cardName(s, u), target: to }, rule: 'vtes-es:1.3' });
  },
  possible: (s, _pr, c) =>
    s.cards[c.source]?.zone === 'play' && predatorOf(s, s.cards[c.source].controller) !== s.cards[c.source].controller,
  text: () => plain('prim.toPredator'),
  // the card is lost to the predator: its worth is what it gave before
  botValue: () => -1,
};
