/**
 * `becomeAnarch { who }`: a vampire of the use becomes anarch (vtes-es 10.5: as by the action to become anarch, with no
 * blood paid: Galaric's Legacy, Seattle Committee). Possible only for a vampire not anarch already.
 */
import { markCard } from '../../core/ops';
import { cardName } from '../../core/queries';
import { isVampire, sectOf } from '../../core/state';
import { type PrimDef, plain, theirs, whoUid } from './def';

export const becomeAnarchPrim: PrimDef<'becomeAnarch'> = {
  run(s, pr, c, ev) {
    const u = whoUid(c, pr.who);
    if (!s.cards[u] || !isVampire(s, u) || sectOf(s, u) === 'anarch') return;
    markCard(s, u, { anarch: true });
    ev.push({ type: 'vtes.anarch', params: { uid: u, name: cardName(s, u) }, rule: 'vtes-es:10.5' });
  },
  possible: (s, pr, c) => {
    const u = whoUid(c, pr.who);
    return !!s.cards[u] && isVampire(s, u) && sectOf(s, u) !== 'anarch';
  },
  text: (pr) => plain(`prim.becomeAnarch_${pr.who}`),
  // an anarch of one's own: the anarch cards it may play, worth a little
  botValue: (pr) => (theirs(pr.who) ? -0.5 : 1),
};
