/** `bonus { stat, n }`: +n (an Amount) stealth, intercept or bleed for the action under way, until it ends (vtes-es 6.2.2.2). */
import { setStep } from '../../core/ops';
import { cardName } from '../../core/queries';
import { amountGuess, amountOf, amountRef } from '../../core/params/amount';
import type { BonusStat } from '../../schema/records';
import { actOf, type PrimDef } from './def';

export const bonusPrim: PrimDef<'bonus'> = {
  run(s, pr, c, ev) {
    const a = actOf(s, 'an action bonus');
    // an Amount (vocab/params/amount.ts): a number, or computed for the use ("+1 more if this vampire is Toreador")
    const set: Partial<Record<BonusStat, number>> = { [pr.stat]: a[pr.stat] + amountOf(s, pr.n, c) };
    setStep(s, 'act', set);
    if (pr.stat === 'stealth')
      ev.push({ type: 'vtes.stealth', params: { card: cardName(s, c.source), stealth: a.stealth }, rule: 'vtes-es:6.2.2.2' });
    else if (pr.stat === 'intercept')
      ev.push({ type: 'vtes.intercept', params: { card: cardName(s, c.source), intercept: a.intercept }, rule: 'vtes-es:6.2.2.2' });
  },
  // a loss reads as one ("the blocking minion gets -1 intercept"); an amount that is not a number in words
  text: (pr) =>
    typeof pr.n !== 'number'
      ? { key: `prim.bonus_${pr.stat}_amount`, params: { n: amountRef(pr.n) } }
      : pr.n < 0
        ? { key: `prim.bonus_${pr.stat}_minus`, params: { n: -pr.n } }
        : { key: `prim.bonus_${pr.stat}`, params: { n: pr.n } },
  // intercept lost by the blocker is worth as much to the acting side as stealth it gains
  botValue: (pr) => Math.abs(amountGuess(pr.n)),
};
