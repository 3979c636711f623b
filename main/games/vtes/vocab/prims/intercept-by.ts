/**
 * `interceptBy { n, by }`: during the action under way, the minions a Selector takes get n intercept
 * (vtes-es 6.2.2.2; n < 0: "allies and younger vampires get -1 intercept"). Unlike `bonus` on intercept,
 * which changes the one attempt under way, it is kept on the action (`act.interceptBy`) and read by
 * `actionIntercept` for every block attempt of the action, a later one included; a minion
 * attempting to block as it is played gets it at once. The Selector's count is always `each`.
 */
import { setStep } from '../../core/ops';
import { cardName } from '../../core/queries';
import { selectedCards, selectorRef, selectsCard } from '../../core/params/selector';
import type { VtesState } from '../../core/state';
import type { Selector } from '../../schema/schema-params';
import { actOf, type PrimDef, type TextRef } from './def';

export const interceptByPrim: PrimDef<'interceptBy'> = {
  run(s, pr, c, ev) {
    const a = actOf(s, 'an intercept change');
    setStep(s, 'act', { interceptBy: [...(a.interceptBy ?? []), { by: pr.by, n: pr.n, source: c.source }] });
    const b = a.blocker;
    if (b !== undefined && selectsCard(s, pr.by, b, { seat: a.seat, source: c.source, minion: a.actor, actor: a.actor }))
      setStep(s, 'act', { intercept: s.act!.intercept + pr.n });
    ev.push({ type: 'vtes.intercept', params: { card: cardName(s, c.source), intercept: s.act!.intercept }, rule: 'vtes-es:6.2.2.2' });
  },
  // offered as the action is announced when some minion it takes is there, and while one attempts to block
  // (the stealth step; a block attempt is not required: LSJ 20020612)
  possible: (s, pr, c) => {
    const a = s.act;
    if (!a) return false;
    const ctx = { ...c, seat: a.seat, minion: a.actor, actor: a.actor };
    return a.blocker !== undefined ? selectsCard(s, pr.by, a.blocker, ctx) : selectedCards(s, pr.by, ctx).length > 0;
  },
  // the minion the card is on (role `bearer`: Phased Motion Detector) reads as such
  text: (pr): TextRef =>
    pr.by.role === 'bearer' && pr.n > 0
      ? { key: 'prim.interceptBy_bearer', params: { n: pr.n } }
      : { key: pr.n < 0 ? 'prim.interceptBy_minus' : 'prim.interceptBy', params: { n: Math.abs(pr.n), sel: selectorRef(pr.by) } },
  // intercept the blockers lose is worth as much to the acting side as stealth it gains
  botValue: (pr) => Math.abs(pr.n),
};

/** The intercept minion `b` gets from the action's `interceptBy` records as it attempts to block (on top of core/queries.ts `baseIntercept`). */
export function actionIntercept(s: VtesState, b: string): number {
  const a = s.act;
  if (!a?.interceptBy) return 0;
  const ctx = { seat: a.seat, minion: a.actor, actor: a.actor };
  return a.interceptBy.reduce((n, r) => n + (selectsCard(s, r.by as Selector, b, { ...ctx, source: r.source }) ? r.n : 0), 0);
}
