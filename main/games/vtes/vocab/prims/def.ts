/**
 * What a primitive of the V:TES vocabulary is in the registry (issue 27 item 6): one entry per record
 * kind `{ schema, run, possible, text, botValue }`. The schema is the kind's line in the table of
 * schema/prim-records.ts (the card data is parsed at the lowest layer); the rest is the kind's one
 * module in this folder (a `PrimDef`), listed in the table of ./index.ts, which joins the two. `run`
 * applies a record through ops.ts helpers only, writing its log event once; `possible` says whether
 * it can do what it says now (no use is offered that would do nothing); `text` is its card-text
 * template (`prim.*` in locales/{es,pl}/cards-vtes.json); `botValue` what one use is worth to its
 * user, on the bots' scale where 1 pool is 1.
 */
import type { SeatId } from '../../../../engine/types';
import type { Ev, VtesState } from '../../core/state';
import type { PrimKind, PrimOf, PrimRecordSchema } from '../../schema/prim-records';
import type { PrimSpot, PrimWho } from '../../schema/records';
import type { RefTerms } from '../../schema/records-politics';

/** A card text: a template key of the cards-vtes namespace and its parameters (a parameter may be a text itself: a condition's clause, an amount in words). */
export type TextRef = { key: string; params: Record<string, string | number | TextRef> };

/**
 * Who uses the ability, runs the trigger or plays the card, and on what: what the site running the
 * primitives knows (an ability's window, a trigger's event, a played card's dispatch site).
 */
export interface PrimCtx {
  /** The Methuselah using it (the pool primitives act on this pool). */
  seat: SeatId;
  /** The card whose ability or trigger it is, or the card being played. */
  source: string;
  /** The minion the use benefits (the acting minion, the blocker, the minion playing the card...), if any. */
  minion?: string;
  /** The acting minion of the action under way, if any. */
  actor?: string;
  /** The Methuselah the action targets (a bleed's or a theft's target), if any. */
  target?: SeatId;
  /** The card the action or the master card targets (a minion, a card in play), if any. */
  targetCard?: string;
  /** The minion opposing `minion` in its combat, if any. */
  opponent?: string;
  /** The way votes go (1 for, -1 against) in a referendum. */
  dir?: 1 | -1;
  /** The terms of the referendum that passed (its political action's primitives). */
  terms?: RefTerms;
  /** The X paid for the card being played (its cost in blood or pool), if any. */
  x?: number;
}

export type { PrimOf } from '../../schema/prim-records';

/** What a primitive's module of this folder defines: everything the kind does, but its record's schema. */
export interface PrimDef<K extends PrimKind> {
  /** Applies one record for the use (every change through ops.ts, its log event once). */
  run(s: VtesState, pr: PrimOf<K>, c: PrimCtx, ev: Ev): void;
  /** Whether it can do what it says now; absent: always. */
  possible?(s: VtesState, pr: PrimOf<K>, c: PrimCtx): boolean;
  /** Its card text (cards-vtes `prim.*`). */
  text(pr: PrimOf<K>): TextRef;
  /** What one use is worth to its user (1 = one pool), for the bots. */
  botValue(pr: PrimOf<K>): number;
}

/** The modules' table type: exactly one module per kind of schema/prim-records.ts (a missing one does not compile). */
export type PrimModules = { readonly [K in PrimKind]: PrimDef<K> };

/** One registry entry: the kind's module (`possible` always there: a module without one is always possible) and its record's schema. */
export type PrimEntry<K extends PrimKind> = Required<PrimDef<K>> & { readonly schema: PrimRecordSchema<K> };

/** The registry: one whole entry per primitive kind. */
export type PrimTable = { readonly [K in PrimKind]: PrimEntry<K> };

const ROLE: Record<Exclude<PrimWho, 'self'>, (c: PrimCtx) => string | undefined> = {
  minion: (c) => c.minion,
  actor: (c) => c.actor,
  target: (c) => c.targetCard,
  opponent: (c) => c.opponent,
};

/** The card a role of the use names (`self` is the source). */
export function whoUid(c: PrimCtx, who: PrimSpot): string {
  if (who === 'self') return c.source;
  const u = who === 'bank' || who === 'pool' || who === 'targetPool' || who === 'opponentPool' ? undefined : ROLE[who](c);
  if (u === undefined) throw new Error(`vtes: primitive needs a ${who}`);
  return u;
}

/** The Methuselah the use targets. */
export function targetSeat(c: PrimCtx): SeatId {
  if (c.target === undefined) throw new Error('vtes: primitive needs a target Methuselah');
  return c.target;
}

/**
 * The Methuselah whose pool a spot is (the user's, the action's target, the one controlling the opposing minion),
 * or undefined for the bank and the cards.
 */
export function poolSeat(s: VtesState, c: PrimCtx, spot: PrimSpot): SeatId | undefined {
  if (spot === 'pool') return c.seat;
  if (spot === 'opponentPool') {
    if (c.opponent === undefined) throw new Error('vtes: primitive needs an opposing minion');
    return s.cards[c.opponent].controller;
  }
  return spot === 'targetPool' ? targetSeat(c) : undefined;
}

/** The action under way, for a primitive that only acts inside one. */
export function actOf(s: VtesState, what: string) {
  const a = s.act;
  if (!a) throw new Error(`vtes: ${what} outside an action`);
  return a;
}

/** The combat under way, for a primitive that only acts inside one. */
export function combatOf(s: VtesState, p: string) {
  const combat = s.combat;
  if (!combat) throw new Error(`vtes: primitive ${p} outside a combat`);
  return combat;
}

/** The minion of the use, for a primitive acting on it. */
export function minionOf(c: PrimCtx, p: string): string {
  if (c.minion === undefined) throw new Error(`vtes: primitive ${p} needs a minion`);
  return c.minion;
}

/** A text with no parameters. */
export const plain = (key: string): TextRef => ({ key, params: {} });

/** Whether a role is on the other side of the use (the action's target, the opposing minion): a loss there is a gain. */
export const theirs = (who: PrimSpot): boolean => who === 'target' || who === 'opponent' || who === 'targetPool' || who === 'opponentPool';
