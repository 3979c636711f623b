/**
 * `bloodOrBurn { n, who }`: the vampire of the use burns n blood; with fewer than n, it is burned instead (vtes-es 1.1.2
 * "Quemar"; Fear of Mekhet in its bearer's unlock phase). A card no longer in play does nothing.
 */
import { burnBlood, burnCard } from '../../core/ops';
import { cardName } from '../../core/queries';
import { type PrimDef, whoUid } from './def';

export const bloodOrBurnPrim: PrimDef<'bloodOrBurn'> = {
  run(s, pr, c, ev) {
    const u = whoUid(c, pr.who);
    const card = s.cards[u];
    if (!card || (card.zone !== 'ready' && card.zone !== 'torpor')) return;
    if (card.blood < pr.n) return burnCard(s, u, ev, 'vtes-es:1.1.2');
    burnBlood(s, u, pr.n);
    ev.push({ type: 'vtes.bloodBurned', params: { name: cardName(s, u), n: pr.n }, rule: 'vtes-es:1.1.2' });
  },
  text: (pr) => ({ key: 'prim.bloodOrBurn', params: { n: pr.n } }),
  // blood of the vampire of the use, or that vampire itself: a loss to its controller, the user
  botValue: (pr) => -pr.n / 2,
};
