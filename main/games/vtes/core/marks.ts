/**
 * Rule markers (issue 34 §1): what a card's text does to a minion for a while, put on it by hand
 * through the manual operations (vtes-es 1.4) when the engine does not run the card: "cannot
 * block", "cannot act", "cannot be blocked by <Methuselah>'s minions", "+N stealth / intercept /
 * bleed / strength", "does not unlock". The engine enforces them until they are removed or their
 * duration ends: the rule modules ask the queries of this file (one helper per rule, no marker
 * logic anywhere else).
 */
import type { SeatId } from '../../../engine/types';
import { markCard } from './ops';
import { ownBlockRule } from './block-rules';
import { unseenBlock } from './unseen';
import type { Stat } from '../schema/effects';
import type { VtesState } from './state';
import type { Mark, MarkKind } from '../schema/manual-data';

export { MARK_DURATIONS, MARK_KINDS, STAT_MARKS, type Mark, type MarkKind, type MarkUntil } from '../schema/manual-data';

const IN_PLAY = new Set(['ready', 'torpor', 'play', 'attached']);

/** The markers in force on `uid`: none once it has left play, a card-bound one only while its card is on the minion. */
export function marksOn(s: VtesState, uid: string): readonly Mark[] {
  const c = s.cards[uid];
  if (!c?.marks || !IN_PLAY.has(c.zone)) return [];
  return c.marks.filter((m) => m.until !== 'card' || (!!m.src && s.cards[m.src]?.host === uid));
}

export function hasMark(s: VtesState, uid: string, k: MarkKind): boolean {
  return marksOn(s, uid).some((m) => m.k === k);
}

/** What the markers add to a stat of `uid` (the stat query of queries.ts `statBonus` adds it). */
export function markStat(s: VtesState, uid: string, stat: Stat): number {
  let n = 0;
  for (const m of marksOn(s, uid)) if (m.k === stat) n += m.n ?? 0;
  return n;
}

/**
 * Block legality (6.2.2.1): a minion marked "cannot block" does not block, nor does any minion of a
 * Methuselah the actor is "unblockable by", nor anyone's when the actor "cannot be blocked", nor one a
 * vampire's own block rule stops (block-rules.ts).
 */
export function blockBarred(s: VtesState, blocker: string, actor: string): boolean {
  if (hasMark(s, blocker, 'cannotBlock')) return true;
  // a minion the actor is unseen by this turn (the primitive `unseenBy`: Blind Spot)
  if (unseenBlock(s, blocker, actor)) return true;
  const seat = s.cards[blocker].controller;
  return (
    marksOn(s, actor).some((m) => m.k === 'unblockable' || (m.k === 'unblockableBy' && m.seat === seat)) || ownBlockRule(s, blocker, actor)
  );
}

/** Action legality (6.1): a minion marked "cannot act" announces no action. */
export function actBarred(s: VtesState, uid: string): boolean {
  return hasMark(s, uid, 'cannotAct');
}

/** Diablerie (6.5.5): a vampire marked "cannot commit diablerie" (the vampire Alastor is on) is never offered it. */
export function diablerieBarred(s: VtesState, uid: string): boolean {
  return hasMark(s, uid, 'noDiablerie');
}

/** Unlock (4): a minion marked "does not unlock" stays locked in its controller's unlock phase. */
export function unlockBarred(s: VtesState, uid: string): boolean {
  return hasMark(s, uid, 'noUnlock');
}

export function addMark(s: VtesState, uid: string, m: Mark): void {
  markCard(s, uid, { marks: [...(s.cards[uid].marks ?? []), m] });
}

export function removeMark(s: VtesState, uid: string, i: number): void {
  const left = (s.cards[uid].marks ?? []).filter((_, j) => j !== i);
  markCard(s, uid, { marks: left.length ? left : undefined });
}

/**
 * The end of an action, a combat or a turn, or `seat`'s unlock phase: the markers lasting that long
 * go (and, at a turn's end, those on cards that left play or lost their card).
 */
export function expireMarks(s: VtesState, when: 'action' | 'combat' | 'turn' | 'unlock', seat?: SeatId): void {
  for (const x of s.seats)
    for (const z of ['ready', 'torpor', 'play'] as const)
      for (const u of x.zones[z]) {
        expireOn(s, u, when, seat);
        for (const a of s.cards[u].attached) expireOn(s, a, when, seat);
      }
}

function expireOn(s: VtesState, uid: string, when: 'action' | 'combat' | 'turn' | 'unlock', seat?: SeatId): void {
  const c = s.cards[uid];
  if (!c.marks) return;
  const live = when === 'turn' ? marksOn(s, uid) : c.marks;
  const ends = (m: Mark) => m.until === when || (when === 'turn' && (m.until === 'action' || m.until === 'combat'));
  const keep = live.filter((m) => !ends(m) || (when === 'unlock' && c.controller !== seat));
  if (keep.length !== c.marks.length) markCard(s, uid, { marks: keep.length ? keep : undefined });
}
