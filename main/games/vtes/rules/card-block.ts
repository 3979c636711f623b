/**
 * A card in play that attempts to block (the effect `cardBlocks { capacity, intercept, then }`, vtes-es 6.2.2;
 * Unleash Hell's Fury): during an action directed at its controller or at a card its controller controls, the block
 * step offers it as a blocker (`block:<card>`) beside the minions; its attempt starts with the record's intercept,
 * and the stealth and intercept steps run as for a minion. A successful block ends the action with no combat (a card
 * is no minion to fight) and runs the record's `then` primitives, the acting minion as their `actor`. Nothing is
 * walked unless a card of the game has the record (core/defs-index.ts), then only the blocking Methuselah's play area.
 */
import type { SeatId } from '../../../engine/types';
import { ACTION_OPTIONS as ids } from '../../../common/vtes-options';
import { defsIndex } from '../core/defs-index';
import { opt, type Opt } from '../core/decision';
import { cardName, liveMode } from '../core/queries';
import type { ActionState, Ev, Step, VtesState } from '../core/state';
import { isEffect } from '../schema/effect-query';
import { runPrims } from '../vocab/primitives';

/** The `cardBlocks` record of card `u`, if it is in play with the mode that has one. */
function cardBlockOf(s: VtesState, u: string) {
  if (s.cards[u]?.zone !== 'play') return undefined;
  return liveMode(s, u)?.effects.find(isEffect('cardBlocks'));
}

/** Whether the action is directed at `seat` or at a card `seat` controls (6.2.2.1: the cards that may block it). */
function directedAt(s: VtesState, action: Step<ActionState>, seat: SeatId): boolean {
  return action.target === seat || (action.targetCard !== undefined && s.cards[action.targetCard]?.controller === seat);
}

/** The block step's options of `seat`'s cards in play that may attempt to block the action (not those that failed already). */
export function cardBlockOptions(s: VtesState, seat: SeatId, action: Step<ActionState>): Opt[] {
  if (!defsIndex(s).kinds.has('cardBlocks') || !directedAt(s, action, seat)) return [];
  const out: Opt[] = [];
  for (const u of s.seats[seat].zones.play)
    if (cardBlockOf(s, u) && !action.failed.includes(u) && !action.barred?.includes(u))
      out.push(opt(ids.encode('block', { blocker: u }), 'block', { name: cardName(s, u) }, { uid: u }));
  return out;
}

/** The intercept a blocking card in play starts its attempt with (0 for a minion). */
export function cardBlockIntercept(s: VtesState, b: string): number {
  return s.cards[b]?.zone === 'play' ? (cardBlockOf(s, b)?.intercept ?? 0) : 0;
}

/**
 * The action was blocked by `b` (rules/resolution.ts `resolveBlock`): when `b` is a card in play blocking by its
 * record, its `then` primitives run and true is returned (the action then ends with no combat); false for a minion.
 */
export function cardBlocked(s: VtesState, b: string, ev: Ev): boolean {
  const e = cardBlockOf(s, b);
  if (!e || !s.act) return false;
  runPrims(s, e.then, { seat: s.cards[b].controller, source: b, actor: s.act.actor, target: s.act.target }, ev);
  ev.push({ type: 'vtes.endedAtBlock', params: { name: cardName(s, s.act.actor) }, rule: 'vtes-es:6.2.3' });
  return true;
}
