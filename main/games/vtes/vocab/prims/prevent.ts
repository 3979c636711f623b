/**
 * `prevent { n, plusX?, nonAgg?, gun? }`: n damage (+X, the blood paid for the card) of the damage the minion
 * is taking is prevented (vtes-es 6.4.6); `nonAgg`: only of its non-aggravated damage; `gun`: up to that much instead
 * when the opposing strike waiting on it is made with a gun (Kevlar Vest), as much of it as that strike dealt.
 */
import { gunDamageOn, preventDamage } from '../prims-combat';
import type { VtesState } from '../../core/state';
import { minionOf, type PrimDef } from './def';

/** The damage prevented: n (+X), or the gun strike's share up to `gun` when larger. */
function amount(s: VtesState, pr: { n: number; plusX?: true; gun?: number }, v: string, x: number): number {
  const n = pr.n + (pr.plusX ? x : 0);
  return pr.gun ? Math.max(n, Math.min(pr.gun, gunDamageOn(s, v))) : n;
}

export const preventPrim: PrimDef<'prevent'> = {
  run: (s, pr, c, ev) => {
    const v = minionOf(c, pr.p);
    preventDamage(s, v, amount(s, pr, v, c.x ?? 0), ev, pr.nonAgg);
  },
  text: (pr) => ({
    key: `prim.prevent${pr.plusX ? '_plusX' : pr.nonAgg ? '_nonAgg' : pr.gun ? '_gun' : ''}`,
    params: { n: pr.n, ...(pr.gun ? { gun: pr.gun } : {}) },
  }),
  botValue: (pr) => pr.n + (pr.plusX ? 1 : 0),
};
