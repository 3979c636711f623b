/**
 * `prevent { n, plusX?, nonAgg? }`: n damage (+X, the blood paid for the card) of the damage the minion
 * is taking is prevented (vtes-es 6.4.6); `nonAgg`: only of its non-aggravated damage.
 */
import { preventDamage } from '../prims-combat';
import { minionOf, type PrimDef } from './def';

export const preventPrim: PrimDef<'prevent'> = {
  run: (s, pr, c, ev) => preventDamage(s, minionOf(c, pr.p), pr.n + (pr.plusX ? (c.x ?? 0) : 0), ev, pr.nonAgg),
  text: (pr) => ({ key: `prim.prevent${pr.plusX ? '_plusX' : pr.nonAgg ? '_nonAgg' : ''}`, params: { n: pr.n } }),
  botValue: (pr) => pr.n + (pr.plusX ? 1 : 0),
};
