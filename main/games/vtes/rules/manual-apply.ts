/**
 * Applying the manual operations (vtes-es 1.4 "La regla de oro de las cartas"; vtes-pl
 * "Wzorce sformułowań"; issue 34 §1): logged, undoable changes for card text the engine does not
 * run (the options are offered by manual.ts, their follow-up picks by manual-picks.ts). Every
 * operation logs one `vtes.manualAs.<op>` line naming what it did.
 */
import type { SeatId } from '../../../engine/types';
import { RngCursor } from '../../../engine/rng';
import { MANUAL_OPTIONS, PICK_OPTIONS, pickValue } from '../../../common/vtes-options';
import {
  bankToCard,
  bankToPool,
  bloodLost,
  capOverflow,
  burnCard,
  burnPool,
  cardToBank,
  cardToPool,
  lock,
  markCard,
  moveTo,
  poolToCard,
  popFrame,
  setEdge,
  setGame,
  setStep,
  outOfLife,
  shuffleZone,
  unlock,
} from '../core/ops';
import { defOf, type Ev, isAlly, isMinion, isVampire, type VtesState } from '../core/state';
import { manualTargets } from '../core/manual';
import { cardName, isRedList, liveMode } from '../core/queries';
import { CONTROLLER, modSum } from '../schema/modifiers';
import { redListBurned } from '../core/redlist';
import { fixHand, setPick } from '../core/steps';
import type { ManualDraft } from '../schema/manual-data';
import { markWords, nextPick } from './manual-picks';
import { addMark, type Mark, type MarkKind, type MarkUntil, removeMark } from '../core/marks';
import { attachByHand, detachByHand, moveByHand } from './manual-moves';

/** Every follow-up pick of an operation can be left: back to the list of operations. */
const BACK = { id: PICK_OPTIONS.encode('back', {}), label: 'back', params: { label: {} } };

/** The one-unit operations kept as they always were: one pick (card or Methuselah), then applied. */
const ONE_PICK = new Set(['bloodPlus', 'bloodMinus', 'poolPlus', 'poolMinus', 'lock', 'unlock', 'burnCard', 'draw']);

export function handleManual(s: VtesState, id: string, ev: Ev): void {
  const o = MANUAL_OPTIONS.decode(id);
  if (!o || (o.kind !== 'op' && o.kind !== 'ctx' && o.kind !== 'done')) throw new Error(`vtes: manual option ${id}`);
  if (o.kind === 'done') {
    popFrame(s, 'manualSeat');
    setGame(s, { manualLeft: 0 });
    return;
  }
  const op = o.op;
  if (o.kind === 'ctx') {
    setGame(s, { manualLeft: s.manualLeft - 1 });
    const action = s.act;
    if (op === 'stealthPlus' && action) setStep(s, 'act', { stealth: action.stealth + 1 });
    if (op === 'interceptPlus' && action) setStep(s, 'act', { intercept: action.intercept + 1 });
    if (op === 'bleedPlus' && action) setStep(s, 'act', { bleed: action.bleed + 1 });
    if (op === 'bleedMinus' && action) setStep(s, 'act', { bleed: Math.max(0, action.bleed - 1) });
    if (op === 'votesFor' && s.ref) setStep(s, 'ref', { yes: s.ref.yes + 1 });
    if (op === 'votesAgainst' && s.ref) setStep(s, 'ref', { no: s.ref.no + 1 });
    if (op === 'endCombat' && s.combat) setStep(s, 'combat', { ended: true });
    if (action && action.blocker && (op === 'stealthPlus' || op === 'interceptPlus')) rejudgeBlock(s);
    logManual(s, op, {}, ev);
    return;
  }
  setGame(s, { manualLeft: s.manualLeft - 1 });
  const seat = s.manualSeat ?? s.active;
  // operations that need no card or Methuselah first
  if (op === 'random' || op === 'shuffle') return advance(s, seat, { op }, ev);
  const targets = manualTargets(s, op);
  if (op === 'edge') targets.push({ id: MANUAL_OPTIONS.encode('nobody', {}), label: 'nobody', params: { label: {} } });
  if (!targets.length) return;
  setPick(s, seat, 'manualTarget', [...targets, BACK], { then: 'manualTarget', data: { op } });
}

/** A pick of a manual operation answered: the draft takes the answer, then asks what it still lacks or is applied. */
export function manualPick(s: VtesState, draft: ManualDraft, id: string, ev: Ev): void {
  const seat = s.manualSeat ?? s.active;
  const p = PICK_OPTIONS.decode(id);
  // back to the list of operations: nothing changed
  if (p?.kind === 'back') return;
  const d: ManualDraft = { ...draft, ...answered(s, seat, draft, id) };
  if (ONE_PICK.has(d.op)) return manualApply(s, d.op, d.card ?? String(d.seat), ev);
  advance(s, seat, d, ev);
}

/** What a pick's answer adds to the draft: a card (or, for attach, the host), a Methuselah, an amount, a region... */
function answered(s: VtesState, seat: SeatId, draft: ManualDraft, id: string): Partial<ManualDraft> {
  const p = PICK_OPTIONS.decode(id);
  const m = MANUAL_OPTIONS.decode(id);
  if (p?.kind === 'c') return draft.op === 'attach' && draft.card ? { host: pickValue(p) } : { card: pickValue(p) };
  if (p?.kind === 's') return { seat: Number(pickValue(p)) };
  switch (m?.kind) {
    case 'amt':
      return { n: Number(m.n) };
    case 'nth':
      return { n: Number(m.i) };
    case 'zone':
      return { zone: m.zone };
    case 'mark':
      return { mark: m.mark };
    case 'label':
      return { label: m.label };
    case 'until':
      return m.src ? { until: m.until, src: m.src } : { until: m.until };
    case 'nobody':
      return { seat: -1 };
    case 'top':
      return { card: s.seats[seat].zones[m.zone as 'library' | 'crypt'][0] };
  }
  throw new Error(`vtes: manual pick ${id}`);
}

function advance(s: VtesState, seat: SeatId, d: ManualDraft, ev: Ev): void {
  const next = nextPick(s, seat, d);
  if (next) {
    if (next[1].length) setPick(s, seat, next[0], [...next[1], BACK], { then: 'manualTarget', data: d });
    return;
  }
  applyDraft(s, seat, d, ev);
}

/** Applies a complete draft and logs it. */
function applyDraft(s: VtesState, seat: SeatId, d: ManualDraft, ev: Ev): void {
  const u = d.card;
  const n = d.n ?? 0;
  const name = u ? cardName(s, u) : '';
  switch (d.op) {
    case 'bloodAmount':
      if (n > 0) bankToCard(s, u!, n);
      else bloodOff(s, u!, -n, ev);
      capOverflow(s, u!);
      return logManual(s, n > 0 ? 'bloodAdd' : 'bloodRemove', { name, n: Math.abs(n) }, ev);
    case 'poolAmount':
      if (n > 0) bankToPool(s, d.seat!, n);
      else burnPool(s, d.seat!, -n);
      return logManual(s, n > 0 ? 'poolAdd' : 'poolRemove', { to: d.seat!, n: Math.abs(n) }, ev);
    case 'transfer':
      if (n > 0) poolToCard(s, seat, u!, n);
      else cardToPool(s, u!, seat, -n);
      capOverflow(s, u!);
      return logManual(s, n > 0 ? 'transferIn' : 'transferOut', { name, n: Math.abs(n) }, ev);
    case 'capacity':
      markCard(s, u!, { capBonus: s.cards[u!].capBonus + n });
      capOverflow(s, u!);
      return logManual(s, n > 0 ? 'capacityAdd' : 'capacityRemove', { name, n: Math.abs(n) }, ev);
    case 'drawMany':
      for (let i = 0; i < n; i++) drawOne(s, d.seat!, ev);
      return logManual(s, d.op, { to: d.seat!, n }, ev);
    case 'random': {
      const cur = new RngCursor(s.rng);
      const roll = cur.int(n) + 1;
      setGame(s, { rng: cur.state });
      return logManual(s, d.op, { n, roll }, ev, true);
    }
    case 'shuffle':
      shuffleZone(s, seat, d.zone as 'library' | 'crypt');
      return logManual(s, d.zone === 'crypt' ? 'shuffleCrypt' : 'shuffleLibrary', {}, ev, true);
    case 'edge':
      setEdge(s, d.seat! >= 0 ? d.seat! : null);
      return logManual(s, d.seat! >= 0 ? 'edge' : 'edgeNobody', d.seat! >= 0 ? { to: d.seat! } : {}, ev);
    case 'discard': {
      const owner = s.cards[u!].owner;
      moveTo(s, u!, 'ash', owner);
      return logManual(s, d.op, { name }, ev, true);
    }
    case 'show':
      // the card's name only for the two Methuselahs; the others read that a card was shown
      ev.push({ type: 'vtes.manualAs.showSelf', params: { seat, to: d.seat!, name }, visibleTo: [seat, d.seat!], rule: 'vtes-es:1.4' });
      return logManual(s, d.op, { to: d.seat! }, ev);
    case 'move': {
      const hidden = s.cards[u!].zone === 'library' || s.cards[u!].zone === 'crypt' || s.cards[u!].zone === 'hand';
      moveByHand(s, u!, d.zone!, seat, ev);
      const shown = !(hidden && (d.zone === 'hand' || d.zone!.startsWith('library') || d.zone === 'crypt'));
      // a card seen in play or in an ash heap stays known where it goes (its id is named: the log already named it)
      const seen = shown || !hidden;
      return logManual(
        s,
        shown ? 'move' : 'moveHidden',
        { name: shown ? name : '', ...(seen ? { uid: u! } : {}), zone: { key: `log-vtes:manualTo.${d.zone}` } },
        ev,
        shown,
      );
    }
    case 'attach':
      attachByHand(s, u!, d.host!);
      return logManual(s, d.op, { name, host: cardName(s, d.host!) }, ev, true);
    case 'order': {
      const c = s.cards[u!];
      moveTo(s, u!, c.zone, c.zoneSeat, true);
      return logManual(s, d.op, { name }, ev);
    }
    case 'detach': {
      const host = s.cards[u!].host;
      detachByHand(s, u!);
      return logManual(s, d.op, { name, host: host ? cardName(s, host) : '' }, ev);
    }
    case 'label': {
      const shown = d.label === 'none' ? s.cards[u!].label : d.label;
      markCard(s, u!, { label: d.label === 'none' ? undefined : d.label });
      return logManual(s, d.label === 'none' ? 'unlabel' : d.op, { name, label: { key: `log-vtes:opt.label.${shown}` } }, ev);
    }
    case 'mark': {
      const m: Mark = {
        k: d.mark as MarkKind,
        until: d.until as MarkUntil,
        ...(d.n !== undefined ? { n: d.n } : {}),
        ...(d.seat !== undefined ? { seat: d.seat } : {}),
        ...(d.src ? { src: d.src } : {}),
      };
      addMark(s, u!, m);
      statNow(s, u!, m, 1);
      return logManual(s, d.op, { name, ...markWords(s, m) }, ev);
    }
    case 'unmark': {
      const m = s.cards[u!].marks![n];
      removeMark(s, u!, n);
      statNow(s, u!, m, -1);
      return logManual(s, d.op, { name, ...markWords(s, m) }, ev);
    }
  }
}

/**
 * A stat marker put on (or taken off) a minion in the middle of its action or block: the action's
 * stealth, bleed or the block's intercept change at once (later actions read it from statBonus).
 */
function statNow(s: VtesState, u: string, m: Mark, sign: 1 | -1): void {
  const a = s.act;
  if (!a || m.n === undefined) return;
  const n = m.n * sign;
  if (m.k === 'stealth' && a.actor === u && !a.outcome) setStep(s, 'act', { stealth: Math.max(0, a.stealth + n) });
  else if (m.k === 'bleed' && a.actor === u && !a.outcome) setStep(s, 'act', { bleed: Math.max(0, a.bleed + n) });
  else if (m.k === 'intercept' && a.blocker === u && !a.outcome) setStep(s, 'act', { intercept: Math.max(0, a.intercept + n) });
  else return;
  if (a.blocker && (m.k === 'stealth' || m.k === 'intercept')) rejudgeBlock(s);
}

/** 6.2.2.2: with a block under way, stealth and intercept are compared again (the side that falls behind may answer). */
function rejudgeBlock(s: VtesState): void {
  const a = s.act!;
  if (a.step === 'stealth' || a.step === 'intercept') setStep(s, 'act', { step: a.intercept >= a.stealth ? 'stealth' : 'intercept' });
}

/** Blood or life off a card; an ally or a retainer with no life left burns (9.2). */
function bloodOff(s: VtesState, u: string, n: number, ev: Ev): void {
  bloodLost(s, u, cardToBank(s, u, n));
  if (!isVampire(s, u) && s.cards[u].blood <= 0 && (isAlly(s, u) || defOf(s, u).types.includes('Retainer')))
    outOfLife(s, u, ev, 'vtes-es:1.4');
}

function drawOne(s: VtesState, x: SeatId, ev: Ev): void {
  const lib = s.seats[x].zones.library;
  if (!lib.length) return;
  moveTo(s, lib[0], 'hand', x);
  const drawn = s.seats[x].zones.hand[s.seats[x].zones.hand.length - 1];
  ev.push({ type: 'vtes.drawSelf', params: { seat: x, uid: drawn, cid: s.cards[drawn].cid, name: defOf(s, drawn).name }, visibleTo: [x] });
  ev.push({ type: 'vtes.draw', params: { seat: x, n: 1 }, reveals: true });
}

/** The log line of an operation: `vtes.manualAs.<op>`, by the Methuselah doing it (`reveals`: it showed hidden information or drew on the random generator). */
function logManual(s: VtesState, op: string, params: Record<string, unknown>, ev: Ev, reveals = false): void {
  ev.push({
    type: `vtes.manualAs.${op}`,
    params: { seat: s.manualSeat ?? s.active, ...params } as Ev[number]['params'],
    rule: 'vtes-es:1.4',
    ...(reveals ? { reveals: true } : {}),
  });
}

/** The one-unit operations (one pick: the card or the Methuselah). */
export function manualApply(s: VtesState, op: string, target: string, ev: Ev): void {
  const card = s.cards[target] ? target : null;
  switch (op) {
    case 'bloodPlus':
      bankToCard(s, target, 1);
      capOverflow(s, target);
      break;
    case 'bloodMinus':
      bloodOff(s, target, 1, ev);
      break;
    case 'poolPlus':
      bankToPool(s, Number(target), 1);
      break;
    case 'poolMinus':
      burnPool(s, Number(target), 1);
      break;
    case 'lock':
      lock(s, target);
      break;
    case 'unlock':
      unlock(s, target);
      break;
    case 'burnCard': {
      // a card giving hand size leaves: the hand shrinks at once (1.6.1.2)
      const hs = modSum(liveMode(s, target)?.effects ?? [], 'handSize', CONTROLLER) !== 0;
      const controller = s.cards[target].controller;
      const red = isRedList(s, target) && isMinion(s, target);
      burnCard(s, target, ev, 'vtes-es:1.1.2');
      // a manual burn of a Red List minion during combat (or a directed action) still earns trophies
      if (red) redListBurned(s, target, ev);
      if (hs) fixHand(s, controller, ev);
      break;
    }
    case 'draw': {
      const x = Number(target);
      if (s.seats[x].zones.library.length) {
        drawOne(s, x, ev);
        fixHand(s, x, ev);
      }
      break;
    }
  }
  logManual(s, op, card ? { name: cardName(s, card) } : { to: Number(target) }, ev);
}
