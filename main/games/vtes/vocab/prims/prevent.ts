/**
 * `prevent { n, plusX?, all? }`: n damage (+X, the blood paid for the card) of the damage the minion is
 * taking is prevented (vtes-es 6.4.6); `all`: all the damage of the opposing strike the minion is taking.
 */
import { preventDamage } from '../prims-combat';
import { minionOf, type PrimDef } from './def';

export const preventPrim: PrimDef<'prevent'> = {
  run(s, pr, c, ev) {
    const v = minionOf(c, pr.p);
    const dmg = s.combat?.damage[0];
    const n = pr.all && dmg?.uid === v ? dmg.normal + dmg.agg : pr.n + (pr.plusX ? (c.x ?? 0) : 0);
    preventDamage(s, v, n, ev);
  },
  text: (pr) => ({ key: `prim.prevent${pr.all ? '_all' : pr.plusX ? '_plusX' : ''}`, params: { n: pr.n } }),
  botValue: (pr) => (pr.all ? 3 : pr.n + (pr.plusX ? 1 : 0)),
};
