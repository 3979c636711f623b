/**
 * A card in play that vampires may burn by calling a referendum (vtes-es 6.3 "Acciones políticas", 6.3.2, 6.3.3;
 * vtes-pl "Akcje polityczne"; the record `burnableByReferendum`: Anarch Revolt, a political action with one more
 * stealth whose referendum, passed, burns the card). Any Methuselah's ready vampire may call it (its controller's
 * too), once each turn like any political action (6.3.1), when the record's Selector takes it. No political action
 * card is played: the action is undirected, it has the record's stealth, the caller gets no card's vote (6.3.3), and
 * if the referendum passes the card is burned (nothing happens if it has left play meanwhile). A title card on a vampire
 * may say it too (the Fee Stakes, vtes-es 11 "Título"), with titles of other sects worth fewer votes in that referendum.
 */
import type { Ev, VtesState } from '../core/state';
import { defOf, isVampire, living } from '../core/state';
import type { ActionState } from '../core/state';
import { burnCard, useThisTurn } from '../core/ops';
import { newAction } from '../core/action-record';
import { liveMode } from '../core/queries';
import { selectsCard } from '../core/params/selector';
import { isEffect } from '../schema/effect-query';
import type { Effect, Title } from '../schema/effects';
import { defsIndex } from '../core/defs-index';
import { titleOf } from '../core/held-titles';

type BurnRef = Extract<Effect, { e: 'burnableByReferendum' }>;

/**
 * The record of a card in play (or on a ready vampire: a title card) that vampires may burn by a referendum, if it has
 * one (none while contested).
 */
function burnRefOf(s: VtesState, card: string): BurnRef | undefined {
  const c = s.cards[card];
  if (!c || c.contested) return undefined;
  if (c.zone !== 'play' && (c.zone !== 'attached' || c.host === undefined || s.cards[c.host].zone !== 'ready')) return undefined;
  // G00042, LSJ 20070808-2: a title card whose title is contested is turned face down: the action it gives is not offered
  if (c.zone === 'attached' && s.cards[c.host!].contestedTitle) return undefined;
  return liveMode(s, card)?.effects.find(isEffect('burnableByReferendum'));
}

/** The cards in play ready vampire `u` may call a referendum to burn now (6.3.1: one political action each turn). */
export function burnByReferendumCards(s: VtesState, u: string): string[] {
  // no card of the game says it: nothing to walk (core/defs-index.ts)
  if (!defsIndex(s).kinds.has('burnableByReferendum')) return [];
  if (!isVampire(s, u) || s.turnFlags.political.includes(u)) return [];
  const out: string[] = [];
  const consider = (card: string) => {
    const e = burnRefOf(s, card);
    if (!e) return;
    // 6.3.1: a Delaying Tactics-like bar on this political action for the turn
    if ((s.turnFlags.barredPolitical ?? []).includes(defOf(s, card).id)) return;
    if (!e.by || selectsCard(s, e.by, u, { seat: s.cards[card].controller, source: card })) out.push(card);
  };
  for (const x of living(s)) {
    for (const card of s.seats[x].zones.play) consider(card);
    // title cards on ready vampires (vtes-es 11: the Fee Stakes)
    for (const v of s.seats[x].zones.ready) for (const card of s.cards[v].attached) consider(card);
  }
  return out;
}

/** The sect whose vampires a title is for (vtes-es 10; an Independent's votes: independent). */
function titleSect(t: Title): string {
  if (t === 'baron') return 'anarch';
  if (['primogen', 'prince', 'justicar', 'inner circle'].includes(t)) return 'camarilla';
  if (['bishop', 'archbishop', 'priscus', 'cardinal', 'regent'].includes(t)) return 'sabbat';
  if (['kholo', 'magaji'].includes(t)) return 'laibon';
  return 'independent';
}

/**
 * 6.3.3: the votes vampire `v`'s title gives more (negative: fewer) in the referendum under way when it is one to burn
 * a card whose record says so ("non-Anarch titles are worth -1 vote": `titleVotes`); 0 otherwise.
 */
export function burnRefTitleVotes(s: VtesState, v: string): number {
  const card = !s.ref?.card && !s.act?.offer ? s.act?.targetCard : undefined;
  if (card === undefined || s.act?.kind !== 'political') return 0;
  const tv = burnRefOf(s, card)?.titleVotes;
  if (!tv) return 0;
  const t = titleOf(s, v);
  return t && titleSect(t) !== tv.unless ? tv.n : 0;
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
