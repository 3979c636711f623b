/**
 * The module of each primitive kind (issue 27 item 6): one line per kind, grouped as the records of
 * schema/prim-records.ts, each exported under its kind. ./index.ts checks that there is exactly one
 * module per kind of that table (`PrimModules`): a kind without its line here does not compile.
 */
// cards and counters (vtes-es 1.1, 1.2)
export { lockPrim as lock } from './lock';
export { unlockPrim as unlock } from './unlock';
export { unlockEachPrim as unlockEach } from './unlock-each';
export { burnPrim as burn } from './burn';
export { movePrim as move } from './move';
export { counterPrim as counter } from './counter';
export { putIntoPlayPrim as putIntoPlay } from './put-into-play';
export { attachPrim as attach } from './attach';
export { becomeClanPrim as becomeClan } from './become-clan';
export { bloodToUncontrolledPrim as bloodToUncontrolled } from './blood-to-uncontrolled';
export { bloodToPoolPrim as bloodToPool } from './blood-to-pool';
export { bloodToCapacityPrim as bloodToCapacity } from './blood-to-capacity';
export { masterActionPrim as masterAction } from './master-action';
export { transfersPrim as transfers } from './transfers';
// hand and library (1.6.1.2)
export { drawPrim as draw } from './draw';
export { bloodEachPrim as bloodEach } from './blood-each';
export { poolEachPrim as poolEach } from './pool-each';
export { poolUnlessBlocksPrim as poolUnlessBlocks } from './pool-unless-blocks';
export { stealBloodPrim as stealBlood } from './steal-blood';
export { takeControlPrim as takeControl } from './take-control';
export { toUncontrolledPrim as toUncontrolled } from './to-uncontrolled';
export { burnLibraryPrim as burnLibrary } from './burn-library';
export { shuffleTopPrim as shuffleTop } from './shuffle-top';
export { keepLocationsPrim as keepLocations } from './keep-locations';
export { edgeForBloodPrim as edgeForBlood } from './edge-for-blood';
export { burnEdgePrim as burnEdge } from './burn-edge';
export { noBleedPrim as noBleed } from './no-bleed';
export { noStrikePrim as noStrike } from './no-strike';
export { toReadyForBloodPrim as toReadyForBlood } from './to-ready-for-blood';
export { handSizePrim as handSize } from './hand-size';
export { drawCryptPrim as drawCrypt } from './draw-crypt';
export { discardChosenPrim as discardChosen } from './discard-chosen';
export { discardFromTargetPrim as discardFromTarget } from './discard-from-target';
// the action under way (6.2)
export { bonusPrim as bonus } from './bonus';
export { wakePrim as wake } from './wake';
export { noVampireBlockPrim as noVampireBlock } from './no-vampire-block';
export { noBlockPrim as noBlock } from './no-block';
export { redirectBleedPrim as redirectBleed } from './redirect-bleed';
export { notBlockedByPrim as notBlockedBy } from './not-blocked-by';
export { blockPricePrim as blockPrice } from './block-price';
export { interceptByPrim as interceptBy } from './intercept-by';
export { lockFailedBlockersPrim as lockFailedBlockers } from './lock-failed-blockers';
export { blockFailsPrim as blockFails } from './block-fails';
export { endActionPrim as endAction } from './end-action';
export { noBlockLockPrim as noBlockLock } from './no-block-lock';
export { noEquipmentPrim as noEquipment } from './no-equipment';
export { aggCombatPrim as aggCombat } from './agg-combat';
export { grantStrikePrim as grantStrike } from './grant-strike';
export { paidInterceptPrim as paidIntercept } from './paid-intercept';
export { lockAfterActionPrim as lockAfterAction } from './lock-after-action';
export { aggAfterActionPrim as aggAfterAction } from './agg-after-action';
export { noUnlockPrim as noUnlock } from './no-unlock';
// politics (6.3)
export { votesPrim as votes } from './votes';
export { chooseSeatPrim as chooseSeat } from './choose-seat';
export { chooseCardPrim as chooseCard } from './choose-card';
export { chooseClanPrim as chooseClan } from './choose-clan';
export { chooseSeatsPrim as chooseSeats } from './choose-seats';
export { allotPrim as allot } from './allot';
export { seatPoolPrim as seatPool } from './seat-pool';
export { capacityPoolPrim as capacityPool } from './capacity-pool';
export { lockChosenPrim as lockChosen } from './lock-chosen';
export { cancelPrim as cancel } from './cancel';
// combat (6.4)
export { maneuverPrim as maneuver } from './maneuver';
export { pressPrim as press } from './press';
export { preventPrim as prevent } from './prevent';
export { preventStrikePrim as preventStrike } from './prevent-strike';
export { preventEachRoundPrim as preventEachRound } from './prevent-each-round';
export { strikeGuardPrim as strikeGuard } from './strike-guard';
export { strengthPrim as strength } from './strength';
export { damagePrim as damage } from './damage';
export { aggHandPrim as aggHand } from './agg-hand';
export { strikeOnlyPrim as strikeOnly } from './strike-only';
export { nextRoundClosePrim as nextRoundClose } from './next-round-close';
export { setRangePrim as setRange } from './set-range';
export { nextRoundManeuverPrim as nextRoundManeuver } from './next-round-maneuver';
export { discStrikesPrim as discStrikes } from './disc-strikes';
export { additionalStrikePrim as additionalStrike } from './additional-strike';
export { gainBloodPrim as gainBlood } from './gain-blood';
export { endCombatAfterPrim as endCombatAfter } from './end-combat-after';
export { recoilPrim as recoil } from './recoil';
export { queueCombatPrim as queueCombat } from './queue-combat';
export { continueCombatPrim as continueCombat } from './continue-combat';
export { equipFromHandPrim as equipFromHand } from './equip-from-hand';
export { preventPastFirstPrim as preventPastFirst } from './prevent-past-first';
export { roundStrikePrim as roundStrike } from './round-strike';
export { afterCombatPrim as afterCombat } from './after-combat';
export { aimPrim as aim } from './aim';
export { ashToLibraryPrim as ashToLibrary } from './ash-to-library';
export { ashRecoverPrim as ashRecover } from './ash-recover';
export { removeCopiesPrim as removeCopies } from './remove-copies';
export { toPredatorPrim as toPredator } from './to-predator';
export { drawThenBottomPrim as drawThenBottom } from './draw-then-bottom';
export { gainConvictionPrim as gainConviction } from './gain-conviction';
export { seekPowerPrim as seekPower } from './seek-power';
export { removeFromGamePrim as removeFromGame } from './remove-from-game';
export { gainToStartPrim as gainToStart } from './gain-to-start';
export { seekEquipPrim as seekEquip } from './seek-equip';
