/**
 * Vendetta automatic flow: the task queue (state.queue) run until a decision is pending or the
 * game is over, in the order of the rulebook's phases (1-6) and of the variants' extra steps.
 */
import { relicById } from './cards';
import type { Task, VendettaState } from './state';
import { ask, live, loseBlood, mateOf, order, present, nextTask, R, runFirst, writablePending, type Ev } from './actions';
import { answerClan, answerRelic } from './setup';
import { finish, handPhase, planningStart, roundEnd, roundStart } from './round';
import { bloodStep, ownAssigned, runChallenge } from './planning';
import { afterStep, cardEffect, determine, retreatStep, revealRetreat, revealStep, stepSeat } from './resolution';

/** Runs automatic tasks until a decision is pending or the game is over. */
export function advance(s: VendettaState, ev: Ev): void {
  for (;;) {
    settlePending(s, ev);
    if (s.pending || s.result) return;
    if (allEliminated(s)) {
      finish(s, ev);
      return;
    }
    if (!s.queue.length) return;
    const task = nextTask(s)!;
    runTask(s, task, ev);
  }
}

function allEliminated(s: VendettaState): boolean {
  for (let i = 0; i < s.players.length; i++) if (!s.players[i].eliminated) return false;
  return true;
}

/** Drops eliminated seats from the pending decision; completes a simultaneous one if possible. */
export function settlePending(s: VendettaState, ev: Ev): void {
  if (!s.pending) return;
  // the usual case (every asked seat still in the game) allocates nothing: this runs after every choice
  let allLive = true;
  for (let i = 0; i < s.pending.seats.length && allLive; i++) allLive = live(s, s.pending.seats[i]);
  if (allLive) return;
  const seats = s.pending.seats.filter((x) => live(s, x));
  const pd = writablePending(s);
  pd.seats = seats;
  if (pd.kind === 'retreat') {
    if (seats.every((x) => pd.answers && pd.answers[x] !== undefined)) {
      s.pending = null;
      revealRetreat(s, pd, ev);
    }
    return;
  }
  if (pd.kind === 'keep') {
    if (!seats.length) {
      s.pending = null;
      runFirst(s, { t: 'planningStart' });
    }
    return;
  }
  if (!seats.length) s.pending = null;
}

export function runTask(s: VendettaState, task: Task, ev: Ev): void {
  switch (task.t) {
    case 'clanPick':
      if (s.clanOffer.length === 1) {
        answerClan(s, task.seat, s.clanOffer[0], ev);
      } else ask(s, 'clan', [task.seat]);
      return;
    case 'relicPick':
      if (s.relicOffer.length === 1) answerRelic(s, task.seat, s.relicOffer[0], ev);
      else ask(s, 'relic', [task.seat]);
      return;
    case 'roundStart':
      return roundStart(s, ev);
    case 'hand':
      return handPhase(s, ev);
    case 'planningStart':
      return planningStart(s, ev);
    case 'turn': {
      const p = s.players[task.seat];
      if (!live(s, task.seat)) return;
      s.planning = { seat: task.seat, turn: task.n, turns: task.of };
      if (!p.hand.length) {
        ev.push({ type: 'noCard', params: { seat: task.seat }, rule: R('4') });
        return;
      }
      ask(s, 'turn', [task.seat]);
      return;
    }
    case 'challenge':
      return runChallenge(s, task, ev);
    case 'relicLose': {
      const mate = mateOf(s, task.seat);
      if (task.mate === undefined && mate !== null && live(s, mate)) {
        ask(s, 'mate', [task.seat], { task });
        return;
      }
      for (const o of order(s))
        if (o !== task.seat && !(o === mate && task.mate === false)) loseBlood(s, o, task.n, task.seat, null, ev, R('variant.relics'));
      return;
    }
    case 'turnResume':
      if (live(s, task.seat) && s.players[task.seat].hand.length) ask(s, 'turn', [task.seat]);
      return;
    case 'recallChoice': {
      const opts = ownAssigned(s, task.seat).filter((k) => k !== task.except);
      if (opts.length) ask(s, 'recall', [task.seat], { except: task.except });
      return;
    }
    case 'bloodStep':
      return bloodStep(s, task.seat, task.loc, ev);
    case 'resolutionStart':
      s.phase = 'resolution';
      s.planning = null;
      ev.push({ type: 'phase', params: { phase: 'resolution', round: s.round }, rule: R('5') });
      for (const seat of order(s)) {
        const p = s.players[seat];
        if (p.relic && !p.relicUsed && relicById.get(p.relic)!.effect.when === 'resolutionStart') {
          runFirst(s, { t: 'relicStart', seat });
        }
      }
      return;
    case 'relicStart':
      if (live(s, task.seat) && s.players[task.seat].blood >= 2) ask(s, 'relicStart', [task.seat]);
      return;
    case 'retreat':
      return retreatStep(s, task.loc, ev);
    case 'reveal':
      return revealStep(s, task.loc, ev);
    case 'step': {
      s.resolving = { location: task.loc, step: task.step };
      s.stepDone = [];
      const seats = order(s).filter((x) => present(s, task.loc, x));
      runFirst(s, ...seats.map((seat) => ({ t: 'stepSeat' as const, loc: task.loc, step: task.step, seat })));
      return;
    }
    case 'stepSeat':
      return stepSeat(s, task.loc, task.step, task.seat, ev);
    case 'cardEffect':
      return cardEffect(s, task, ev);
    case 'conflictRelics':
      for (const seat of [...order(s)].reverse()) {
        const p = s.players[seat];
        if (p.relic && !p.relicUsed && relicById.get(p.relic)!.effect.when === 'conflict')
          runFirst(s, { t: 'relicConflict', loc: task.loc, seat });
      }
      return;
    case 'relicConflict':
      if (live(s, task.seat) && !s.players[task.seat].relicUsed && present(s, task.loc, task.seat))
        ask(s, 'relicConflict', [task.seat], { loc: task.loc });
      return;
    case 'determine':
      return determine(s, task.loc, ev);
    case 'after':
      return afterStep(s, task.loc, ev);
    case 'succubus': {
      const b = s.locs[task.loc].pos[task.seat].blood;
      if (live(s, task.seat) && b > 0) ask(s, 'succubus', [task.seat], { loc: task.loc });
      return;
    }
    case 'roundEnd':
      return roundEnd(s, ev);
  }
}
