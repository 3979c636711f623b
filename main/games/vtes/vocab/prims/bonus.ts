/**
 * `bonus { stat, n, for }`: +n (an Amount) stealth, intercept or bleed for the action under way (vtes-es
 * 6.2.2.2), for a Duration: until the action ends (`action`, none), or until the end of the turn (`turn`:
 * the minion, the acting one or for intercept the blocking one, keeps it in its later actions and blocks
 * this turn; core/queries.ts `statBonus` reads `turnFlags.bonusTurn`).
 */
import { setStep, setTurn } from '../../core/ops';
import { cardName } from '../../core/queries';
import { amountGuess, amountOf, amountRef } from '../../core/params/amount';
import type { BonusStat, Prim } from '../../schema/records';
import { actOf, type PrimDef, type TextRef } from './def';

export const bonusPrim: PrimDef<'bonus'> = {
  run(s, pr, c, ev) {
    const a = actOf(s, 'an action bonus');
    // an Amount (vocab/params/amount.ts): a number, or computed for the use ("+1 more if this vampire is Toreador")
    const n = amountOf(s, pr.n, c);
    const set: Partial<Record<BonusStat, number>> = { [pr.stat]: a[pr.stat] + n };
    setStep(s, 'act', set);
    if (pr.for === 'turn') {
      const uid = pr.stat === 'intercept' ? (a.blocker ?? c.minion) : a.actor;
      if (uid !== undefined) setTurn(s, { bonusTurn: [...(s.turnFlags.bonusTurn ?? []), { uid, stat: pr.stat, n }] });
    }
    if (pr.stat === 'stealth')
      ev.push({ type: 'vtes.stealth', params: { card: cardName(s, c.source), stealth: a.stealth }, rule: 'vtes-es:6.2.2.2' });
    else if (pr.stat === 'intercept')
      ev.push({ type: 'vtes.intercept', params: { card: cardName(s, c.source), intercept: a.intercept }, rule: 'vtes-es:6.2.2.2' });
  },
  // a loss reads as one ("the blocking minion gets -1 intercept"); an amount that is not a number in words
  text: (pr) => (pr.for === 'turn' ? { key: 'prim.bonus_turn', params: { b: actionText(pr) } } : actionText(pr)),
  // intercept lost by the blocker is worth as much to the acting side as stealth it gains
  botValue: (pr) => Math.abs(amountGuess(pr.n)),
};

/** The bonus to the action under way in words. */
function actionText(pr: Prim & { p: 'bonus' }): TextRef {
  return typeof pr.n !== 'number'
    ? { key: `prim.bonus_${pr.stat}_amount`, params: { n: amountRef(pr.n) } }
    : pr.n < 0
      ? { key: `prim.bonus_${pr.stat}_minus`, params: { n: -pr.n } }
      : { key: `prim.bonus_${pr.stat}`, params: { n: pr.n } };
}
