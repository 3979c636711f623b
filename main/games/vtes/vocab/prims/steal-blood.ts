/**
 * `stealBlood { n, from: 'target', upTo? }`: the minion of the use steals n blood or life from the card the
 * action targets (vtes-es 6.1, 6.4.5: what it has up to n; kept up to the thief's capacity, 1.2; an ally left
 * with no life is burned, 6.4.6). Possible only while the target is a minion in play with blood or life.
 */
import { stealBlood } from '../../core/steal-blood';
import { type PrimDef, minionOf, whoUid } from './def';

export const stealBloodPrim: PrimDef<'stealBlood'> = {
  run(s, pr, c, ev) {
    stealBlood(s, whoUid(c, pr.from), minionOf(c, 'stealBlood'), pr.n, ev, 'vtes-es:6.4.5');
  },
  possible(s, pr, c) {
    const t = c.targetCard === undefined ? undefined : s.cards[c.targetCard];
    return !!t && (t.zone === 'ready' || t.zone === 'torpor') && t.blood > 0;
  },
  text: (pr) => ({ key: `prim.stealBlood${pr.upTo ? '_upTo' : ''}`, params: { n: pr.n } }),
  // the blood moves from the other side to the user's minion: twice its amount
  botValue: (pr) => 2 * pr.n,
};
