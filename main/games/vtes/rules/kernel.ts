/**
 * The kernel of the V:TES rules (issue 11 items 1-2): the frame table (frames.ts) that lists every
 * step once, `decisions` (the pending decision of a state, computed once), `apply` (clone the
 * state, hand the answer to the frame that asked, open the "as it is played" window, settle) and
 * `settle` (triggers, ousting, trophies, a pending blood hunt, then the automatic steps until
 * somebody has a real choice). Pure: the state changes only through ops.ts, and events are
 * returned. Each step lives in the module named after its rulebook section; the start of a game is
 * start.ts (docs/vtes-automation.md "Files").
 *
 * Rule citations: 'vtes-es:<section>' (Spanish 2018 rulebook), 'vtes-pl:<chapter>' (VEKN).
 */
import { AppError } from '../../../common/errors';
import { endDraft } from '../../../engine/draft';
import { stateCache } from '../../../engine/state-cache';
import type { ApplyResult, Decision, SeatId } from '../../../engine/types';
import type { Ev, VtesState } from '../core/state';
import { clone } from '../core/copies';
import { type Frame, type FrameName, FrameStack } from '../core/frames';
import { manualAuto, manualDecision } from '../core/manual';
import { cardName } from '../core/queries';
import { actionAuto, actionDecision, handleAction } from './action';
import { cancelDecision, handleCancelWin, openCancelWindow, openTargetCancel } from './cancel';
import { combatDecision, handleCombat } from './combat';
import { discardDecision, handleDiscard } from './discard';
import { handleInfluence, influenceDecision } from './influence';
import { handleManual } from './manual-apply';
import { handleMaster, masterDecision } from './master';
import { handleMinion, minionDecision } from './minion';
import { handlePick, pickDecision } from './picks';
import { handleRef, refAuto, refDecision, startBloodHunt } from './politics';
import { runTrophies } from '../core/redlist';
import { combatAuto } from './rounds';
import { runTriggers } from '../vocab/triggers';
import type { EventHooks } from '../core/steps';
import { cardsAfterEvents, cardsReadyLeft } from '../cards';
import { handleMoment, momentAuto, momentDecision, openMoments, openOusting } from './moments';
import { checkOusting, endTurnPhase } from './turn';
import { handleUnlock, unlockDecision } from './unlock';

/**
 * .5 (issue 19, rulings suite): eight rulings fixes that change starter games (Bonding, Second
 * Tradition, Aline Gädeke, Hidden Strength, Anarch Troublemaker, Quickness, Taste of Vitae).
 * .6 (issue 19 item 19): out-of-turn cards naming a moment are asked at that moment (moments.ts), no
 * longer in the general windows; the starter games are unchanged, saved games holding such imported
 * cards resume through the upgrade path (services/games.ts: longest accepted prefix).
 * .7 (issue 30): imbued are their own crypt card type (life, convictions, powers, the incapacitated
 * region, a new seat zone); saved games holding imbued resume through the upgrade path; starter games
 * play the same (only their state hashes changed, for the empty region).
 */
export const VTES_RULES_VERSION = 'vtes-2018es-vekn.7';

/**
 * The pending decision of a state, computed once (issue 14 item 2: the session asks for it, then
 * `apply` checks the answer against it, and `settle` has just computed it), kept per state object
 * (engine/state-cache.ts; issue 28 item 1: the rules can be called again while they run). A state
 * is never changed after `apply` returns it; code that edits one by hand (test set-ups) calls
 * `forgetDecision` first.
 */
const known = stateCache<VtesState, Decision | null>((s) => pending(s));

function pendingOnce(s: VtesState): Decision | null {
  return known.get(s);
}

/** Drops the decision remembered for `s` (a state edited by hand, in tests). */
export function forgetDecision(s: VtesState): void {
  known.forget(s);
}

export function decisions(s: VtesState): Decision[] {
  const d = pendingOnce(s);
  return d ? [d] : [];
}

/** A phase at the bottom of the stack: its question, its answer, and the end of the phase when it asks nothing. */
function phaseFrame(
  name: VtesState['phase'] & FrameName,
  decide: Frame['decide'],
  handle: (s: VtesState, id: string, ev: Ev) => void,
): Frame {
  return { name, record: { phase: name }, decide, handle: (s, _d, id, ev) => handle(s, id, ev), auto: (s, ev) => endTurnPhase(s, ev) };
}

/** Every step of the game, from the top of the stack down (frames.ts). */
const STACK = new FrameStack([
  { name: 'cancel', record: 'cancelWin', decide: cancelDecision, handle: (s, d, id, ev) => handleCancelWin(s, d, id, ev, STACK) },
  { name: 'pick', record: 'pick', decide: pickDecision, handle: (s, _d, id, ev) => handlePick(s, id, ev) },
  { name: 'manual', record: 'manualSeat', decide: manualDecision, handle: (s, _d, id, ev) => handleManual(s, id, ev), auto: manualAuto },
  { name: 'moment', record: 'moment', decide: momentDecision, handle: (s, _d, id, ev) => handleMoment(s, id, ev), auto: momentAuto },
  { name: 'referendum', record: 'ref', decide: refDecision, handle: (s, _d, id, ev) => handleRef(s, id, ev), auto: refAuto },
  { name: 'combat', record: 'combat', decide: combatDecision, handle: (s, _d, id, ev) => handleCombat(s, id, ev), auto: combatAuto },
  { name: 'action', record: 'act', decide: actionDecision, handle: handleAction, auto: actionAuto },
  phaseFrame('unlock', unlockDecision, handleUnlock),
  phaseFrame('master', masterDecision, handleMaster),
  phaseFrame('minion', minionDecision, handleMinion),
  phaseFrame('influence', influenceDecision, handleInfluence),
  phaseFrame('discard', discardDecision, handleDiscard),
]);

function pending(s: VtesState): Decision | null {
  return STACK.decide(s);
}

/** The frames on the stack in `s`, from the bottom up (the phase first). */
export function frameStack(s: VtesState): FrameName[] {
  return STACK.frames(s);
}

/** The card modules' event hooks, run by `runTriggers` (vocab/triggers.ts) on the events of each step. */
const CARD_EVENTS: EventHooks = { readyLeft: cardsReadyLeft, afterEvents: cardsAfterEvents };

export function settle(s: VtesState, ev: Ev): void {
  let seen = 0;
  for (let guard = 0; guard < 10000; guard++) {
    const from = seen;
    seen = runTriggers(s, ev, seen, CARD_EVENTS);
    // issue 19 item 19: the moments out-of-turn cards name (moments.ts); an ousting waits for its window
    openMoments(s, ev, from);
    if (!s.moment && !openOusting(s)) checkOusting(s, ev);
    if (s.phase === 'over') return;
    runTrophies(s, ev);
    if (s.huntPending && !s.act && !s.combat && !s.ref && !s.pick && !s.moment && !s.trophyQ?.length) startBloodHunt(s, ev);
    const d = pending(s);
    if (d) {
      known.set(s, d);
      return;
    }
    STACK.auto(s, ev);
  }
  throw new Error('vtes: settle loop');
}

export function apply(state: VtesState, seat: SeatId, optionId: string): ApplyResult<VtesState> {
  const d = pendingOnce(state);
  if (!d || d.seat !== seat || !d.options.some((o) => o.id === optionId)) {
    throw new AppError('illegal_move', 'illegal_option', { option: optionId.slice(0, 80) });
  }
  const s = clone(state);
  const ev: Ev = [];
  STACK.handle(s, d, optionId, ev);
  // 1.6.1.1: a card played now may be cancelled "as it is played" by another Methuselah's out-of-turn card
  if (!state.cancelWin) {
    const w = openCancelWindow(state, s, d, optionId, ev) ?? openTargetCancel(state, s, d, optionId);
    // the card is shown to the Methuselahs asked: that ends undo of the choice
    if (w) {
      endDraft(s);
      endDraft(w);
      return {
        state: w,
        events: [
          {
            type: 'vtes.playing',
            params: { seat: w.cancelWin!.player, card: cardName(w, w.cancelWin!.card) },
            rule: 'vtes-es:1.6.1.1',
            reveals: true,
          },
        ],
      };
    }
  }
  settle(s, ev);
  endDraft(s);
  return { state: s, events: ev };
}
