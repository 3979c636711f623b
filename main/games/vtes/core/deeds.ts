/**
 * What each minion did this turn (issue 27 item 5; vtes-es 3, 6.2.3, 6.4): the engine counts it once, as
 * it happens (an action that succeeded or was blocked, with its kind and the card played for it; a
 * successful block; a combat entered; a card entering play), in the turn's records (`turnFlags.deeds`,
 * cleared with them), and the Condition `didThisTurn` (core/params/cond.ts) reads it: a jacket that frees its bearer once the
 * turn is over if equipping with it worked, an event freeing every minion that equipped itself this turn.
 */
import { useThisTurn } from './ops';
import { defOf, type VtesState } from './state';
import { isEffect } from '../schema/effect-query';
import type { ActionKind, Deed } from '../schema/schema-params';

/** One deed in the turn's records: the minion, what it did, the action's kind, the card played for it, directed or not. */
function deedKey(minion: string, did: Deed, kind = '', card = '', directed = false): string {
  return `${minion}|${did}|${kind}|${card}|${directed ? 'd' : ''}`;
}

/** The kind of the action under way as a Condition names it (a card action counts as what its mode does: a bleed, entering combat). */
function actionKind(s: VtesState): string {
  const a = s.act;
  if (!a) return '';
  const effects = a.kind === 'card' && a.card ? defOf(s, a.card).modes[a.mode ?? 0]?.effects : undefined;
  if (effects?.some(isEffect('bleed'))) return 'bleed';
  if (effects?.some(isEffect('enterCombat'))) return 'combat';
  return a.kind;
}

/** The acting minion's action under way succeeded or was blocked (6.2.3): recorded with its kind and card. */
export function actionDeed(s: VtesState, did: 'success' | 'blocked'): void {
  const a = s.act;
  if (a) useThisTurn(s, 'deeds', deedKey(a.actor, did, actionKind(s), a.card ?? '', a.target !== undefined));
}

/** A minion blocked or entered combat; a card entered play. */
export function cardDeed(s: VtesState, uid: string, did: 'block' | 'combat' | 'enters'): void {
  useThisTurn(s, 'deeds', deedKey(uid, did));
}

/** What a Condition asks of a minion's turn: what it did, the action's kind, the action played with card `card`. */
export interface DeedQuery {
  did: Deed;
  kind?: ActionKind;
  card?: string;
}

/** Whether minion `uid` did it this turn. */
export function didThisTurn(s: VtesState, uid: string, q: DeedQuery): boolean {
  const deeds = s.turnFlags.deeds;
  if (!deeds) return false;
  for (const x of deeds) {
    const [m, did, kind, card, dir] = x.split('|');
    if (m !== uid || did !== q.did) continue;
    if (q.card !== undefined && card !== q.card) continue;
    if (q.kind === 'directed' ? dir !== 'd' : q.kind === 'undirected' ? dir === 'd' : q.kind !== undefined && kind !== q.kind) continue;
    return true;
  }
  return false;
}

/** Whether a minion of `seat` performed an action this turn that succeeded or was blocked (the Condition `earlierAction`). */
export function actedThisTurn(s: VtesState, seat: number): boolean {
  for (const x of s.turnFlags.deeds ?? []) {
    const [m, did] = x.split('|');
    if ((did === 'success' || did === 'blocked') && s.cards[m]?.controller === seat) return true;
  }
  return false;
}
