/**
 * Paid intercept during an action (vtes-es 6.2.2.2; the record `paidIntercept` of the action's cards): the uses a
 * minion may make now, its own intercept as it attempts to block or the intercept a blocker loses, and paying one
 * (its minion burns the blood, the action's intercept changes, once this action).
 */
import { ACTION_OPTIONS as ids } from '../../../common/vtes-options';
import { burnBlood, setStep } from '../core/ops';
import { type ActionState, defOf, type Ev, type Step, type VtesState } from '../core/state';
import type { Cond } from '../schema/schema-params';
import { opt, type Opt } from '../core/decision';
import { blood } from '../core/queries';
import { holds } from '../core/params/cond';

/**
 * The paid intercept uses of the action's cards (`paidIntercept`, once this action each) minion `u` can
 * make now: its own intercept as it attempts to block (`sign` 1), or intercept lost by the blocking minion
 * for the acting one (`sign` -1, when the use's Condition holds for that blocker); the blood must be there.
 */
export function paidOptions(s: VtesState, action: Step<ActionState>, u: string, sign: 1 | -1): Opt[] {
  return (action.paid ?? [])
    .filter(
      (p) =>
        p.uid === u &&
        !p.used &&
        Math.sign(p.n) === sign &&
        blood(s, u) >= p.blood &&
        (!p.if || holds(s, p.if as Cond, { seat: s.cards[u].controller, source: p.source, minion: u, actor: action.actor })),
    )
    .map((p) =>
      opt(ids.encode('paid', { card: p.source }), sign > 0 ? 'paidIntercept' : 'paidInterceptLoss', {
        card: defOf(s, p.source).name,
        n: Math.abs(p.n),
        count: p.blood,
      }),
    );
}

/** The paid intercept use of card `card` (`paidIntercept`): its minion burns the blood, the action's intercept changes, once this action. */
export function usePaid(s: VtesState, card: string, ev: Ev): void {
  const action = s.act!;
  const p = (action.paid ?? []).find((x) => x.source === card && !x.used);
  if (!p) throw new Error(`vtes: no paid intercept of ${card}`);
  burnBlood(s, p.uid, p.blood);
  setStep(s, 'act', { intercept: action.intercept + p.n, paid: (action.paid ?? []).map((x) => (x === p ? { ...x, used: true } : x)) });
  ev.push({ type: 'vtes.intercept', params: { card: defOf(s, card).name, intercept: action.intercept + p.n }, rule: 'vtes-es:6.2.2.2' });
}
