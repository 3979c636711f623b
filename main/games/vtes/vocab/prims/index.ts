/**
 * The primitive registry of the V:TES vocabulary (issue 27 item 6): one entry per primitive kind, each
 * written in its own module of this folder (`{ schema, run, possible, text, botValue }`, ./def.ts). The
 * table's type requires exactly one entry per kind of `Prim` (vocab/schema-prims.ts): a new primitive
 * is its record in the schema, one module here, its line in this table and its `prim.*` templates in
 * both locales/{es,pl}/cards-vtes.json. `runPrims`, `primsPossible` (vocab/primitives.ts), the card
 * texts (vocab/texts.ts) and the bots' values read it; nothing else switches on a primitive's kind.
 */
import type { Ev, VtesState } from '../../core/state';
import type { Prim } from '../../schema/records';
import { additionalStrikePrim } from './additional-strike';
import { aggAfterActionPrim } from './agg-after-action';
import { allotPrim } from './allot';
import { attachPrim } from './attach';
import { blockFailsPrim } from './block-fails';
import { bloodToCapacityPrim } from './blood-to-capacity';
import { bloodToPoolPrim } from './blood-to-pool';
import { bloodToUncontrolledPrim } from './blood-to-uncontrolled';
import { bonusPrim } from './bonus';
import { burnPrim } from './burn';
import { cancelPrim } from './cancel';
import { chooseSeatPrim } from './choose-seat';
import { counterPrim } from './counter';
import { damagePrim } from './damage';
import type { PrimCtx, PrimDef, PrimTable, TextRef } from './def';
import { discardChosenPrim } from './discard-chosen';
import { discardFromTargetPrim } from './discard-from-target';
import { drawPrim } from './draw';
import { drawCryptPrim } from './draw-crypt';
import { gainBloodPrim } from './gain-blood';
import { handSizePrim } from './hand-size';
import { lockPrim } from './lock';
import { lockFailedBlockersPrim } from './lock-failed-blockers';
import { maneuverPrim } from './maneuver';
import { masterActionPrim } from './master-action';
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

export type { PrimCtx, PrimDef, TextRef } from './def';

/** Every primitive kind and its entry. */
export const PRIMS: PrimTable = {
  // cards and counters (vtes-es 1.1, 1.2)
  lock: lockPrim,
  unlock: unlockPrim,
  burn: burnPrim,
  move: movePrim,
  counter: counterPrim,
  putIntoPlay: putIntoPlayPrim,
  attach: attachPrim,
  bloodToUncontrolled: bloodToUncontrolledPrim,
  bloodToPool: bloodToPoolPrim,
  bloodToCapacity: bloodToCapacityPrim,
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
  // the master phase (5)
  masterAction: masterActionPrim,
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

/** The entry of a record's kind (the table is keyed by kind, so the record fits its entry). */
function entry(pr: Prim): PrimDef<Prim['p']> {
  return PRIMS[pr.p] as unknown as PrimDef<Prim['p']>;
}

/** Applies one primitive for the use. */
export function runPrim(s: VtesState, pr: Prim, c: PrimCtx, ev: Ev): void {
  entry(pr).run(s, pr, c, ev);
}

/** Whether one primitive can do what it says now. */
export function primPossible(s: VtesState, pr: Prim, c: PrimCtx): boolean {
  const p = entry(pr).possible;
  return p ? p(s, pr, c) : true;
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
