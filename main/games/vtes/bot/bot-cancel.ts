/**
 * The heuristic bot in the "as it is played" window (vtes-es 1.6.1.1; rules/cancel.ts): whether to
 * cancel the card another Methuselah is playing (Sudden Reversal, Wash, a reaction that cancels an
 * action modifier...). It reads the card answered from its view (`cancelling`: public, the card is
 * face up) and weighs it from its data: what it costs its player and whether it stays in play.
 */
import type { Decision } from '../../../engine/types';
import { CANCEL_OPTIONS } from '../../../common/vtes-options';
import { isEffect } from '../schema/effect-query';
import { defOf, isOwn, ofKind, pass, poolCost, type Ctx } from './bot-knowledge';

/** Effects that leave a card in play (a location, a card on a minion, an ally or retainer): worth more than a one-shot. */
const STAYS = ['inPlay', 'onVampire', 'ally', 'retainer', 'titleCard'] as const;

/** A master card worth a cancel card: one that stays in play, or costs its player pool, or one the prey or predator plays that costs 2 or more. */
function masterWorth(c: Ctx, cid: string, seat: number): boolean {
  const d = defOf(cid);
  if (!d) return false;
  const stays = d.modes.some((m) => m.effects.some((e) => STAYS.some((k) => isEffect(k)(e))));
  const near = seat === c.st.prey || seat === c.st.predator;
  return near ? stays || poolCost(cid) >= 1 : poolCost(cid) >= 2;
}

export function chooseCancel(c: Ctx, d: Decision): string {
  const w = c.v.cancelling;
  const cancel = d.options.filter((o) => o !== pass(d) && CANCEL_OPTIONS.decode(o.id)?.kind !== 'pass');
  if (!cancel.length) return pass(d).id;
  // a card of the bot's in play burned to cancel a card aimed at the minion it is on (its data say so: `cancelInPlay`)
  const inPlay = ofKind(d, CANCEL_OPTIONS, 'cancelp')[0];
  if (inPlay) return inPlay.id;
  const first = ofKind(d, CANCEL_OPTIONS, 'cancel')[0] ?? ofKind(d, CANCEL_OPTIONS, 'cancelm')[0] ?? cancel[0];
  // a card aimed at the bot: cancelled whatever it is
  if (c.v.action?.target === c.me && c.v.action.seat !== c.me) return first.id;
  if (!w || w.seat === c.me) return pass(d).id;
  if (w.kind === 'master') return masterWorth(c, w.cid, w.seat) ? first.id : pass(d).id;
  // a minion card in a combat of the bot's minion, or in an action against it
  const combat = c.v.combat;
  if (combat && (isOwn(c.v, combat.a) || isOwn(c.v, combat.b))) return first.id;
  const a = c.v.action;
  if (a && a.seat !== c.me && (a.seat === c.st.predator || (a.blocker !== undefined && isOwn(c.v, a.blocker)))) return first.id;
  return pass(d).id;
}
