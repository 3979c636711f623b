/** `bonus { stat, n }`: +n stealth, intercept or bleed for the action under way, until it ends (vtes-es 6.2.2.2). */
import { setStep } from '../../ops';
import { cardName } from '../../queries';
import type { BonusStat } from '../records';
import { actOf, type PrimDef, schemaOf } from './def';

export const bonusPrim: PrimDef<'bonus'> = {
  schema: schemaOf('bonus'),
  run(s, pr, c, ev) {
    const a = actOf(s, 'an action bonus');
    const set: Partial<Record<BonusStat, number>> = { [pr.stat]: a[pr.stat] + pr.n };
    setStep(s, 'act', set);
    if (pr.stat === 'stealth')
      ev.push({ type: 'vtes.stealth', params: { card: cardName(s, c.source), stealth: a.stealth }, rule: 'vtes-es:6.2.2.2' });
    else if (pr.stat === 'intercept')
      ev.push({ type: 'vtes.intercept', params: { card: cardName(s, c.source), intercept: a.intercept }, rule: 'vtes-es:6.2.2.2' });
  },
  text: (pr) => ({ key: `prim.bonus_${pr.stat}`, params: { n: pr.n } }),
  botValue: (pr) => pr.n,
};
