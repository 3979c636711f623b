/**
 * A vampire's own ability cancelling a card as it is played (vtes-es 1.6.1.1; the effect `cancelOwn`: Watenda,
 * Asguresh): offered beside the cards in play burned to cancel (rules/cancel.ts), paid in the vampire's blood as the
 * cancel resolves, limited to once each combat or each action the vampire performs. Read only when some card of the
 * game has such an ability (core/defs-index.ts `kinds`), and then only from the ready minions of the Methuselah asked.
 */
import type { SeatId } from '../../../engine/types';
import { CANCEL_OPTIONS as ids } from '../../../common/vtes-options';
import { isKind } from '../schema/effect-query';
import type { Effect } from '../schema/effects';
import { burnBlood, setStep } from '../core/ops';
import { type CancelLink, defOf, type Ev, type VtesState } from '../core/state';
import { opt, type Opt } from '../core/decision';
import { blood, cancelFits, cancelTop, cardName } from '../core/queries';
import { defsOf } from '../core/card-tables';
import { markUsed } from './combat';

type CancelOwn = Extract<Effect, { e: 'cancelOwn' }>;

/** The key of the ability's use in the combat's or the action's record (one per vampire: its text has one such ability). */
const USED = 'own:cancel';

/** The blood the vampire burns to cancel the card answered now: its printed amount, or what that card cost its player. */
function priceOf(s: VtesState, e: CancelOwn): number {
  if (e.paid !== 'played') return e.cancel.blood ?? 0;
  const w = s.cancelWin!;
  // the card played (the base): what its player paid, cost modifiers counted, pool paid as blood (LSJ 20091124, LSJ 20071015-2)
  if (!w.chain?.length) return (w.pay?.blood ?? 0) + (w.pay?.pool ?? 0);
  const d = defsOf(s)[s.cards[cancelTop(s).card]?.cid ?? ''];
  return (typeof d?.blood === 'number' ? d.blood : 0) + (typeof d?.pool === 'number' ? d.pool : 0);
}

/** Whether the ability's limit and its Condition on the vampire's own action leave it usable now. */
function usable(s: VtesState, e: CancelOwn, r: string): boolean {
  if (e.acting && s.act?.actor !== r) return false;
  if (e.calling && s.ref?.caller !== r) return false;
  if (e.once === 'combat') return !!s.combat && !(s.combat.usedCombat[r] ?? []).includes(USED);
  if (e.once === 'action') return !!s.act && !(s.act.used[r] ?? []).includes(USED);
  return true;
}

/** The vampire's own cancelling ability that fits the card answered now, with its price, if it can be paid. */
function fitting(s: VtesState, r: string, seat: SeatId): { e: CancelOwn; price: number } | undefined {
  for (const m of defOf(s, r).modes)
    for (const e of m.effects) {
      if (!isKind(e, 'cancelOwn') || !usable(s, e, r) || !cancelFits(s, e.cancel, r, seat)) continue;
      const price = priceOf(s, e);
      if (blood(s, r) >= price) return { e, price };
    }
  return undefined;
}

/** The option of minion `r`'s own ability cancelling the card answered (the `cancelp` option naming the vampire itself). */
export function ownCancels(s: VtesState, r: string, seat: SeatId, o: Opt[], target: () => string): void {
  const f = fitting(s, r, seat);
  if (!f) return;
  o.push(
    opt(
      ids.encode('cancelp', { card: r, minion: r }),
      'cancelOwnAbility',
      { name: cardName(s, r), target: target(), n: f.price },
      { card: r, uid: r },
    ),
  );
}

/** The record of the ability used: answered by nobody (every seat counts as asked), its price kept for the resolution. */
export function ownLink(s: VtesState, y: SeatId, r: string): CancelLink {
  const f = fitting(s, r, y);
  const noCost = !!f?.e.cancel.noCost;
  return {
    seat: y,
    card: r,
    mode: 0,
    kind: 'minion',
    by: r,
    what: [],
    disc: [],
    noCost,
    asked: s.seats.map((_, i) => i),
    inPlay: true,
    own: { price: f?.price ?? 0 },
  };
}

/** The ability resolves: the vampire burns its price, its use is recorded for the combat or the action. */
export function payOwn(s: VtesState, link: Readonly<Pick<CancelLink, 'card' | 'seat' | 'own'>>, ev: Ev): void {
  const r = link.card;
  if (s.cards[r]?.zone !== 'ready') return;
  const n = burnBlood(s, r, Math.min(link.own!.price, s.cards[r].blood));
  ev.push({ type: 'vtes.pay', params: { seat: link.seat, blood: n, pool: 0, card: cardName(s, r), uid: r }, rule: 'vtes-es:1.6.1.1' });
  if (s.combat && (s.combat.a === r || s.combat.b === r)) markUsed(s, r, USED);
  if (s.act) setStep(s, 'act', { used: { ...s.act.used, [r]: [...(s.act.used[r] ?? []), USED] } });
}
