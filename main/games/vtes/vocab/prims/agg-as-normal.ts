/**
 * `aggAsNormal { n? }`: up to n (none: all) of the aggravated damage waiting on the minion in the prevention step is
 * treated as normal damage (vtes-es 6.4.6, 6.5: normal damage sends a vampire to torpor instead of burning it; Karsh,
 * Jalan-Aajav, Merrill Molitor). Possible only while aggravated damage is waiting on that minion.
 */
import { setStep } from '../../core/ops';
import { cardName } from '../../core/queries';
import { combatOf, minionOf, plain, type PrimDef } from './def';

export const aggAsNormalPrim: PrimDef<'aggAsNormal'> = {
  run(s, pr, c, ev) {
    const v = minionOf(c, pr.p);
    const combat = combatOf(s, pr.p);
    const dmg = combat.damage[0];
    if (!dmg || dmg.uid !== v || !dmg.agg) return;
    const k = pr.n === undefined ? dmg.agg : Math.min(pr.n, dmg.agg);
    setStep(s, 'combat', { damage: [{ ...dmg, agg: dmg.agg - k, normal: dmg.normal + k }, ...combat.damage.slice(1)] });
    ev.push({ type: 'vtes.aggAsNormal', params: { name: cardName(s, v), n: k }, rule: 'vtes-es:6.4.6' });
  },
  possible: (s, _pr, c) => {
    const dmg = s.combat?.damage[0];
    return c.minion !== undefined && dmg?.uid === c.minion && dmg.agg > 0;
  },
  text: (pr) => (pr.n === undefined ? plain('prim.aggAsNormal_all') : { key: 'prim.aggAsNormal', params: { n: pr.n } }),
  // a vampire kept out of the ash heap: worth much
  botValue: () => 3,
};
