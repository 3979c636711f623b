/**
 * `removeFromGame { who, capacityToPool? }`: a card of the use is removed from the game with the cards on it
 * (vtes-es 1.1.2); with `capacityToPool`, the Methuselah controlling it gains pool equal to its capacity (an ally's or
 * a retainer's: what it cost, pool and blood), read before it leaves (Golconda: Inner Peace; Khobar Towers).
 */
import { bankToPool, removeFromGame } from '../../core/ops';
import { cardName } from '../../core/queries';
import { capacityOf, defOf, isVampire, type VtesState } from '../../core/state';

/** A removed minion's worth: a vampire's (or an imbued's) capacity, another card's printed cost. */
function worth(s: VtesState, u: string): number {
  const d = defOf(s, u);
  if (isVampire(s, u) || d.kind === 'crypt') return capacityOf(s, u);
  return (typeof d.pool === 'number' ? d.pool : 0) + (typeof d.blood === 'number' ? d.blood : 0);
}
import { type PrimDef, plain, theirs, whoUid } from './def';

export const removeFromGamePrim: PrimDef<'removeFromGame'> = {
  run(s, pr, c, ev) {
    const u = whoUid(c, pr.who);
    const card = s.cards[u];
    if (!card || (card.zone !== 'ready' && card.zone !== 'torpor' && card.zone !== 'play' && card.zone !== 'attached')) return;
    const seat = card.controller;
    const gain = pr.capacityToPool ? worth(s, u) : 0;
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
