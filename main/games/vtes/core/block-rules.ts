/**
 * A vampire's (or an ally's) own block rules (issue 30 item 1; vtes-es 6.2.2.1 "Intentar bloquear", vtes-pl "Kto może
 * próbować zablokować"): "Navar cannot block older vampires", "Caroline cannot block non-Camarilla
 * vampires" (`cannotBlock`, on the would-be blocker), "Younger Tremere cannot block Aisling", "Vampires
 * with capacity 3 or less cannot block Sha-Ennu" (`unblockableBy`, on the acting vampire). Each is one
 * record of the vampire's card with a Condition (core/params/cond.ts), read whenever a block is offered:
 * the acting minion is `actor`, the minion that would block is `blocker`. The equipment and retainers a
 * minion carries say the same records of their bearer (The Signet of King Saul, Sacré-Cœur Cathedral).
 */
import { holds } from './params/cond';
import { defOf, isVampire, type VtesState } from './state';
import type { Effect } from '../schema/effects';
import type { Cond } from '../schema/schema-params';
import { isEffect, isKind } from '../schema/effect-query';

/** A vampire's own text, or an ally's (the mode it was recruited with: "Mylan cannot block vampires"). */
const textEffects = (s: VtesState, u: string): readonly Effect[] => {
  const d = defOf(s, u);
  if (isVampire(s, u)) return d.modes.find((m) => m.kind === 'vampire')?.effects ?? [];
  const m = d.kind === 'library' ? d.modes[s.cards[u].mode ?? 0] : undefined;
  return m?.kind === 'ally' ? m.effects : [];
};

/**
 * The block rules of a minion: its own text, then the equipment and retainers it carries (no elder of
 * capacity 8+ may try to block whoever carries The Signet of King Saul; no ally may block the vampire
 * with Sacré-Cœur Cathedral), the political action cards a referendum put on it (Archon) and the action cards an
 * action put on it (Atonement), each of the mode it was put in play with; a contested card says nothing (4.1).
 */
const ownEffects = (s: VtesState, u: string): readonly Effect[] => {
  const carried = s.cards[u].attached.flatMap((x) => {
    const m = s.cards[x].contested ? undefined : defOf(s, x).modes[s.cards[x].mode ?? 0];
    // a political action's card put on the vampire by its referendum says block rules too (Archon's block price), and
    // an action card put on it by its action (Atonement's "does not lock for blocking")
    return m && (m.kind === 'equip' || m.kind === 'retainer' || m.kind === 'political' || m.kind === 'action') ? m.effects : [];
  });
  const own = textEffects(s, u);
  return carried.length ? [...own, ...carried] : own;
};

/** Whether `blocker` may not attempt to block the action of `actor` by either vampire's own block rule. */
export function ownBlockRule(s: VtesState, blocker: string, actor: string): boolean {
  const mine = ownEffects(s, blocker);
  const theirs = ownEffects(s, actor);
  // a block's price in blood the would-be blocker cannot pay bars the attempt
  if (!mine.some(isEffect('cannotBlock')) && !theirs.some(isEffect('unblockableBy')))
    return blockCost(s, blocker, actor) > s.cards[blocker].blood;
  // the block attempt asked about: `blocker` is the minion that would block, whatever the action's record says yet
  const view: VtesState = s.act ? Object.assign({}, s, { act: Object.assign({}, s.act, { blocker }) }) : s;
  for (const e of mine)
    if (
      isKind(e, 'cannotBlock') &&
      (!e.if || holds(view, e.if, { seat: s.cards[blocker].controller, source: blocker, minion: blocker, actor }))
    )
      return true;
  for (const e of theirs)
    if (isKind(e, 'unblockableBy') && holds(view, e.if, { seat: s.cards[actor].controller, source: actor, minion: actor, actor }))
      return true;
  return blockCost(s, blocker, actor) > s.cards[blocker].blood;
}

/**
 * Whether `minion`'s own text lets it attempt to block the action of `actor` whatever the prey, predator and
 * target restrictions (6.2.2.1; `blockAnySeat { own }`: "may attempt to block a vampire controlled by another
 * Methuselah", Anneke): the acting minion is a vampire of another Methuselah.
 */
export function blocksAnySeat(s: VtesState, minion: string, actor: string): boolean {
  return (
    !s.cards[minion].contested &&
    isVampire(s, actor) &&
    s.cards[actor].controller !== s.cards[minion].controller &&
    textEffects(s, minion).some((e) => isKind(e, 'blockAnySeat') && !!e.own)
  );
}

/**
 * The blood (an ally's life) `blocker` must burn to attempt to block the action under way by its cards' `blockPrice`
 * records (vtes-es 6.2.2.1: Tenebrous Form, Force of Personality); an ally asked for blood cannot pay it (Infinity).
 */
function actionBlockPrice(s: VtesState, blocker: string): number {
  const a = s.act;
  if (!a?.blockPrices) return 0;
  let n = 0;
  const view: VtesState = { ...s, act: { ...a, blocker } };
  for (const r of a.blockPrices)
    if (!r.if || holds(view, r.if as Cond, { seat: a.seat, source: r.source, minion: a.actor, actor: a.actor }))
      n += !isVampire(s, blocker) && !r.life ? Infinity : r.n;
  return n;
}

/** The blood `blocker` must burn to attempt to block the action of `actor` by either vampire's own `blockCost` record and the action's block prices. */
export function blockCost(s: VtesState, blocker: string, actor: string): number {
  const mine = ownEffects(s, blocker);
  const theirs = ownEffects(s, actor);
  const priced = s.act?.actor === actor ? actionBlockPrice(s, blocker) : 0;
  if (!mine.some(isEffect('blockCost')) && !theirs.some(isEffect('blockCost'))) return priced;
  const view: VtesState = s.act ? { ...s, act: { ...s.act, blocker } } : s;
  // a vampire's own record (`self`: what it pays to block) or the acting vampire's (`others`: what its blockers pay)
  const sum = (effects: readonly Effect[], by: 'self' | 'others', uid: string): number => {
    let n = 0;
    for (const e of effects)
      if (
        isKind(e, 'blockCost') &&
        e.by === by &&
        (!e.if || holds(view, e.if, { seat: s.cards[uid].controller, source: uid, minion: uid, actor }))
      )
        n += e.n;
    return n;
  };
  return sum(mine, 'self', blocker) + sum(theirs, 'others', actor) + priced;
}

/**
 * Whether `blocker`'s own text or a card on it spares it the lock of its successful block (`blockNoLock`, vtes-es 6.2.2.2:
 * Justine, no lock for a block of a small vampire; Atonement), its Condition read with the acting minion as `actor`.
 */
export function blockSparesLock(s: VtesState, blocker: string, actor: string): boolean {
  return ownEffects(s, blocker).some(
    (e) =>
      isKind(e, 'blockNoLock') && (!e.if || holds(s, e.if, { seat: s.cards[blocker].controller, source: blocker, minion: blocker, actor })),
  );
}

/**
 * Whether the acting vampire's own text locks `blocker`, whose block attempt failed, at the end of the action
 * (`failedBlockLock`, vtes-es 6.2.2.2: "if a younger vampire attempts to block him and fails, lock that vampire at the end
 * of the action"), its Condition read with the failed blocker as `blocker`.
 */
export function failedBlockLocks(s: VtesState, actor: string, blocker: string): boolean {
  const view: VtesState = s.act ? Object.assign({}, s, { act: Object.assign({}, s.act, { blocker }) }) : s;
  return textEffects(s, actor).some(
    (e) =>
      isKind(e, 'failedBlockLock') &&
      (!e.if || holds(view, e.if, { seat: s.cards[actor].controller, source: actor, minion: actor, actor })),
  );
}

/**
 * Whether the first round of the combat after `blocker`'s successful block is at close range by its own
 * block rule (`blockRange`, vtes-es 6.4.2: "if it blocks a directed action, set the range for the first
 * round to close"), its Condition read in the action under way.
 */
export function blockSetsClose(s: VtesState, blocker: string, actor: string): boolean {
  return ownEffects(s, blocker).some(
    (e) =>
      isKind(e, 'blockRange') &&
      e.range === 'close' &&
      (!e.if || holds(s, e.if, { seat: s.cards[blocker].controller, source: blocker, minion: blocker, actor })),
  );
}
