/**
 * Cancelling a card "as it is played" (vtes-es 1.6.1.1, 1.6.3.7; vtes-pl "Zagranie karty",
 * "Anuluj kartę"): the window opened when a card is played, who may play a cancelling card in it,
 * the chain of cancels and what happens to the cards cancelled.
 */
import type { Decision, SeatId } from '../../../engine/types';
import type { CardDef, Mode } from '../schema/effects';
import { cancelOf, cancelsAsPlayed, outOfTurnOf } from '../schema/modes';
import { CANCEL_OPTIONS as ids, playedMode } from '../../../common/vtes-options';
import {
  burnBlood,
  burnCard,
  burnPool,
  drawUp,
  lock,
  outOfLife,
  unlock,
  markCard,
  markSeat,
  moveTo,
  popFrame,
  pushFrame,
  setStep,
  setTurn,
  useThisTurn,
} from '../core/ops';
import { type CancelLink, defOf, type Ev, isAlly, type Step, type VtesState } from '../core/state';
import { clone } from '../core/copies';
import { defsIndex } from '../core/defs-index';
import type { FrameStack } from '../core/frames';
import { dec, opt, type Opt } from '../core/decision';
import {
  blood,
  cancelFits,
  cancelTop,
  canPay,
  cardName,
  playedEvents,
  lockedOrWoken,
  payCost,
  playableModes,
  playedWhat,
  readyMinions,
  toAsh,
} from '../core/queries';
import { markUsed } from './combat';
import { asWoken, isCancelMode, markNoReplace, wakeModes } from './reactions';
import { useInAction } from '../core/limits';
import { pollOrder } from '../core/steps';
import { defsOf } from '../core/card-tables';
import { ownCancels, ownLink, payOwn } from './cancel-own';
import { isEffect, isKind, primWhere } from '../schema/effect-query';

/**
 * Who may play a minion card that cancels: a reaction by a ready unlocked (or woken) minion of a
 * Methuselah other than the acting one, during an action (or at any time when the card says so);
 * an action modifier by the acting minion; a combat card by a minion in the combat.
 */
function mayPlayCancel(s: VtesState, m: Mode, r: string, seat: SeatId, cid: string): boolean {
  const c = s.cards[r];
  if (c.zone !== 'ready' || c.controller !== seat) return false;
  const req = cancelOf(m);
  // the cancellation's own costs: blood on top of the printed cost, locking an unlocked minion
  const printed = defsOf(s)[cid]?.blood;
  if (req?.blood && blood(s, r) < req.blood + (typeof printed === 'number' ? printed : 0)) return false;
  if (req?.lockSelf && c.locked) return false;
  const action = s.act;
  switch (m.kind) {
    case 'reaction': {
      if (!lockedOrWoken(s, r)) return false;
      // once per action for each minion: the mode's limit, checked by playableModes before this
      if (action) return action.seat !== seat;
      // the action card played as another Methuselah's action is announced (the action starts with it)
      const pick = cancelTop(s);
      return !!req?.anyTime || (s.phase === 'minion' && pick.seat === s.active && seat !== s.active && pick.what.includes('action'));
    }
    case 'modifier':
      return !!action && action.actor === r && action.seat === seat;
    case 'combat':
      return !!s.combat && (s.combat.a === r || s.combat.b === r);
  }
  return false;
}

/**
 * After `optionId` played a library card from hand, the window opens when another Methuselah may
 * cancel it: the returned state is the one before the play, with the window pending; the option is
 * replayed if nobody cancels (or the cancelling card is itself cancelled).
 */
export function openCancelWindow(before: VtesState, after: VtesState, d: Decision, optionId: string, ev: Ev): VtesState | null {
  // no card of this game cancels a card as it is played (defs-index.ts): the window never opens
  const ix = defsIndex(before);
  if (!ix.outOfTurnAnytime && !ix.cancels) return null;
  const i = ev.findIndex((e) => e.type === 'vtes.play');
  if (i < 0) return null;
  const { seat: player, uid: card } = ev[i].params as { seat: SeatId; uid: string };
  if (!before.cards[card] || before.cards[card].zone !== 'hand') return null;
  // nobody else holds a card that may cancel, no card in play may and no vampire's own ability may (`cancelOptions`
  // would offer nothing to anybody)
  if (!ix.kinds.has('cancelInPlay') && !ix.kinds.has('cancelOwn') && !othersHoldCanceller(before, player)) return null;
  const mi = after.cards[card]?.mode ?? playedMode(optionId, card) ?? 0;
  const { kind, what, disc } = playedWhat(before, card, mi);
  const name = cardName(before, card);
  const payEv = ev.slice(i + 1).find((e) => e.type === 'vtes.pay' && e.params?.card === name && e.params?.seat === player);
  const pay = payEv
    ? { uid: payEv.params!.uid as string | undefined, blood: Number(payEv.params!.blood ?? 0), pool: Number(payEv.params!.pool ?? 0) }
    : null;
  // the minion playing it
  let by = pay?.uid;
  const A2 = after.act;
  if (!by && A2 && (A2.card === card || A2.mods.includes(card))) by = A2.actor;
  if (!by && after.combat?.played.includes(card) && before.combat) by = before.combat.asker;
  // a reaction: the minion whose once-per-action record grew
  if (!by && A2 && before.act && defsOf(before)[before.cards[card].cid].modes[mi]?.kind === 'reaction')
    for (const [r, l] of Object.entries(A2.used)) if (l.length > (before.act.used[r] ?? []).length) by = r;
  const s = clone(before);
  pushFrame(s, 'cancelWin', {
    player,
    card,
    kind,
    decisionSeat: d.seat,
    option: optionId,
    asked: [],
    pay,
    // a master card the active Methuselah plays in the master phase is a master phase action (a trifle too)
    masterAction: kind === 'master' && player === before.active && before.phase === 'master' && !before.act,
    what,
    disc,
    ...(by ? { by } : {}),
    // the minion an action card aims at (a cancel for cards aimed at a minion: React with Conviction)
    ...(A2?.card === card && A2.targetCard ? { targetCard: A2.targetCard } : {}),
    chain: [],
  });
  return cancelSeat(s) === undefined ? null : s;
}

/**
 * Whether a definition has a mode `cancelOptions` may offer from the hand (an out-of-turn master card cancelling as
 * played, a minion card that cancels). Kept per definition: the cache is keyed by the definition object, which never
 * changes (card-tables.ts), so the value is a function of its key alone.
 */
const CANCELLERS = new WeakMap<CardDef, boolean>();
function mayCancelFromHand(d: CardDef): boolean {
  let v = CANCELLERS.get(d);
  if (v === undefined)
    CANCELLERS.set(d, (v = d.modes.some((m) => (outOfTurnOf(m)?.when === 'none' && cancelsAsPlayed(m)) || isCancelMode(m))));
  return v;
}

/** Whether a Methuselah other than `player` holds a card in hand that may cancel a card as it is played. */
function othersHoldCanceller(s: VtesState, player: SeatId): boolean {
  for (let x = 0; x < s.seats.length; x++) {
    if (x === player) continue;
    for (const h of s.seats[x].zones.hand) if (mayCancelFromHand(defOf(s, h))) return true;
  }
  return false;
}

/**
 * An action card's target chosen as it is announced (6.2.1; the pick `actionTarget`): when a card in play may cancel an
 * action aimed at a minion (`cancelInPlay` with `atBearer`: React with Conviction), the window opens now, on the state
 * before the target was named, for those cards only (the cards played from the hand had their window as it was played).
 */
export function openTargetCancel(before: VtesState, after: VtesState, d: Decision, optionId: string): VtesState | null {
  if (before.pick?.then !== 'actionTarget' || !defsIndex(before).kinds.has('cancelInPlay')) return null;
  const a = before.act;
  const t = after.act?.targetCard;
  if (!a?.card || a.targetCard || !t || after.act?.card !== a.card) return null;
  const mi = a.mode ?? 0;
  const { kind, what, disc } = playedWhat(before, a.card, mi);
  const s = clone(before);
  pushFrame(s, 'cancelWin', {
    player: a.seat,
    card: a.card,
    kind,
    decisionSeat: d.seat,
    option: optionId,
    asked: [],
    pay: null,
    masterAction: false,
    what,
    disc,
    by: a.actor,
    targetCard: t,
    atTarget: true,
    chain: [],
  });
  return cancelSeat(s) === undefined ? null : s;
}

/** Cards `seat` may play now to cancel the card answered in the window, as options. */
function cancelOptions(s: VtesState, seat: SeatId): Opt[] {
  const o: Opt[] = [];
  const pick = cancelTop(s);
  // the card answered, named in every option's label (its name walks the table: worked out once, if an option is offered)
  let named: string | undefined;
  const target = (): string => (named ??= cardName(s, pick.card));
  // an action's target named: only the cards in play aimed at it (openTargetCancel)
  if (s.cancelWin?.atTarget && !s.cancelWin.chain?.length) {
    for (const r of readyMinions(s, seat)) inPlayCancels(s, r, seat, o, target);
    return o;
  }
  const hand = s.seats[seat].zones.hand;
  // out-of-turn master cards (1.6.2.4: the requirement checks the turn and the debt)
  for (const h of hand) {
    const d = defOf(s, h);
    if (!d.modes.some((m) => outOfTurnOf(m)?.when === 'none' && cancelsAsPlayed(m))) continue; // none of its modes would be offered
    for (const mi of playableModes(s, h, null, seat, ['master']))
      if (outOfTurnOf(d.modes[mi])?.when === 'none' && cancelsAsPlayed(d.modes[mi]))
        o.push(opt(ids.encode('cancel', { card: h, mode: mi }), 'cancelWith', { card: d.name, target: target() }, { card: h }));
  }
  // minion cards (reactions, reflexes, combat cards, action modifiers): only a card with a mode that cancels is asked about
  const cancellers = hand.filter((h) => defOf(s, h).modes.some(isCancelMode));
  const kinds = defsIndex(s).kinds;
  const inPlay = kinds.has('cancelInPlay');
  // a vampire's own ability that cancels (`cancelOwn`: Watenda)
  const own = kinds.has('cancelOwn');
  for (const r of readyMinions(s, seat)) {
    for (const h of cancellers) {
      const d = defOf(s, h);
      for (const mi of playableModes(s, h, r, seat, ['reaction', 'modifier', 'combat'])) {
        const m = d.modes[mi];
        if (isCancelMode(m) && mayPlayCancel(s, m, r, seat, d.id))
          o.push(
            opt(
              ids.encode('cancelm', { card: h, mode: mi, minion: r }),
              'cancelWithMinion',
              { card: d.name, name: cardName(s, r), target: target() },
              { card: h, uid: r },
            ),
          );
      }
    }
    // a card on the minion burned to cancel (`cancelInPlay`: React with Conviction on its imbued)
    if (inPlay) inPlayCancels(s, r, seat, o, target);
    if (own) ownCancels(s, r, seat, o, target);
    // a locked minion may first play a wake effect, so as to play a reaction that cancels (glossary
    // "Despertarse"); the label names only the wake card (a chosen label is public)
    const action = s.act;
    if (action && action.seat !== seat)
      for (const [hw, wmi] of wakeModes(s, action, seat, r)) {
        const w = asWoken(s, r);
        const fits = hand.some((h) => {
          if (h === hw) return false;
          const d = defOf(s, h);
          return playableModes(w, h, r, seat, ['reaction']).some(
            (mi) => isCancelMode(d.modes[mi]) && mayPlayCancel(w, d.modes[mi], r, seat, d.id),
          );
        });
        if (fits)
          o.push(
            opt(
              ids.encode('wakecancel', { card: hw, mode: wmi, minion: r }),
              'wakeCancel',
              { wake: defOf(s, hw).name, name: cardName(s, r), target: target() },
              { card: hw, uid: r },
            ),
          );
      }
  }
  return o;
}

/** The cards on minion `r` its Methuselah may burn now to cancel the card answered (`cancelInPlay`), as options. */
function inPlayCancels(s: VtesState, r: string, seat: SeatId, o: Opt[], target: () => string): void {
  for (const a of s.cards[r].attached) {
    const d = defOf(s, a);
    if (!d.modes.some((m) => m.effects.some((e) => isKind(e, 'cancelInPlay') && cancelFits(s, e.cancel, r, seat)))) continue;
    o.push(
      opt(
        ids.encode('cancelp', { card: a, minion: r }),
        'cancelBurnInPlay',
        { card: d.name, name: cardName(s, r), target: target() },
        { card: a, uid: r },
      ),
    );
  }
}

/** The record of a card on minion `r` burned to cancel: answered by nobody (every seat counts as asked). */
function inPlayLink(s: VtesState, y: SeatId, a: string, r: string): CancelLink {
  const e = defOf(s, a)
    .modes.flatMap((m) => m.effects)
    .find((x) => isKind(x, 'cancelInPlay') && cancelFits(s, x.cancel, r, y));
  const noCost = !!(e && isKind(e, 'cancelInPlay') && e.cancel.noCost);
  return { seat: y, card: a, mode: 0, kind: 'minion', by: r, what: [], disc: [], noCost, asked: s.seats.map((_, i) => i), inPlay: true };
}

/**
 * The next Methuselah with a real choice in the window, in the order of 1.6.1.5: the acting (active)
 * Methuselah, the target of a directed action, then the others clockwise from the acting one; never
 * the player of the card answered.
 */
function cancelSeat(s: VtesState): SeatId | undefined {
  const w = s.cancelWin!;
  const pick = cancelTop(s);
  const asked = w.chain?.length ? w.chain[w.chain.length - 1].asked : w.asked;
  const order = pollOrder(s, s.active);
  const rest = order.slice(1);
  const t = s.act?.target;
  const cb = s.combat;
  // in combat the defending Methuselah comes second (1.6.1.5; vtes-pl "Określanie kolejności")
  const defender = cb ? [s.cards[cb.a].controller, s.cards[cb.b].controller].find((x) => x !== s.active) : undefined;
  let second: SeatId[] = [];
  if (defender !== undefined && rest.includes(defender)) second = [defender];
  else if (t !== undefined && t !== s.active && rest.includes(t)) second = [t];
  // vekn-current, an undirected action: the prey, then the predator, then the others
  else if (s.edition === 'vekn-current' && s.act && rest.length > 2) second = [rest[0], rest[rest.length - 1]];
  const seq = [order[0], ...second, ...rest.filter((x) => !second.includes(x))];
  return seq.find((x) => x !== pick.seat && !asked.includes(x) && cancelOptions(s, x).length > 0);
}

export function cancelDecision(s: VtesState): Decision | null {
  const seat = cancelSeat(s);
  if (seat === undefined) return null;
  const pick = cancelTop(s);
  return dec(seat, 'cancelCard', 'cancelCardAny', [...cancelOptions(s, seat), opt(ids.encode('pass', {}), 'noCancel')], 'vtes-es:1.6.1.1', {
    card: cardName(s, pick.card),
  });
}

/** Shows a card played in the window (it stays aside until its own window closes). */
function showPlayed(s: VtesState, h: string, seat: SeatId, mi: number, ev: Ev): void {
  moveTo(s, h, 'limbo', seat);
  markCard(s, h, { mode: mi });
  playedEvents(s, h, seat, ev);
}

/** The answer in the "as it is played" window; `stack` replays the play on the frame below when nobody cancels. */
export function handleCancelWin(s: VtesState, d: Decision, id: string, ev: Ev, stack: FrameStack): void {
  const w = s.cancelWin!;
  const o = ids.decode(id);
  if (!o) throw new Error(`vtes: cancel option ${id}`);
  const pick = cancelTop(s);
  if (o.kind === 'pass') {
    const chain = w.chain ?? [];
    const top = chain[chain.length - 1];
    // the seat passes on the card answered now: the last of the chain, else the card played
    if (top) setStep(s, 'cancelWin', { chain: [...chain.slice(0, -1), { ...top, asked: [...top.asked, d.seat] }] });
    else setStep(s, 'cancelWin', { asked: [...w.asked, d.seat] });
    return advanceCancel(s, ev, stack);
  }
  const y = d.seat;
  let link: CancelLink;
  if (o.kind === 'cancel') {
    // an out-of-turn master card: charged to the next master phase even if it is cancelled (5)
    const h = o.card;
    const mi = Number(o.mode);
    const m = defOf(s, h).modes[mi];
    // 1.6.1.2: "do not replace until ..." is marked before the card leaves the hand (Wash)
    markNoReplace(s, m, y);
    showPlayed(s, h, y, mi, ev);
    markSeat(s, y, { masterDebt: 1 });
    // vtes-pl "Drobnostka": a trifle played out of turn gives its extra master action in the next master phase (steps.ts)
    if (s.edition === 'vekn-current' && m.effects.some(isEffect('trifle'))) markSeat(s, y, { trifleNext: true });
    ev.push({ type: 'vtes.outOfTurn', params: { seat: y, card: cardName(s, h) }, rule: 'vtes-es:1.6.2.4' });
    const r = outOfTurnOf(m);
    link = { seat: y, card: h, mode: mi, kind: 'master', what: ['master'], disc: [], noCost: !!r?.noCost, asked: [] };
  } else if (o.kind === 'wakecancel') {
    // the wake card is a card played: it may be cancelled too; once it resolves, the woken minion's
    // Methuselah is asked again in this window (it may then play the reaction that cancels)
    const { card: hw, mode: wmi, minion: r } = o;
    link = minionLink(s, y, hw, Number(wmi), r, ev);
    link.wake = true;
    ev.push({
      type: 'vtes.wakeToCancel',
      params: { seat: y, card: cardName(s, hw), name: cardName(s, r), target: cardName(s, pick.card) },
      rule: 'vtes-es:1.6.1.1',
    });
    setStep(s, 'cancelWin', { chain: [...(w.chain ?? []), link] });
    return advanceCancel(s, ev, stack);
  } else if (o.kind === 'cancelp') link = o.card === o.minion ? ownLink(s, y, o.minion) : inPlayLink(s, y, o.card, o.minion);
  else link = minionLink(s, y, o.card, Number(o.mode), o.minion, ev);
  ev.push({
    type: link.own ? 'vtes.cancelOwn' : 'vtes.cancelPlay',
    params: { seat: y, [link.own ? 'name' : 'card']: cardName(s, link.card), target: cardName(s, pick.card) },
    rule: 'vtes-es:1.6.1.1',
  });
  setStep(s, 'cancelWin', { chain: [...(w.chain ?? []), link] });
  advanceCancel(s, ev, stack);
}

/** A minion card played in the window by minion `r` (shown, marked as used this action/round). */
function minionLink(s: VtesState, y: SeatId, h: string, mi: number, r: string, ev: Ev): CancelLink {
  const dh = defOf(s, h);
  const m = dh.modes[mi];
  // a reaction or an action modifier: once per action for the minion (its mode's limit)
  useInAction(s, r, dh, m);
  if (s.combat && m.kind === 'combat') markUsed(s, r, dh.id);
  // 1.6.1.2: "do not replace until after combat" is marked before the card leaves the hand (Groundfighting, Disengage)
  markNoReplace(s, m, y);
  showPlayed(s, h, y, mi, ev);
  const pw = playedWhat(s, h, mi);
  const cr = cancelOf(m);
  return { seat: y, card: h, mode: mi, kind: 'minion', by: r, what: pw.what, disc: pw.disc, noCost: !!cr?.noCost, asked: [] };
}

/** The costs a minion card names for cancelling (burn blood, lock this minion), paid as it resolves. */
function cancelExtras(s: VtesState, cancelLink: Step<CancelLink>, ev: Ev): void {
  const u = cancelLink.by;
  if (!u || (s.cards[u]?.zone !== 'ready' && s.cards[u]?.zone !== 'torpor')) return;
  const req = cancelOf(defOf(s, cancelLink.card).modes[cancelLink.mode]);
  if (!req) return;
  if (req.blood) {
    const n = Math.min(req.blood, s.cards[u].blood);
    burnBlood(s, u, n);
    if (isAlly(s, u) && s.cards[u].blood <= 0) outOfLife(s, u, ev, 'vtes-es:1.6.1.3');
    ev.push({
      type: 'vtes.pay',
      params: { seat: cancelLink.seat, blood: n, pool: 0, card: cardName(s, cancelLink.card), uid: u },
      rule: 'vtes-es:1.6.1.3',
    });
  }
  if (req.noMods && s.act) setStep(s, 'act', { noMods: true });
  if (req.lockSelf && s.cards[u].zone === 'ready' && !s.cards[u].locked) {
    lock(s, u);
    ev.push({ type: 'vtes.lock', params: { uid: u, name: cardName(s, u) } });
  }
}

/** Pays a card's printed cost when it is possible (blood by its minion, pool by its Methuselah). */
function payIfPossible(s: VtesState, card: string, by: string | undefined, seat: SeatId, ev: Ev): void {
  const d = defOf(s, card);
  const u = by && (s.cards[by]?.zone === 'ready' || s.cards[by]?.zone === 'torpor') ? by : null;
  if (canPay(s, d, u, seat)) payCost(s, d, u, seat, ev);
}

/**
 * Closes windows nobody answers any more, innermost first: an unanswered card that cancels resolves
 * (its cost is paid, it goes to the ash heap, its player draws) and the card below it is cancelled;
 * a card whose canceller was cancelled is answered again by those who have not passed, then
 * resolves. When the base card is not cancelled, the chosen option is applied as chosen.
 */
function advanceCancel(s: VtesState, ev: Ev, stack: FrameStack): void {
  for (;;) {
    const w = s.cancelWin;
    if (!w || cancelSeat(s) !== undefined) return;
    const chain = w.chain ?? [];
    if (!chain.length) {
      // nobody cancels: the play goes on exactly as chosen
      popFrame(s, 'cancelWin');
      const orig = stack.decide(s);
      if (!orig || orig.seat !== w.decisionSeat || !orig.options.some((o) => o.id === w.option))
        throw new Error('vtes: cancel window lost its decision');
      return stack.handle(s, orig, w.option, ev);
    }
    const cancelLink = chain[chain.length - 1];
    setStep(s, 'cancelWin', { chain: chain.slice(0, -1) });
    if (cancelLink.wake) {
      // a wake card nobody cancelled: the minion wakes; the window below goes on (its Methuselah may
      // now play a reaction that cancels)
      payIfPossible(s, cancelLink.card, cancelLink.by, cancelLink.seat, ev);
      toAsh(s, cancelLink.card);
      if (s.act && cancelLink.by && !s.act.woken.includes(cancelLink.by)) setStep(s, 'act', { woken: [...s.act.woken, cancelLink.by] });
      ev.push({
        type: 'vtes.reaction',
        params: {
          card: cardName(s, cancelLink.card),
          name: cardName(s, cancelLink.by!),
          intercept: s.act?.intercept ?? 0,
          bleed: s.act?.bleed ?? 0,
        },
        rule: 'vtes-es:1.6.3.6',
      });
      drawUp(s, cancelLink.seat, ev, true);
      continue;
    }
    if (cancelLink.own) payOwn(s, cancelLink, ev);
    else if (cancelLink.inPlay) {
      // a card in play burned to cancel: no cost, nothing to replace (1.6.1.2)
      if (s.cards[cancelLink.card]?.zone !== 'ash') burnCard(s, cancelLink.card, ev, 'vtes-es:1.6.1.1');
    } else {
      payIfPossible(s, cancelLink.card, cancelLink.by, cancelLink.seat, ev);
      cancelExtras(s, cancelLink, ev);
      const lm = defOf(s, cancelLink.card).modes[cancelLink.mode];
      if (cancelLink.kind === 'master' && lm?.effects.some(isEffect('inPlay'))) moveTo(s, cancelLink.card, 'play', cancelLink.seat);
      else toAsh(s, cancelLink.card);
      drawUp(s, cancelLink.seat, ev, true);
    }
    if (chain.length > 1) {
      const cancelled = chain[chain.length - 2];
      setStep(s, 'cancelWin', { chain: chain.slice(0, -2) });
      toAsh(s, cancelled.card);
      ev.push({
        type: 'vtes.cancelled',
        params: { seat: cancelLink.seat, card: cardName(s, cancelled.card), by: cardName(s, cancelLink.card) },
        rule: 'vtes-es:1.6.1.1',
      });
      if (!cancelLink.noCost) payIfPossible(s, cancelled.card, cancelled.by, cancelled.seat, ev);
      // an out-of-turn master card cancelled in the chain: its charge stays, the action comes back next master phase (Wash)
      if (cancelled.kind === 'master' && refundsMasterAction(s, cancelLink)) {
        markSeat(s, cancelled.seat, { trifleNext: true });
        ev.push({ type: 'vtes.masterActionBackNext', params: { seat: cancelled.seat }, rule: 'vtes-es:5' });
      }
      drawUp(s, cancelled.seat, ev, true);
      continue;
    }
    popFrame(s, 'cancelWin');
    return cancelBase(s, w, cancelLink, ev);
  }
}

/** The base card is cancelled: shown as played, to the ash heap without effect (1.6.1.1). */
function cancelBase(s: VtesState, w: NonNullable<VtesState['cancelWin']>, cancelLink: Step<CancelLink>, ev: Ev): void {
  const x = w.player;
  const c = w.card;
  if (w.atTarget) return cancelAnnounced(s, w, cancelLink, ev);
  if (s.pick?.then === 'masterTarget' && s.pick.data.card === c) popFrame(s, 'pick');
  // an action card cancelled as the minion's action was chosen: the minion phase asks again (its options have changed)
  if (s.pick?.then === 'chooseAction') popFrame(s, 'pick');
  moveTo(s, c, 'limbo', x);
  ev.push({
    type: 'vtes.play',
    params: { seat: x, uid: c, cid: s.cards[c].cid, name: cardName(s, c) },
    rule: 'vtes-es:1.6.1.1',
    reveals: true,
  });
  toAsh(s, c);
  ev.push({
    type: 'vtes.cancelled',
    params: { seat: cancelLink.seat, card: cardName(s, c), by: cardName(s, cancelLink.card) },
    rule: 'vtes-es:1.6.1.1',
  });
  // "cannot play the same card again this turn" (core/same-action.ts: an action card is the same by its card)
  if (w.by && cancelOf(defOf(s, cancelLink.card).modes[cancelLink.mode])?.noRepeat)
    useThisTurn(s, 'sameBarred', `${w.by}|card:${s.cards[c].cid}`);
  // its cost is paid as the play would have paid it at once (an action card's is not, and its minion
  // does not lock), unless the cancelling card says no cost is paid
  if (w.pay && (w.pay.blood || w.pay.pool) && !cancelLink.noCost) {
    const u = w.pay.uid;
    let blood = 0;
    if (w.pay.blood && u && (s.cards[u].zone === 'ready' || s.cards[u].zone === 'torpor')) {
      blood = Math.min(w.pay.blood, s.cards[u].blood);
      burnBlood(s, u, blood);
      if (isAlly(s, u) && s.cards[u].blood <= 0) outOfLife(s, u, ev, 'vtes-es:1.6.1.3');
    }
    const pool = Math.min(w.pay.pool, s.seats[x].pool);
    if (pool) burnPool(s, x, pool);
    ev.push({ type: 'vtes.pay', params: { seat: x, blood, pool, card: cardName(s, c) }, rule: 'vtes-es:1.6.1.3' });
  }
  // a master phase action or an out-of-turn charge is spent even so (5)
  const outOfTurn = !w.masterAction && w.kind === 'master' && x !== s.active && defOf(s, c).modes.some((m) => !!outOfTurnOf(m));
  if (w.masterAction) setTurn(s, { masterLeft: Math.max(0, s.turnFlags.masterLeft - 1) });
  else if (outOfTurn) markSeat(s, x, { masterDebt: 1 });
  // the cancelling card gives the master phase action back (Wash): at once in the master phase under way,
  // or, for an out-of-turn card, at the start of its player's next master phase (turn.ts reads `trifleNext`)
  if (w.kind === 'master' && refundsMasterAction(s, cancelLink)) {
    if (w.masterAction) setTurn(s, { masterLeft: s.turnFlags.masterLeft + 1 });
    else if (outOfTurn) markSeat(s, x, { trifleNext: true });
    ev.push({ type: outOfTurn ? 'vtes.masterActionBackNext' : 'vtes.masterActionBack', params: { seat: x }, rule: 'vtes-es:5' });
  }
  // drawing to replace comes after the "as it is played" period
  drawUp(s, x, ev, true);
}

/**
 * An action card cancelled as its target is named (openTargetCancel): the action is not taken (1.6.1.1: the card
 * counts as played, its replacement already drawn, no cost paid), its minion does not lock, the minion phase asks again.
 */
function cancelAnnounced(s: VtesState, w: NonNullable<VtesState['cancelWin']>, cancelLink: Step<CancelLink>, ev: Ev): void {
  const a = s.act;
  if (s.pick?.then === 'actionTarget') popFrame(s, 'pick');
  if (a) {
    if (s.cards[a.actor]?.locked && s.cards[a.actor].zone === 'ready') unlock(s, a.actor);
    popFrame(s, 'act');
  }
  toAsh(s, w.card);
  ev.push({
    type: 'vtes.cancelled',
    params: { seat: cancelLink.seat, card: cardName(s, w.card), by: cardName(s, cancelLink.card) },
    rule: 'vtes-es:1.6.1.1',
  });
}

/** Whether the cancelling card's mode gives the cancelled master card's player its master phase action back (`cancel { refund }`). */
function refundsMasterAction(s: VtesState, cancelLink: Step<CancelLink>): boolean {
  const m = defOf(s, cancelLink.card).modes[cancelLink.mode];
  return !!m?.effects.some((e) => isKind(e, 'prims') && e.do.some(primWhere('cancel', (p) => p.refund === 'masterAction')));
}
