/**
 * The turn and the end of the game (vtes-es 3 "Jugar la partida", 9 "Final de la partida", 9.2
 * "Retirarse de la partida"; vtes-pl "Szczegółowa kolejność tury", "Zakończenie rozgrywki",
 * "Wycofanie się z rozgrywki"): starting a turn, ending a phase, ousting a Methuselah (and the
 * victory points it earns the predator) and the end of the game.
 */
import { expireMarks, unlockBarred } from '../core/marks';
import type { GameResult, SeatId } from '../../../engine/types';
import {
  bankToPool,
  burnCard,
  drawUp,
  markCard,
  markSeat,
  newTurnRecords,
  oust,
  popFrame,
  removeFromGame,
  setEdge,
  setGame,
  setTurn,
  unlock,
} from '../core/ops';
import { emptyFlags, type Ev, handSize, living, preyOf, readyCryptMods, type VtesState } from '../core/state';
import { logRef } from '../core/decision';
import { burnTitleCard, titleRivals } from '../core/titles';
import { cardName, liveMode, readyVampires, toAsh } from '../core/queries';
import { fixHand, inPlayWith, isInfernal } from '../core/steps';
import { endContests } from '../core/contests';
import { cardsInfluenceStart, cardsUnlockStart } from '../cards';
import { endCombat } from './strikes';
import { runMomentTriggers } from '../vocab/triggers';
import { isKind } from '../schema/effect-query';
import { holds } from '../core/params/cond';
import { unlockDue } from '../vocab/prims/unlock-later';

/** The end of the active Methuselah's turn counts for the vampires that committed diablerie ("since your last turn", LSJ 20020429). */
function diablerieTurnEnded(s: VtesState): void {
  for (const x of living(s))
    for (const v of [...s.seats[x].zones.ready, ...s.seats[x].zones.torpor]) {
      const d = s.cards[v].diablerie;
      if (d && !d.ended.includes(s.active)) markCard(s, v, { diablerie: { ended: [...d.ended, s.active] } });
    }
}

export function startTurn(s: VtesState, ev: Ev, first = false): void {
  if (!first) {
    // next living seat clockwise
    setGame(s, { active: preyOf(s, s.active) });
  }
  if (s.maxTurns && s.turn >= s.maxTurns) {
    endGame(s, ev, 'turnLimit');
    return;
  }
  expireMarks(s, 'turn');
  setGame(s, { turn: s.turn + 1, turnsTaken: s.turnsTaken + 1 });
  const active = s.active;
  newTurnRecords(s, { ...emptyFlags(), masterLeft: Math.max(0, 1 - s.seats[active].masterDebt) + (s.seats[active].trifleNext ? 1 : 0) });
  markSeat(s, active, { masterDebt: 0 });
  markSeat(s, active, { trifleNext: undefined });
  setGame(s, { phase: 'unlock' });
  ev.push({ type: 'vtes.turn', params: { seat: active, turn: s.turn }, rule: 'vtes-es:3' });
  // 9.2 withdrawal succeeds at the start of the next unlock phase
  const w = s.seats[active].withdrawing;
  if (w) {
    markSeat(s, active, { withdrawing: undefined });
    if (!w.broken) {
      gainPoint(s, active, ev);
      markSeat(s, active, { withdrawn: true });
      ev.push({ type: 'vtes.withdrawn', params: { seat: active }, rule: 'vtes-es:9.2' });
      leaveGame(s, active, ev);
      if (living(s).length <= 1) return endGame(s, ev, 'lastStanding');
      startTurn(s, ev);
      return;
    }
    ev.push({ type: 'vtes.withdrawFailed', params: { seat: active }, rule: 'vtes-es:9.2' });
  }
  // 4: unlock all the acting Methuselah's cards (11: infernal minions stay locked; their controller may pay)
  for (const z of ['ready', 'torpor', 'play'] as const)
    for (const u of s.seats[active].zones[z]) {
      const c = s.cards[u];
      // On the Qui Vive: an ally that played it does not unlock as normal this time; its limit starts again
      if (c.sinceUnlock) markCard(s, u, { sinceUnlock: undefined });
      if (c.skipUnlock) markCard(s, u, { skipUnlock: undefined });
      // a minion marked "does not unlock" by hand (issue 34, marks.ts) stays locked
      else if (!unlockBarred(s, u) && (z === 'play' || !isInfernal(s, u))) unlock(s, u);
      for (const x of c.attached) unlock(s, x);
    }
  expireMarks(s, 'unlock', active);
  ev.push({ type: 'vtes.unlock', params: { seat: active }, rule: 'vtes-es:4' });
  // 1.6.1.2: cards not to be replaced until this unlock phase are replaced now
  if (s.seats[active].noReplace) {
    markSeat(s, active, { noReplace: 0 });
    drawUp(s, active, ev);
  }
  // 4: the Edge gives 1 pool
  if (s.edge === active) {
    bankToPool(s, active, 1);
    ev.push({ type: 'vtes.edgePool', params: { seat: active }, rule: 'vtes-es:4' });
  }
  // the card modules' steps at the start of the unlock phase (Smiling Jack, Creeping Sabotage)
  cardsUnlockStart(s, ev);
  // the cards that act in each Methuselah's unlock phase (Fame: 1 pool per torpid vampire carrying it)
  runMomentTriggers(s, 'unlockPhase', ev);
  // 4.1 a contested card whose rivals all yielded unlocks face up
  endContests(s, ev);
  // 4.2 contested titles: a contestant left alone gets the title back
  for (const v of readyVampires(s, active))
    if (s.cards[v].contestedTitle && !titleRivals(s, v).length) markCard(s, v, { contestedTitle: false });
  for (const v of s.seats[active].zones.torpor)
    if (s.cards[v].contestedTitle) {
      // torpid contestants must yield (4.2)
      markCard(s, v, { contestedTitle: false });
      markCard(s, v, { noTitle: true });
      ev.push({ type: 'vtes.titleYield', params: { uid: v, name: cardName(s, v) }, rule: 'vtes-es:4.2' });
      burnTitleCard(s, v, ev);
    }
}

/** The phases of a turn in order (3), and the section of the rulebook each phase after the first is in (5-8). */
const PHASE_ORDER = ['unlock', 'master', 'minion', 'influence', 'discard'] as const;
const PHASE_RULES = ['vtes-es:5', 'vtes-es:6', 'vtes-es:7', 'vtes-es:8'] as const;

export function endTurnPhase(s: VtesState, ev: Ev): void {
  const order = PHASE_ORDER;
  const i = order.indexOf(s.phase as (typeof order)[number]);
  if (i < 0) return;
  if (i === order.length - 1) {
    const extra = s.turnFlags.handSizeTurn;
    if (extra?.[s.active]) {
      // the extra hand size ends with the turn: discard down
      const active = s.active;
      const { [active]: _done, ...others } = extra;
      setTurn(s, { handSizeTurn: others });
      fixHand(s, active, ev);
      if (s.pick) {
        setGame(s, { phase: 'discard' });
        setTurn(s, { discards: 0 });
        return;
      }
    }
    // the same for the other Methuselahs whose hand size was larger this turn (Dreams of the Sphinx)
    for (const k of Object.keys(s.turnFlags.handSizeTurn ?? {})) {
      const x = Number(k);
      const { [x]: _done, ...others } = s.turnFlags.handSizeTurn!;
      setTurn(s, { handSizeTurn: others });
      // a smaller hand size this turn ("do not replace until after the current turn": Sonar) is drawn up as it ends
      if (!s.seats[x].ousted && s.seats[x].zones.hand.length < handSize(s, x)) drawUp(s, x, ev);
      if (s.seats[x].ousted || s.seats[x].zones.hand.length <= handSize(s, x)) continue;
      fixHand(s, x, ev);
      if (s.pick) {
        setGame(s, { phase: 'discard' });
        setTurn(s, { discards: 0 });
        return;
      }
    }
    // 3: "at the end of the turn" triggers, after the discard phase
    runMomentTriggers(s, 'endOfTurn', ev);
    unlockDue(s, 'endOfTurn', ev);
    diablerieTurnEnded(s);
    startTurn(s, ev);
    return;
  }
  // 6: "after the end of your minion phase" (a vampire's own text: Tupdog burns)
  if (s.phase === 'minion') runMomentTriggers(s, 'minionPhaseEnd', ev);
  setGame(s, { phase: order[i + 1] });
  ev.push({ type: 'vtes.phase', params: { phase: s.phase, seat: s.active }, rule: PHASE_RULES[i] });
  // 1.6.1.2: cards not to be replaced until this discard phase are replaced as it starts
  if (s.phase === 'discard' && s.seats[s.active].noReplaceDiscard) {
    markSeat(s, s.active, { noReplaceDiscard: 0 });
    drawUp(s, s.active, ev);
  }
  // 5: a ready vampire giving its Methuselah more master phase actions (Anson, Nana Buruku), or only if it is
  // unlocked as the master phase starts (Cybele: its Condition read now)
  const more =
    s.phase === 'master' ? readyCryptMods(s, s.active, 'masterActions', (u, c) => holds(s, c, { seat: s.active, source: u })) : 0;
  if (more) setTurn(s, { masterLeft: s.turnFlags.masterLeft + more });
  // 5: the cards that act as the master phase starts ("during your master phase, this vampire gains 1 blood")
  if (s.phase === 'master') runMomentTriggers(s, 'masterPhase', ev);
  if (s.phase === 'influence') {
    // the card modules' steps at the start of the influence phase (Frontal Assault burns)
    cardsInfluenceStart(s, ev);
    // a new influence phase: the vampires that entered the ready region during the last one are forgotten (Legendary Vampire)
    if (s.seats[s.active].influenced) markSeat(s, s.active, { influenced: undefined });
    // 7: 1, 2 and 3 transfers on the first three turns of the game, then 4
    setTurn(s, { transfers: s.turnsTaken <= 3 ? s.turnsTaken : 4 });
    for (const u of s.seats[s.active].zones.play) {
      const m = liveMode(s, u);
      for (const e of m?.effects ?? []) if (isKind(e, 'transfers')) setTurn(s, { transfers: s.turnFlags.transfers + e.n });
    }
    // a vampire ready as the influence phase starts giving transfers (Ingrid Rossler)
    const extra = readyCryptMods(s, s.active, 'transfers');
    if (extra) setTurn(s, { transfers: s.turnFlags.transfers + extra });
    // all of them lost, as another Methuselah's vampire made this one choose (`poolOrTransfers`: Leandro)
    if (s.seats[s.active].noTransfersNext) {
      markSeat(s, s.active, { noTransfersNext: undefined });
      setTurn(s, { transfers: 0 });
      ev.push({ type: 'vtes.transfersLost', params: { seat: s.active }, rule: 'vtes-es:7' });
    }
  }
  // 8: the cards that act as the discard phase starts (The Coven passes to the predator)
  if (s.phase === 'discard') runMomentTriggers(s, 'discardPhase', ev);
  // 8: "unlock during the next discard phase" (the primitive `unlockLater`)
  if (s.phase === 'discard') unlockDue(s, 'discardPhase', ev);
  // 8: a vampire ready as the discard phase starts giving more discard phase actions (Sreelekha)
  const discards = s.phase === 'discard' ? readyCryptMods(s, s.active, 'discardActions') : 0;
  if (discards) setTurn(s, { discards: s.turnFlags.discards + discards });
}

function leaveGame(s: VtesState, seat: SeatId, ev: Ev): void {
  const zones = ['ready', 'torpor', 'uncontrolled', 'play', 'hand', 'library', 'crypt'] as const;
  // 9.1: the cards it controls on other Methuselahs' cards (a master card on their vampire) leave the game too
  for (const c of Object.values(s.cards))
    if (c.zone === 'attached' && c.controller === seat && s.cards[c.host!].controller !== seat) removeFromGame(s, c.uid);
  // I.1.2: other Methuselahs' cards on the cards leaving the game are burned (to their owners' ash heaps)
  for (const z of zones)
    for (const u of s.seats[seat].zones[z])
      for (const x of [...s.cards[u].attached]) if (s.cards[x].controller !== seat) burnCard(s, x, ev, 'vtes-es:1.1.2');
  // 9.1: every card the ousted Methuselah controls leaves the game
  for (const z of zones) for (const u of [...s.seats[seat].zones[z]]) removeFromGame(s, u);
  for (const u of [...s.limbo]) if (s.cards[u].owner === seat) removeFromGame(s, u);
  if (s.edge === seat) setEdge(s, null);
  ev.push({ type: 'vtes.leave', params: { seat }, rule: 'vtes-es:9.1' });
}

/**
 * 9.1, 9.2: a victory point gained by `seat`, or by the controller of a card in play keeping that Methuselah that takes
 * it instead (`takesPoints`: Life Boon), the card then burned; several such cards take the points one after another
 * (RTR 19951017), and none once its controller is ousted (RTR 20000501). Nothing is read without such a card in the game.
 */
function gainPoint(s: VtesState, seat: SeatId, ev: Ev): void {
  for (const u of inPlayWith(s, 'takesPoints')) {
    const c = s.cards[u];
    const to = c.controller;
    if (to === seat || s.seats[to].ousted || s.seats[to].withdrawn || !(c.seatsKept ?? []).includes(seat)) continue;
    markSeat(s, to, { vp: s.seats[to].vp + 1 });
    ev.push({ type: 'vtes.pointTaken', params: { seat: to, target: seat, card: cardName(s, u) }, rule: 'vtes-es:9.1' });
    burnCard(s, u, ev);
    return;
  }
  markSeat(s, seat, { vp: s.seats[seat].vp + 1 });
}

export function checkOusting(s: VtesState, ev: Ev): void {
  // nobody alive is out of pool (the usual case: settle asks after every step)
  let none = true;
  for (let x = 0; x < s.n && none; x++) if (!s.seats[x].ousted && !s.seats[x].withdrawn && s.seats[x].pool <= 0) none = false;
  if (none) return;
  const before = living(s);
  const out = before.filter((x) => s.seats[x].pool <= 0);
  if (!out.length) return;
  // predators computed among the Methuselahs alive before this ousting
  for (const x of out) {
    const idx = before.indexOf(x);
    const pred = before[(idx - 1 + before.length) % before.length];
    oust(s, x);
    ev.push({ type: 'vtes.ousted', params: { seat: x }, rule: 'vtes-es:9.1' });
    if (pred !== x) {
      gainPoint(s, pred, ev);
      if (!out.includes(pred)) {
        bankToPool(s, pred, 6);
        ev.push({ type: 'vtes.preyOusted', params: { seat: pred, pool: 6 }, rule: 'vtes-es:9.1' });
      } else ev.push({ type: 'vtes.preyOusted', params: { seat: pred, pool: 0 }, rule: 'vtes-es:9.1' });
    }
  }
  for (const x of out) leaveGame(s, x, ev);
  const alive = living(s);
  if (alive.length <= 1) {
    endGame(s, ev, 'lastStanding');
    return;
  }
  // clean what referred to the ousted seats
  if (out.includes(s.active)) {
    popFrame(s, 'act');
    popFrame(s, 'combat');
    popFrame(s, 'ref');
    popFrame(s, 'pick');
    // the cards the others played in that action or combat, still aside (a combat card lasting the
    // combat), end with it: to their owners' ash heaps (1.6.1.1; the ousted one's left the game above)
    for (const u of [...s.limbo]) toAsh(s, u);
    setGame(s, { huntPending: null, phase: 'discard' });
    startTurn(s, ev);
    return;
  }
  if (s.pick && out.includes(s.pick.seat)) popFrame(s, 'pick');
  if (s.combat && (s.cards[s.combat.a].zone !== 'ready' || s.cards[s.combat.b].zone !== 'ready')) endCombat(s, ev);
}

function endGame(s: VtesState, ev: Ev, why: 'lastStanding' | 'turnLimit'): void {
  const alive = living(s);
  if (why === 'lastStanding' && alive.length === 1) {
    gainPoint(s, alive[0], ev);
    ev.push({ type: 'vtes.lastStanding', params: { seat: alive[0] }, rule: 'vtes-es:9.1' });
  }
  setGame(s, { phase: 'over' });
  popFrame(s, 'act');
  popFrame(s, 'combat');
  popFrame(s, 'ref');
  popFrame(s, 'pick');
  const scores = s.seats.map((x) => x.vp);
  const distinct = [...new Set(scores)].sort((a, b) => b - a);
  const ranking = distinct.map((v) => scores.map((x, i) => (x === v ? i : -1)).filter((i) => i >= 0));
  const res: GameResult = { ranking, scores };
  if (ranking[0].length > 1) res.reason = logRef(s.edition === 'vekn-current' ? 'result.tieNoWinner' : 'result.tieShared');
  if (why === 'turnLimit') res.reason = logRef('result.turnLimit');
  setGame(s, { result: res });
  ev.push({ type: 'vtes.over', params: { scores, why }, rule: 'vtes-es:9.1' });
}
