/**
 * `bloodEach { n, sel, to }`: n blood for each card the Selector takes now (vtes-es 1.2): from the bank onto
 * each (`it`; a vampire gains up to its capacity), or from each to the user's pool (`pool`; what it has, up to n).
 */
import { bankToCard, cardToPool } from '../../core/ops';
import { cardName } from '../../core/queries';
import { capacityOf, isVampire } from '../../core/state';
import { selectedCards, selectorRef } from '../../core/params/selector';
import { type PrimDef } from './def';

export const bloodEachPrim: PrimDef<'bloodEach'> = {
  run(s, pr, c, ev) {
    for (const u of selectedCards(s, pr.sel, c)) {
      if (pr.to === 'pool') {
        const k = cardToPool(s, u, c.seat, pr.n);
        if (k > 0)
          ev.push({
            type: 'vtes.bloodDoll',
            params: { seat: c.seat, uid: u, name: cardName(s, u), n: k, dir: 'out' },
            rule: 'vtes-es:1.2',
          });
        continue;
      }
      const k = isVampire(s, u) ? Math.min(pr.n, capacityOf(s, u) - s.cards[u].blood) : pr.n;
      if (k <= 0) continue;
      bankToCard(s, u, k);
      ev.push({ type: 'vtes.addBlood', params: { uid: u, name: cardName(s, u), n: k }, rule: 'vtes-es:1.2' });
    }
  },
  text: (pr) => ({ key: `prim.bloodEach_${pr.to}`, params: { n: pr.n, sel: selectorRef(pr.sel) } }),
  // the user's own cards are a gain; any other Methuselah's gain is not counted
  botValue: (pr) => (pr.sel.whose === 'you' ? pr.n : pr.to === 'it' ? 0.5 * pr.n : 0),
};
