/**
 * The primitive registry of the V:TES vocabulary (issue 27 item 6): one entry per primitive kind
 * `{ schema, run, possible, text, botValue }` (./def.ts). The kinds and their records' schemas are the
 * table of schema/prim-records.ts (the lowest layer: the card data is parsed there); `MODULES` below
 * lists the module of this folder that defines everything else each kind does, and its mapped type
 * requires exactly one per kind of that table (a missing one does not compile; ./index.test.ts checks
 * the texts of both languages). How to add a primitive: docs/vtes-automation.md. `runPrims`,
 * `primsPossible` (vocab/primitives.ts), the card texts (vocab/texts.ts) and the bots' values read
 * the registry; nothing else switches on a primitive's kind.
 */
import type { Ev, VtesState } from '../../core/state';
import { PRIM_KINDS, PRIM_RECORDS, type PrimKind } from '../../schema/prim-records';
import type { Prim } from '../../schema/records';
import { additionalStrikePrim } from './additional-strike';
import { aggAfterActionPrim } from './agg-after-action';
import { allotPrim } from './allot';
import { attachPrim } from './attach';
import { blockFailsPrim } from './block-fails';
import { bloodToUncontrolledPrim } from './blood-to-uncontrolled';
import { bonusPrim } from './bonus';
import { burnPrim } from './burn';
import { cancelPrim } from './cancel';
import { chooseSeatPrim } from './choose-seat';
import { counterPrim } from './counter';
import { damagePrim } from './damage';
import type { PrimCtx, PrimEntry, PrimModules, PrimTable, TextRef } from './def';
import { discardChosenPrim } from './discard-chosen';
import { discardFromTargetPrim } from './discard-from-target';
import { drawPrim } from './draw';
import { drawCryptPrim } from './draw-crypt';
import { gainBloodPrim } from './gain-blood';
import { handSizePrim } from './hand-size';
import { lockPrim } from './lock';
import { lockFailedBlockersPrim } from './lock-failed-blockers';
import { maneuverPrim } from './maneuver';
import { movePrim } from './move';
import { nextRoundClosePrim } from './next-round-close';
import { noUnlockPrim } from './no-unlock';
import { noBlockPrim } from './no-block';
import { notBlockedByPrim } from './not-blocked-by';
import { noVampireBlockPrim } from './no-vampire-block';
import { pressPrim } from './press';
import { preventPrim } from './prevent';
import { putIntoPlayPrim } from './put-into-play';
import { seatPoolPrim } from './seat-pool';
import { strengthPrim } from './strength';
import { strikeOnlyPrim } from './strike-only';
import { unlockPrim } from './unlock';
import { votesPrim } from './votes';
import { wakePrim } from './wake';

export type { PrimCtx, PrimDef, PrimEntry, TextRef } from './def';

/** Every primitive kind and its module (grouped as schema/prim-records.ts). */
const MODULES: PrimModules = {
  // cards and counters (vtes-es 1.1, 1.2)
  lock: lockPrim,
  unlock: unlockPrim,
  burn: burnPrim,
  move: movePrim,
  counter: counterPrim,
  putIntoPlay: putIntoPlayPrim,
  attach: attachPrim,
  bloodToUncontrolled: bloodToUncontrolledPrim,
  // hand and library (1.6.1.2)
  draw: drawPrim,
  handSize: handSizePrim,
  drawCrypt: drawCryptPrim,
  discardChosen: discardChosenPrim,
  discardFromTarget: discardFromTargetPrim,
  // the action under way (6.2)
  bonus: bonusPrim,
  wake: wakePrim,
  noVampireBlock: noVampireBlockPrim,
  noBlock: noBlockPrim,
  notBlockedBy: notBlockedByPrim,
  lockFailedBlockers: lockFailedBlockersPrim,
  blockFails: blockFailsPrim,
  aggAfterAction: aggAfterActionPrim,
  noUnlock: noUnlockPrim,
  // politics (6.3)
  votes: votesPrim,
  chooseSeat: chooseSeatPrim,
  allot: allotPrim,
  seatPool: seatPoolPrim,
  cancel: cancelPrim,
  // combat (6.4)
  maneuver: maneuverPrim,
  press: pressPrim,
  prevent: preventPrim,
  strength: strengthPrim,
  damage: damagePrim,
  strikeOnly: strikeOnlyPrim,
  nextRoundClose: nextRoundClosePrim,
  additionalStrike: additionalStrikePrim,
  gainBlood: gainBloodPrim,
};

const always = (): boolean => true;

/** One kind's entry: its module and its record's schema. */
const join = <K extends PrimKind>(k: K): PrimEntry<K> => ({ schema: PRIM_RECORDS[k], possible: always, ...MODULES[k] });

/** The registry: every primitive kind and its whole entry. */
export const PRIMS = Object.fromEntries(PRIM_KINDS.map((k) => [k, join(k)])) as unknown as PrimTable;

/** The entry of a record's kind (the table is keyed by kind, so the record fits its entry). */
function entry(pr: Prim): PrimEntry<PrimKind> {
  return PRIMS[pr.p] as unknown as PrimEntry<PrimKind>;
}

/** Applies one primitive for the use. */
export function runPrim(s: VtesState, pr: Prim, c: PrimCtx, ev: Ev): void {
  entry(pr).run(s, pr, c, ev);
}

/** Whether one primitive can do what it says now. */
export function primPossible(s: VtesState, pr: Prim, c: PrimCtx): boolean {
  return entry(pr).possible(s, pr, c);
}

/** The card text of one primitive (cards-vtes `prim.*`). */
export function primTextOf(pr: Prim): TextRef {
  return entry(pr).text(pr);
}

/** What a list of primitives is worth to its user, for the bots (the sum of their entries' values). */
export function primsBotValue(prims: readonly Prim[]): number {
  let n = 0;
  for (const pr of prims) n += entry(pr).botValue(pr);
  return n;
}
