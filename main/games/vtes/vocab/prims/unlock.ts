/** `unlock { who }`: a locked card of the use is unlocked (vtes-es 1.1.2, 4). */
import { unlock } from '../../core/ops';
import { cardName } from '../../core/queries';
import { type PrimDef, plain, theirs, whoUid } from './def';

export const unlockPrim: PrimDef<'unlock'> = {
  run(s, pr, c, ev) {
    const u = whoUid(c, pr.who);
    unlock(s, u);
    // the acting minion unlocked by a card it plays (Freak Drive) is told by that card's own log line
    if (pr.who !== 'actor') ev.push({ type: 'vtes.unlocked', params: { name: cardName(s, u) } });
  },
  possible: (s, pr, c) => s.cards[whoUid(c, pr.who)].locked,
  text: (pr) => plain(`prim.unlock_${pr.who}`),
  botValue: (pr) => (theirs(pr.who) ? -1 : 2),
};
