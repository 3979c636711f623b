/**
 * A card in play that vampires may burn by calling a referendum (vtes-es 6.3 "Acciones políticas", 6.3.2, 6.3.3;
 * vtes-pl "Akcje polityczne"; the record `burnableByReferendum`: Anarch Revolt, a political action with one more
 * stealth whose referendum, passed, burns the card). Any Methuselah's ready vampire may call it (its controller's
 * too), once each turn like any political action (6.3.1), when the record's Selector takes it. No political action
 * card is played: the action is undirected, it has the record's stealth, the caller gets no card's vote (6.3.3), and
 * if the referendum passes the card is burned (nothing happens if it has left play meanwhile).
 */
import type { Ev, VtesState } from '../core/state';
import { defOf, isVampire, living } from '../core/state';
import type { ActionState } from '../core/state';
import { burnCard, useThisTurn } from '../core/ops';
import { newAction } from '../core/action-record';
import { liveMode } from '../core/queries';
import { selectsCard } from '../core/params/selector';
import { isEffect } from '../schema/effect-query';
import type { Effect } from '../schema/effects';

type BurnRef = Extract<Effect, { e: 'burnableByReferendum' }>;

/** The record of a card in play that vampires may burn by a referendum, if it has one (none while contested). */
function burnRefOf(s: VtesState, card: string): BurnRef | undefined {
  const c = s.cards[card];
  if (!c || c.zone !== 'play' || c.contested) return undefined;
  return liveMode(s, card)?.effects.find(isEffect('burnableByReferendum'));
}

/** The cards in play ready vampire `u` may call a referendum to burn now (6.3.1: one political action each turn). */
export function burnByReferendumCards(s: VtesState, u: string): string[] {
  if (!isVampire(s, u) || s.turnFlags.political.includes(u)) return [];
  const out: string[] = [];
  for (const x of living(s))
    for (const card of s.seats[x].zones.play) {
      const e = burnRefOf(s, card);
      if (!e) continue;
      // 6.3.1: a Delaying Tactics-like bar on this political action for the turn
      if ((s.turnFlags.barredPolitical ?? []).includes(defOf(s, card).id)) continue;
      if (!e.by || selectsCard(s, e.by, u, { seat: s.cards[card].controller, source: card })) out.push(card);
    }
  return out;
}

/** The political action of vampire `u` calling a referendum to burn `card` (6.2.1): undirected, with the record's stealth. */
export function announceBurnByReferendum(s: VtesState, u: string, card: string): ActionState {
  const e = burnRefOf(s, card);
  if (!e) throw new Error(`vtes: ${card} cannot be burned by a referendum`);
  const action = newAction(s, u, 'political');
  action.targetCard = card;
  action.stealth = e.stealth ?? 0;
  useThisTurn(s, 'political', u);
  return action;
}

/** 6.3.2: the referendum to burn `card` passed: the card is burned if it is still in play. */
export function burnByReferendumPassed(s: VtesState, card: string, ev: Ev): void {
  if (burnRefOf(s, card)) burnCard(s, card, ev, 'vtes-es:6.3.2');
}
