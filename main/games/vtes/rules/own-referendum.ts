/**
 * A vampire's own political action (vtes-es 6.3 "Acciones políticas", 6.3.1, 6.3.2; vtes-pl "Akcje polityczne"; the
 * offered action's `political`, schema/schema-offers.ts): "can call a referendum to ... as a +1 stealth political
 * action" (Zane, Horatio Ballard, Benjamin Rose, Kahina). The action is offered like any offered action
 * (vocab/offers.ts: one political action each turn, undirected even when it names a card as it is announced); no
 * political action card is played, so the caller gets no card's vote (6.3.3). On success its costs are paid and the
 * referendum is called (politics.ts `startReferendum`); if it passes, the ability's primitives run, the card named as
 * the action was announced being the target (nothing happens if that card no longer fits the ability's Selector).
 */
import type { ActionState, Ev, Step, VtesState } from '../core/state';
import { selectsCard } from '../core/params/selector';
import { offeredAction, payOfferCosts } from '../vocab/offers';
import { runPrims } from '../vocab/primitives';

/** 6.2.3: the political action succeeded: its costs are paid before the referendum is called. */
export function payOwnReferendum(s: VtesState, action: Step<ActionState>, ev: Ev): void {
  const a = offeredAction(s, action.offer!.card, String(action.offer!.n));
  if (a) payOfferCosts(s, action, a, ev);
}

/** 6.3.2: the referendum of a vampire's own political action passed: what the ability says is done. */
export function ownReferendumPassed(s: VtesState, action: Step<ActionState>, ev: Ev): void {
  const { card, n } = action.offer!;
  const a = offeredAction(s, card, String(n));
  if (!a) return;
  const u = action.actor;
  const ctx = { seat: action.seat, source: card, minion: u, actor: u, targetCard: action.targetCard };
  const sel = a.action?.target;
  if (sel && (action.targetCard === undefined || !selectsCard(s, sel, action.targetCard, ctx))) return;
  runPrims(s, a.effects, ctx, ev);
}
