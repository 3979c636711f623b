/**
 * Applying the manual operations (vtes-es 1.4 "La regla de oro de las cartas"; vtes-pl
 * "Wzorce sformułowań"): logged, undoable changes for card text the engine does not run (the options
 * are offered by manual.ts).
 */
import { MANUAL_OPTIONS } from '../../common/vtes-options';
import { bankToCard, bankToPool, bloodLost, burnCard, burnPool, cardToBank, lock, moveTo, popFrame, setGame, setStep, unlock } from './ops';
import { defOf, type Ev, isAlly, isMinion, isVampire, type VtesState } from './state';
import { manualTargets } from './manual';
import { cardName, isRedList, liveMode } from './queries';
import { CONTROLLER, modSum } from './vocab/modifiers';
import { redListBurned } from './redlist';
import { fixHand, setPick } from './steps';

export function handleManual(s: VtesState, id: string, ev: Ev): void {
  const o = MANUAL_OPTIONS.decode(id);
  if (!o) throw new Error(`vtes: manual option ${id}`);
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
    if (action && action.blocker && (op === 'stealthPlus' || op === 'interceptPlus'))
      setStep(s, 'act', { step: action.intercept >= action.stealth ? 'stealth' : 'intercept' });
    ev.push({ type: 'vtes.manual', params: { seat: s.manualSeat ?? s.active, op, target: '' }, rule: 'vtes-es:1.4' });
    return;
  }
  const targets = manualTargets(s, op);
  setGame(s, { manualLeft: s.manualLeft - 1 });
  if (!targets.length) return;
  setPick(s, s.manualSeat!, 'manualTarget', targets, { then: 'manualTarget', data: { op } });
}

export function manualApply(s: VtesState, op: string, target: string, ev: Ev): void {
  const seat = s.manualSeat ?? s.active;
  switch (op) {
    case 'bloodPlus':
      bankToCard(s, target, 1);
      break;
    case 'bloodMinus':
      bloodLost(s, target, cardToBank(s, target, 1)); // 9.2
      if (!isVampire(s, target) && s.cards[target].blood <= 0 && (isAlly(s, target) || defOf(s, target).types.includes('Retainer')))
        burnCard(s, target, ev);
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
      const lib = s.seats[x].zones.library;
      if (lib.length) {
        moveTo(s, lib[0], 'hand', x);
        const drawn = s.seats[x].zones.hand[s.seats[x].zones.hand.length - 1];
        ev.push({
          type: 'vtes.drawSelf',
          params: { seat: x, uid: drawn, cid: s.cards[drawn].cid, name: defOf(s, drawn).name },
          visibleTo: [x],
        });
        ev.push({ type: 'vtes.draw', params: { seat: x, n: 1 }, reveals: true });
        fixHand(s, x, ev);
      }
      break;
    }
  }
  ev.push({
    type: 'vtes.manual',
    params: { seat, op, target: s.cards[target] ? cardName(s, target) : target },
    rule: 'vtes-es:1.4',
  });
}
