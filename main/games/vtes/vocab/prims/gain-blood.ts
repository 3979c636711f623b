/** `gainBlood { n: 'opponentLost' }`: the minion gains as much blood as the opposing vampire lost this round (vtes-es 6.4.6). */
import { bankToCard } from '../../core/ops';
import { lifeGainBarred } from '../../core/no-life-gain';
import { cardName, other } from '../../core/queries';
import { combatOf, minionOf, type PrimDef, plain } from './def';

export const gainBloodPrim: PrimDef<'gainBlood'> = {
  run(s, pr, c, ev) {
    const u = minionOf(c, pr.p);
    const combat = combatOf(s, pr.p);
    // an ally that cannot gain life gains none (core/no-life-gain.ts)
    const n = lifeGainBarred(s, u) ? 0 : (combat.lostBlood[other(combat, u)] ?? 0);
    bankToCard(s, u, n);
    ev.push({ type: 'vtes.gainBlood', params: { name: cardName(s, u), n } });
  },
  text: (pr) => plain(`prim.gainBlood_${pr.n}${pr.life ? '_life' : ''}`),
  botValue: () => 1,
};
