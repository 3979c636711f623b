/**
 * `preventPastFirst { agg? }`: for the rest of the combat, once a damage is successfully inflicted on the
 * minion in a round, any further damage inflicted on it in that round is prevented (vtes-es 6.4.6 "prevenir
 * daño"; vtes-pl "Zapobieganie obrażeniom"); aggravated damage only with `agg` (without it, aggravated damage
 * lands and counts as the round's first). Read as each damage of the combat is resolved, after the prevention
 * cards (rules/strikes.ts `applyNextDamage`): what is left of it is what is "successfully inflicted".
 */
import { setStep } from '../../core/ops';
import { lastingSum, stampNow } from '../../core/params/duration';
import { cardName } from '../../core/queries';
import type { Ev, VtesState } from '../../core/state';
import { combatOf, minionOf, type PrimDef } from './def';

export const preventPastFirstPrim: PrimDef<'preventPastFirst'> = {
  run(s, pr, c) {
    const u = minionOf(c, pr.p);
    const combat = combatOf(s, pr.p);
    setStep(s, 'combat', {
      pastFirst: [...(combat.pastFirst ?? []), { uid: u, n: pr.agg ? 2 : 1, for: 'combat', at: stampNow(s, c.seat) }],
    });
  },
  text: (pr) => ({ key: `prim.preventPastFirst${pr.agg ? '_agg' : ''}`, params: {} }),
  botValue: (pr) => (pr.agg ? 3 : 2),
};

/**
 * The damage `d` (after prevention) minion `d.uid` takes in its combat: past the first point of the round the
 * rest is prevented while `preventPastFirst` holds for it (normal damage lands first, blood healing it). Records
 * what landed this round.
 */
export function pastFirstDamage(s: VtesState, d: { uid: string; normal: number; agg: number }, ev: Ev): { normal: number; agg: number } {
  const combat = s.combat;
  if (!combat) return d;
  const key = `${d.uid}:${combat.round}`;
  const before = combat.inflicted?.[key] ?? 0;
  const level = lastingSum(s, combat.pastFirst, d.uid);
  let normal = d.normal;
  let agg = d.agg;
  if (level > 0) {
    // aggravated damage it cannot prevent lands and is the round's first damage
    let room = before > 0 || (level < 2 && agg > 0) ? 0 : 1;
    normal = Math.min(d.normal, room);
    room -= normal;
    if (level >= 2) agg = Math.min(d.agg, room);
    const n = d.normal - normal + d.agg - agg;
    if (n > 0) ev.push({ type: 'vtes.prevent', params: { name: cardName(s, d.uid), n }, rule: 'vtes-es:6.4.6' });
  }
  if (normal + agg > 0) setStep(s, 'combat', { inflicted: { ...(combat.inflicted ?? {}), [key]: before + normal + agg } });
  return { normal, agg };
}
