/**
 * `notBlockedBy { by }`: the action under way cannot be blocked by the minions a Selector takes
 * (issue 27 item 5, block restrictions; vtes-es 6.2.2.1 "Intentar bloquear"; vtes-pl "Kto może próbować
 * zablokować"): "allies cannot block this action", "this acting minion cannot be blocked by allies".
 * Unlike `noBlock`, which bars the minions its Selector takes as the card is played, the restriction is
 * kept on the action and read whenever a block is offered (`blockRestricted`): a minion the Selector
 * takes at that moment (an ally that entered play later, a vampire woken to block) cannot block either.
 * The Selector's count is always `each`.
 */
import { setStep } from '../../core/ops';
import { cardName } from '../../core/queries';
import type { VtesState } from '../../core/state';
import type { Selector } from '../../schema/schema-params';
import { selectedCards, selectorRef, selectsCard } from '../../core/params/selector';
import { actOf, type PrimDef } from './def';

export const notBlockedByPrim: PrimDef<'notBlockedBy'> = {
  run(s, pr, c, ev) {
    const a = actOf(s, 'a block restriction');
    setStep(s, 'act', { notBlockedBy: [...(a.notBlockedBy ?? []), { by: pr.by, source: c.source }] });
    ev.push({ type: 'vtes.notBlockedBy', params: { name: cardName(s, c.source) }, rule: 'vtes-es:6.2.2.1' });
  },
  // offered only when some minion the Selector takes could be stopped now
  possible: (s, pr, c) => !!s.act && selectedCards(s, pr.by, { ...c, actor: s.act.actor }).length > 0,
  text: (pr) => ({ key: 'prim.notBlockedBy', params: { sel: selectorRef(pr.by) } }),
  botValue: () => 1,
};

/** Whether minion `b` may not block the action under way: a `notBlockedBy` restriction of the action takes it now. */
export function blockRestricted(s: VtesState, b: string): boolean {
  const a = s.act;
  if (!a?.notBlockedBy) return false;
  return a.notBlockedBy.some((r) =>
    selectsCard(s, r.by as Selector, b, { seat: a.seat, source: r.source, minion: a.actor, actor: a.actor }),
  );
}
