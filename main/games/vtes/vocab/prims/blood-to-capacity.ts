/** `bloodToCapacity { who, torpor? }`: the vampire gains blood from the bank up to its capacity (vtes-es 1.2: Giant's Blood). */
import { bankToCard } from '../../core/ops';
import { cardName } from '../../core/queries';
import { capacityOf, isVampire } from '../../core/state';
import { type PrimDef, whoUid } from './def';

export const bloodToCapacityPrim: PrimDef<'bloodToCapacity'> = {
  run(s, pr, c, ev) {
    const u = whoUid(c, pr.who);
    const n = capacityOf(s, u) - s.cards[u].blood;
    if (n <= 0) return;
    bankToCard(s, u, n);
    ev.push({ type: 'vtes.addBlood', params: { uid: u, name: cardName(s, u), n }, rule: 'vtes-es:1.2' });
  },
  // a vampire below its capacity (an uncontrolled one is never a target: LSJ 20061109)
  possible: (s, pr, c) => {
    const u = whoUid(c, pr.who);
    return isVampire(s, u) && s.cards[u].blood < capacityOf(s, u);
  },
  text: (pr) => ({ key: `prim.bloodToCapacity${pr.torpor ? '_torpor' : ''}`, params: {} }),
  // a vampire filled: several blood, taken here as three
  botValue: () => 3,
};
