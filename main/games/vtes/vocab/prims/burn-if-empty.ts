/**
 * `burnIfEmpty {}`: the card of the use, in play, is burned if it has no counters left (vtes-es 1.1.2 "Quemar"): an
 * investment burned "when the last blood counter on it is removed" (Short-Term Investment), after the primitive that
 * took it. A card on a minion too (Cooler, once its last blood went to its bearer).
 */
import { burnCard } from '../../core/ops';
import { type PrimDef } from './def';

export const burnIfEmptyPrim: PrimDef<'burnIfEmpty'> = {
  run(s, _pr, c, ev) {
    const card = s.cards[c.source];
    if (card && (card.zone === 'play' || card.zone === 'attached') && card.blood <= 0) burnCard(s, c.source, ev, 'vtes-es:1.1.2');
  },
  text: () => ({ key: 'prim.burnIfEmpty', params: {} }),
  // the card is spent: nothing more to take from it
  botValue: () => 0,
};
