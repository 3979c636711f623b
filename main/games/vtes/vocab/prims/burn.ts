/**
 * `burn { who, capacityTo? }`: a card of the use is burned (vtes-es 1.1.2 "Quemar"); `capacityTo: 'opponentPool'`:
 * first the Methuselah controlling the opposing minion gains pool equal to the burned vampire's capacity (Anathema).
 */
import { bankToPool, burnCard } from '../../core/ops';
import { capacityOf } from '../../core/state';
import { type PrimDef, plain, poolSeat, theirs, whoUid } from './def';

export const burnPrim: PrimDef<'burn'> = {
  run: (s, pr, c, ev) => {
    const u = whoUid(c, pr.who);
    if (pr.capacityTo && c.opponent !== undefined && s.cards[c.opponent]) {
      const x = poolSeat(s, c, pr.capacityTo)!;
      const n = capacityOf(s, u);
      if (n > 0) bankToPool(s, x, n);
      ev.push({ type: 'vtes.poolGained', params: { seat: x, n } });
    }
    burnCard(s, u, ev);
  },
  text: (pr) => plain(`prim.burn_${pr.who}${pr.capacityTo ? `_capacityTo_${pr.capacityTo}` : ''}`),
  // burning the card itself is what a one-use card costs; a minion of the use is a real loss
  botValue: (pr) => (theirs(pr.who) ? 5 : pr.who === 'self' ? -0.5 : -5),
};
