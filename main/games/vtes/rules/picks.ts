/**
 * The pick frame (issue 11 item 2): a small choice pushed by a step (a target, an amount, a card
 * to take) and its typed continuation (`PickNext` in state.ts), run when it is answered.
 */
import type { Decision, I18nRef } from '../../../engine/types';
import { MINION_OPTIONS, PICK_OPTIONS, pickValue } from '../../../common/vtes-options';
import {
  attach,
  bankToCard,
  bankToPool,
  burnCard,
  cardToCard,
  drawCards,
  drawUp,
  markCard,
  moveTo,
  popFrame,
  setStep,
  setTurn,
  shuffleZone,
  useThisTurn,
} from '../core/ops';
import { defOf, type Ev, type VtesState } from '../core/state';
import { directedByData } from '../schema/modes';
import { dec, logRef } from '../core/decision';
import { cardName, ownerLog } from '../core/queries';
import { announce, setBlockers } from './announce';
import { diablerieBurn, diablerieEquipment } from './diablerie';
import { manualPick } from './manual-apply';
import { masterTargetChosen, targetCancelAnswered } from './master';
import { trophyPlace } from '../core/redlist';
import { blockCombat, continueBlocked, slaveSwap } from './resolution';
import { fixHand } from '../core/steps';
import { cardPick } from '../cards';
import { convictionNamed, convictionTaken, retaliated } from './imbued';
import { unpreventable } from './strikes';
import { defsOf } from '../core/card-tables';
import { cardEffect } from '../schema/effect-query';
import { barFromBlocking } from '../vocab/prims/no-block';
import { ashToLibraryBottom } from '../vocab/prims/ash-to-library';
import { bloodToPool } from '../vocab/prims/blood-to-pool';
import { powerFound } from '../vocab/prims/seek-power';
import { ashRecoverHand, ashRecoverStep } from '../vocab/prims/ash-recover';
import { ashSwapChosen, ashSwapped } from '../vocab/prims/ash-swap';
import { aimCancelAnswer } from './aim';
import { equipChosen, equipSought } from './equip-from-hand';
import { allySought } from './ally-sought';
import { arrangeAnswered } from '../vocab/prims/arrange-top';
import { moveBetweenPair, movedBetween } from '../vocab/prims/move-between';
import { uncontrolledRemoved } from '../vocab/prims/feed-uncontrolled';
import { uncontrolledLooked } from '../vocab/prims/look-uncontrolled';
import { ashToHandTaken } from '../vocab/prims/ash-to-hand';
import { ashToTopTaken } from '../vocab/prims/ash-to-top';
import { bloodAmongPlaced } from '../vocab/prims/blood-among';
import type { Selector } from '../schema/schema-params';
import { redrawKey } from '../core/redraw';
import { drawThenBottom, handToBottom } from '../vocab/prims/draw-then-bottom';
import { lockChosenCard } from '../vocab/prims/lock-chosen';
import { passedOn } from '../vocab/prims/pass-on';
import { unseenChosen } from '../vocab/prims/unseen-by';
import { poolTaken } from '../vocab/prims/pool-to-controller';
import { burnedForPool } from '../vocab/prims/burn-for-pool';
import { bloodOrBurnChosen } from '../vocab/prims/blood-or-burn';
import { poolOrBurnOwnChosen } from '../vocab/prims/pool-or-burn-own';
import { unlockChosenCard } from '../vocab/prims/discard-actions';
import { hurtChosenCard } from '../vocab/prims/hurt-chosen';
import { ashRemovedOrBurned } from '../vocab/prims/ash-remove-or-burn';
import { retainerBurned } from '../vocab/prims/burn-retainer';
import { employChosen, retainerSought } from './employ-from-hand';
import { keepChosen } from '../vocab/kept-choice';
import { locationKept } from '../vocab/prims/keep-locations';
import { edgeBurnedForBlood } from '../vocab/prims/edge-for-blood';
import { movedToReady } from '../vocab/prims/to-ready-for-blood';
import { aggImmuneAnswered } from '../vocab/prims/agg-after-action';
import { corruptStealAnswered } from '../vocab/prims/corrupt';
import { stealthNextChosen } from '../vocab/prims/stealth-next';
import { burnSplit } from '../vocab/prims/burn-pool-or-hand';
import { poolOrTransfersChosen } from '../vocab/prims/pool-or-transfers';
import { circleChosen } from '../vocab/prims/choose-circle';
import { cardSought } from '../vocab/prims/seek-to-hand';
import { redirectBleedTo } from './action';

/** The question of the pick frame: its options, labelled, with the card being played when there is one. */
export function pickDecision(s: VtesState): Decision | null {
  const p = s.pick!;
  const d = dec(
    p.seat,
    p.kind,
    p.kind,
    p.options.map((o) => ({ id: o.id, label: logRef(`opt.${o.label}`, (o.params?.label as I18nRef['params']) ?? {}), params: o.params })),
    undefined,
    // the card being played, when the pick is about one (e.g. a master card's target)
    (p.then === 'masterTarget' || p.then === 'keepChosen') && s.cards[p.data.card] ? { card: cardName(s, p.data.card) } : undefined,
  );
  // a manual operation choosing among the cards of the hand: the answer is the chooser's (its log line says what is public)
  if (d && p.then === 'manualTarget' && p.options.some((o) => s.cards[String(o.params?.uid)]?.zone === 'hand')) d.secret = true;
  // the hand cards put back at the bottom of the library (`drawThenBottom`): the chooser's secret
  if (d && (p.then === 'handToBottom' || p.then === 'ashSwapHand' || p.then === 'arrangeTop' || p.then === 'redraw')) d.secret = true;
  return d;
}

export function handlePick(s: VtesState, id: string, ev: Ev): void {
  const pick = s.pick!;
  popFrame(s, 'pick');
  const o = PICK_OPTIONS.decode(id);
  // a chosen action is a minion phase option, not a pick word
  const named = o ? pickValue(o) : '';
  switch (pick.then) {
    case 'chooseAction':
      if (id === 'back') {
        // a use's action declined: the use is lost (LSJ 20081213-1)
        if (pick.data.via) setTurn(s, { actVia: undefined });
        return;
      }
      return announce(s, MINION_OPTIONS.decode(id) ?? { kind: 'done' }, ev);
    case 'masterTarget':
      return masterTargetChosen(s, pick.data.card, named, ev);
    case 'targetCancel':
      return targetCancelAnswered(s, pick.seat, pick.data, o?.kind === 'k', ev);
    case 'titleTarget': {
      setStep(s, 'act', { titleFor: named });
      setBlockers(s, s.act!);
      return;
    }
    case 'actionTarget': {
      if (o?.kind === 's') {
        setStep(s, 'act', { target: Number(named) });
        // 6.2.1: the target Methuselah is named as the action is announced (the log says which)
        ev.push({ type: 'vtes.actionTargeted', params: { name: cardName(s, s.act!.actor), seat: Number(named) }, rule: 'vtes-es:6.2.1' });
      } else {
        // a card chosen by an undirected action names no target Methuselah (6.2.2)
        const a = s.act!;
        const m = a.card ? defOf(s, a.card).modes[a.mode ?? 0] : undefined;
        setStep(s, 'act', m && !directedByData(m) ? { targetCard: named } : { targetCard: named, target: s.cards[named].controller });
      }
      setBlockers(s, s.act!);
      return;
    }
    case 'bloodToUncontrolled': {
      const n = pick.data.n;
      bankToCard(s, named, n);
      ownerLog(s, pick.seat, named, 'vtes.bloodToUncontrolled', { n }, 'vtes-es:6.1.6', ev);
      return;
    }
    case 'discardFromPrey': {
      const prey = pick.data.prey;
      moveTo(s, named, 'ash', prey);
      ev.push({ type: 'vtes.discard', params: { seat: prey, card: cardName(s, named) }, reveals: true });
      drawUp(s, prey, ev);
      return;
    }
    case 'handBurn': {
      // burned, not discarded (1.1.2): to the ash heap all the same, then the hand is drawn up
      moveTo(s, named, 'ash', pick.seat);
      ev.push({ type: 'vtes.handBurned', params: { seat: pick.seat, card: cardName(s, named) }, rule: 'vtes-es:1.1.2', reveals: true });
      fixHand(s, pick.seat, ev);
      return;
    }
    case 'barrensDiscard':
    case 'discardDown': {
      const owner = s.cards[named].owner;
      moveTo(s, named, 'ash', owner);
      ev.push({ type: 'vtes.discard', params: { seat: owner, card: cardName(s, named) }, reveals: true });
      fixHand(s, owner, ev);
      return;
    }
    case 'manualTarget':
      return manualPick(s, pick.data, id, ev);
    case 'card':
      return cardPick(s, pick, named, id, ev);
    case 'burnTarget':
      burnCard(s, named, ev, 'vtes-es:6.4.5');
      return;
    case 'burnNamed':
      // a master card's "you can burn a card named X (if any)" (Vessel)
      if (id !== 'none') burnCard(s, named, ev, 'vtes-es:1.6.2.6');
      return;
    case 'noBlock':
      barFromBlocking(s, named, ev);
      return;
    case 'lockChosen':
      return lockChosenCard(s, named, pick.data.queued, ev);
    case 'passOn':
      return passedOn(s, pick.data.card, named, ev);
    case 'unseenBy':
      return unseenChosen(s, pick.data.actor, named, ev);
    case 'poolToController':
      return poolTaken(s, o?.kind === 'goOn', pick.data, ev);
    case 'burnForPool':
      return burnedForPool(s, pick.seat, o?.kind === 'goOn', pick.data, ev);
    case 'bloodOrBurn':
      return bloodOrBurnChosen(s, o?.kind === 'goOn', pick.data, ev);
    case 'poolOrBurnOwn':
      return poolOrBurnOwnChosen(s, pick.seat, pick.data, o?.kind === 't' ? named : '', ev);
    case 'unlockChosen':
      return unlockChosenCard(s, named, ev);
    case 'hurtChosen':
      return hurtChosenCard(s, named, pick.data.n, ev);
    case 'ashRemoveOrBurn':
      return ashRemovedOrBurned(s, pick.data.self, named, ev);
    case 'keepChosen':
      return keepChosen(s, pick.data.card, named, ev);
    case 'edgeForBlood':
      return edgeBurnedForBlood(s, pick.seat, o?.kind === 'goOn', pick.data, ev);
    case 'toReadyForBlood':
      return movedToReady(s, pick.seat, o?.kind === 'goOn', pick.data, ev);
    case 'aggImmune':
      return aggImmuneAnswered(s, o?.kind === 'goOn', pick.data, ev);
    case 'corruptSteal':
      return corruptStealAnswered(s, pick.seat, o?.kind === 'goOn', pick.data, ev);
    case 'stealthNext':
      return stealthNextChosen(s, pick.seat, Number(named), pick.data, ev);
    case 'redirectBleed':
      // still a bleed at the Methuselah who chose (vtes-es 6.1.1)
      if (s.act && s.act.target === pick.seat) redirectBleedTo(s, s.act, Number(named), ev);
      return;
    case 'chooseCircle':
      return circleChosen(s, pick.seat, pick.data.card, o?.kind === 'circle' ? o.circle : '', ev);
    case 'keepLocations':
      return locationKept(s, pick.seat, o?.kind === 'k', pick.data, ev);
    case 'burnPoolOrHand':
      // how many cards of the hand, at random; the rest pool (LSJ 20090618)
      return burnSplit(s, pick.seat, pick.data.n, Number(named), ev);
    case 'poolOrTransfers':
      // n pool now, or the next influence phase's transfers (vtes-es 7)
      return poolOrTransfersChosen(s, pick.seat, pick.data.n, Number(named) > 0, ev);
    case 'ashToLibrary':
      ashToLibraryBottom(s, pick.seat, named, ev);
      return;
    case 'uncontrolledBlood': {
      // from a minion of the use (Grooming the Protégé): what it still has, up to n
      const from = pick.data.from;
      const n = from === undefined ? pick.data.n : Math.min(pick.data.n, s.cards[from]?.blood ?? 0);
      if (from === undefined) bankToCard(s, named, n);
      else if (n > 0) cardToCard(s, from, named, n);
      ownerLog(s, pick.seat, named, 'vtes.bloodToUncontrolled', { n }, undefined, ev);
      return;
    }
    case 'uncontrolledRemove':
      return uncontrolledRemoved(s, pick.seat, named, pick.data.n, ev);
    case 'ashToHand':
      return ashToHandTaken(s, pick.seat, named, pick.data, ev);
    case 'ashToTop':
      return ashToTopTaken(s, pick.seat, named, pick.data, ev);
    case 'bloodAmong':
      // the Selector kept in the pick (read-only there)
      return bloodAmongPlaced(
        s,
        pick.seat,
        named,
        { left: pick.data.left, sel: pick.data.sel as Selector, ...(pick.data.fromPool ? { fromPool: true } : {}) },
        ev,
      );
    case 'lookUncontrolled':
      return uncontrolledLooked(s, pick.seat, pick.data.owner, named, ev);
    case 'redraw': {
      // a card just drawn to the bottom of the library, and a new one drawn (core/redraw.ts); none: the use is kept
      const u = o?.kind === 't' ? named : '';
      if (!u || s.cards[u]?.zone !== 'hand' || s.cards[u].zoneSeat !== pick.seat) return;
      useThisTurn(s, 'abilities', redrawKey(pick.data.vampire));
      moveTo(s, u, 'library', pick.seat);
      ev.push({ type: 'vtes.redrawn', params: { name: cardName(s, pick.data.vampire) }, rule: 'vtes-es:1.6.1.2' });
      drawCards(s, pick.seat, 1, ev);
      return;
    }
    case 'diablerieEquipment': {
      const d = pick.data.d;
      const victim = pick.data.victim;
      const moved = pick.data.moved;
      if (id === 'done') return diablerieBurn(s, d, victim, moved, ev);
      attach(s, named, d);
      ev.push({ type: 'vtes.equipTaken', params: { name: cardName(s, d), card: cardName(s, named) }, rule: 'vtes-es:6.5.5' });
      return diablerieEquipment(s, d, victim, moved, ev);
    }
    case 'diablerieDiscipline': {
      if (id === 'none') return;
      const d = pick.data.d;
      const card = o?.kind === 'lib' ? s.seats[pick.seat].zones.library.find((u) => s.cards[u].cid === named)! : named;
      const from = s.cards[card].zone;
      const e = cardEffect(defsOf(s)[s.cards[card].cid], 'discipline')!;
      // aside first (out of its library or hand list), then onto the vampire
      moveTo(s, card, 'limbo', pick.seat);
      attach(s, card, d);
      markCard(s, card, { mode: 0 });
      const t = s.cards[d];
      markCard(s, d, { capBonus: t.capBonus + 1, discBonus: { ...(t.discBonus ?? {}), [e.disc]: (t.discBonus?.[e.disc] ?? 0) + 1 } });
      ev.push({ type: 'vtes.discipline', params: { name: cardName(s, d), disc: e.disc }, rule: 'vtes-es:6.5.5' });
      if (from === 'library') {
        shuffleZone(s, pick.seat, 'library');
        ev.push({ type: 'vtes.shuffle', params: { seat: pick.seat }, reveals: true });
      } else if (from === 'hand') drawUp(s, pick.seat, ev, true);
      return;
    }
    case 'continueUnblocked':
      if (id === 'pass') return setStep(s, 'act', { step: 'after', continueUnblocked: undefined });
      return continueBlocked(s, ev);
    case 'slaveSwap':
      if (id === 'pass') return blockCombat(s, ev);
      return slaveSwap(s, named, ev);
    case 'trophySearch': {
      const v = pick.data.v;
      if (id === 'none') return trophyPlace(s, v, [], false, ev);
      const card = o?.kind === 'lib' ? s.seats[pick.seat].zones.library.find((u) => s.cards[u].cid === named)! : named;
      const from = s.cards[card].zone;
      // aside first (out of its library or hand list), then onto the vampire
      moveTo(s, card, 'limbo', pick.seat);
      attach(s, card, v);
      markCard(s, card, { mode: 0 });
      ev.push({
        type: 'vtes.trophyTaken',
        params: { name: cardName(s, v), card: cardName(s, card), zone: logRef(`zone.${from}`) },
        rule: 'vtes-es:11',
        reveals: true,
      });
      if (from === 'library') {
        shuffleZone(s, pick.seat, 'library');
        ev.push({ type: 'vtes.shuffle', params: { seat: pick.seat }, reveals: true });
      } else if (from === 'hand') drawUp(s, pick.seat, ev);
      return trophyPlace(s, v, [], true, ev);
    }
    case 'trophyPlace': {
      const v = pick.data.v;
      const done = pick.data.done;
      if (id === 'done') return trophyPlace(s, v, [...done, pick.seat], pick.data.placed, ev);
      attach(s, named, v);
      ev.push({
        type: 'vtes.trophyPlaced',
        params: { seat: pick.seat, name: cardName(s, v), card: cardName(s, named) },
        rule: 'vtes-es:1.6.2',
      });
      return trophyPlace(s, v, done, true, ev);
    }
    case 'convictionOnEntry':
      if (id === 'none') return;
      return convictionTaken(s, pick.seat, pick.data.imbued, o?.kind === 'lib' ? { lib: named } : { card: named }, ev);
    case 'seekToHand':
      if (id === 'none' || o?.kind !== 'lib') return;
      return cardSought(s, pick.seat, named, ev);
    case 'seekEquip':
      if (id === 'none') return;
      return equipSought(s, pick.seat, pick.data.minion, named, ev, pick.data);
    case 'seekRetainer':
      if (id === 'none') return;
      return retainerSought(s, pick.seat, pick.data, named, ev);
    case 'arrangeTop':
      return arrangeAnswered(s, pick.seat, pick.data, o?.kind === 't' ? named : '', ev);
    case 'moveBetweenPair':
      return moveBetweenPair(s, pick.seat, named);
    case 'moveBetween':
      if (o?.kind === 'r') return movedBetween(s, pick.seat, pick.data, { blood: named }, ev);
      if (o?.kind === 't') return movedBetween(s, pick.seat, pick.data, { card: named }, ev);
      return;
    case 'seekAlly':
      if (id === 'none') return;
      return allySought(s, pick.seat, pick.data.minion, o?.kind === 'lib' ? { lib: named } : { card: named }, ev);
    case 'seekPower':
      if (id === 'none') return;
      return powerFound(s, pick.seat, pick.data.imbued, o?.kind === 'lib' ? { lib: named } : { card: named }, ev);
    case 'convictionNamed':
      return convictionNamed(s, pick.data.holder, pick.data.n, named);
    case 'imbuedRetaliation':
      return retaliated(s, pick.seat, pick.data, id === 'pass' ? undefined : named, unpreventable, ev);
    case 'bloodToPool':
      return bloodToPool(s, pick.data.card, pick.seat, Number(named), ev);
    case 'ashRecover':
      if (id === 'done') return ashRecoverStep(s, pick.seat, 0, pick.data.chosen, ev, pick.data.discard, pick.data.more);
      return ashRecoverStep(s, pick.seat, pick.data.left - 1, [...pick.data.chosen, named], ev, pick.data.discard, pick.data.more);
    case 'equipFromHand':
      return equipChosen(s, pick.seat, pick.data.minion, named, ev);
    case 'employFromHand':
      return employChosen(s, pick.seat, pick.data.minion, named, ev);
    case 'burnRetainer':
      return retainerBurned(s, named, ev);
    case 'aimCancel':
      return aimCancelAnswer(s, pick.seat, pick.data, id === 'pass' ? undefined : named, ev);
    case 'ashRecoverHand':
      return ashRecoverHand(s, pick.seat, named, pick.data.chosen, ev, pick.data.discard, pick.data.more);
    case 'drawThenBottom':
      return drawThenBottom(s, pick.seat, Number(named), ev);
    case 'ashSwap':
      return ashSwapChosen(s, pick.seat, named, !!pick.data.master);
    case 'ashSwapHand':
      return ashSwapped(s, pick.seat, pick.data.ash, named, ev);
    case 'handToBottom':
      return handToBottom(s, pick.seat, named, pick.data.left, ev);
    case 'captivation': {
      const k = Number(named);
      const margin = pick.data.margin;
      bankToPool(s, pick.seat, k);
      bankToCard(s, pick.data.actor, margin - k);
      ev.push({ type: 'vtes.captivation', params: { seat: pick.seat, pool: k, blood: margin - k } });
      return;
    }
  }
}
