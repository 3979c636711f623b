/**
 * `removeFromGame { who, capacityToPool? }`: a card of the use is removed from the game with the cards on it
 * (vtes-es 1.1.2); with `capacityToPool`, the Methuselah controlling it gains pool equal to its capacity, read
 * before it leaves (Golconda: Inner Peace).
 */
import { bankToPool, removeFromGame } from '../../core/ops';
import { cardName } from '../../core/queries';
import { capacityOf } from '../../core/state';
import { type PrimDef, plain, theirs, whoUid } from './def';

export const removeFromGamePrim: PrimDef<'removeFromGame'> = {
  run(s, pr, c, ev) {
    const u = whoUid(c, pr.who);
    const card = s.cards[u];
    if (!card || (card.zone !== 'ready' && card.zone !== 'torpor' && card.zone !== 'play' && card.zone !== 'attached')) return;
    const seat = card.controller;
    const gain = pr.capacityToPool ? capacityOf(s, u) : 0;
    const name = cardName(s, u);
    removeFromGame(s, u);
    ev.push({ type: 'vtes.removedFromGame', params: { uid: u, name }, rule: 'vtes-es:1.1.2' });
    if (gain > 0) {
      bankToPool(s, seat, gain);
      ev.push({ type: 'vtes.poolGained', params: { seat, n: gain } });
    }
  },
  text: (pr) => plain(`prim.removeFromGame_${pr.who}${pr.capacityToPool ? '_capacityToPool' : ''}`),
  // a minion of the use removed is a real loss; another Methuselah's, a gain (the pool it gives them aside)
  botValue: (pr) => (theirs(pr.who) ? 4 : pr.who === 'self' ? -0.5 : -5),
};
