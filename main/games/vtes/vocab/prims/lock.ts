/** `lock { who }`: a card of the use is locked (vtes-es 1.1.2 "Bloquear"). */
import { lock } from '../../core/ops';
import { cardName } from '../../core/queries';
import { type PrimDef, plain, theirs, whoUid } from './def';

export const lockPrim: PrimDef<'lock'> = {
  run(s, pr, c, ev) {
    const u = whoUid(c, pr.who);
    lock(s, u);
    ev.push({ type: 'vtes.lock', params: { uid: u, name: cardName(s, u) } });
  },
  // a chosen target is locked only if it is unlocked
  possible: (s, pr, c) => pr.who !== 'target' || !s.cards[whoUid(c, 'target')].locked,
  text: (pr) => plain(`prim.lock_${pr.who}`),
  botValue: (pr) => (theirs(pr.who) ? 2 : -0.5),
};
