/**
 * The record of an announced action (vtes-es 6.2.1 "Anunciar la acción"; vtes-pl "Deklarowanie
 * akcji"), as it is built before its frame is pushed, and the turn records an announcement writes
 * (what a minion did this turn). announce.ts and the card modules that offer their own actions
 * (cards/hooks.ts `announce`) build their records here; the record becomes the `act` frame's in
 * announce.ts, which locks the minion, adds its printed stealth and asks for blocks.
 */
import type { ActionState, VtesState } from './state';
import { setTurn, useThisTurn } from './ops';

/** A new action of minion `actor` of kind `kind`: no stealth, no bleed, no target yet (undirected until one is set). */
export function newAction(s: VtesState, actor: string, kind: ActionState['kind']): ActionState {
  return {
    actor,
    seat: s.cards[actor].controller,
    kind,
    stealth: 0,
    bleed: 0,
    bleedModded: false,
    step: 'block',
    blockSeats: [],
    blockIdx: 0,
    intercept: 0,
    failed: [],
    woken: [],
    mods: [],
    used: {},
    reactPassed: [],
  };
}

/** A directed action at card `card`: its controller is the target Methuselah (6.2.2.1: only they may block). */
export function directedAt(s: VtesState, u: string, kind: ActionState['kind'], card: string): ActionState {
  const action = newAction(s, u, kind);
  action.targetCard = card;
  action.target = s.cards[card].controller;
  return action;
}

/** vtes-es 6.1.1 / vtes-pl "Drenowanie": one bleed action per minion per turn, counted when announced (a blocked bleed too). */
export function markBled(s: VtesState, u: string): void {
  if (!s.turnFlags.bled.includes(u)) useThisTurn(s, 'bled', u);
}

/** Records that minion `u` acted this turn with `what` (a card id, a card instance, a once-per-turn action): its once-per-turn limits. */
export function markActed(s: VtesState, u: string, what: string): void {
  setTurn(s, { actedWith: { ...s.turnFlags.actedWith, [u]: [...(s.turnFlags.actedWith[u] ?? []), what] } });
}
