/**
 * The scenario families of the vampires' own abilities (issue 30 item 1), one file each (`families-crypt-*.ts`): every
 * family that applies to a card definition, in the order the coverage gate has always run them. `familyCases`
 * (families.ts) joins them with the library cards' families.
 */
import type { CardDef } from '../schema/effects';
import type { FamilyCase } from './test-vampire';
import { cryptStatCases } from './families-crypt';
import { cryptReadyCases } from './families-crypt-ready';
import { cryptLimitCases } from './families-crypt-limits';
import { cryptUseCases } from './families-crypt-uses';
import { cryptFightCases } from './families-crypt-fight';
import { cryptTakeCases } from './families-crypt-take';
import { cryptBleedCases } from './families-crypt-bleeds';
import { cryptBlockedCases } from './families-crypt-blocked';
import { cryptRefCases } from './families-crypt-refs';
import { cryptPollingCases } from './families-crypt-polling';
import { cryptSuccessCases } from './families-crypt-success';
import { cryptBleedCutCases } from './families-crypt-bleed-cut';
import { cryptTargetedCases } from './families-crypt-targeted';
import { cryptUpkeepCases } from './families-crypt-upkeep';
import { cryptTorporCases } from './families-crypt-torpor';
import { cryptBloodHuntCases } from './families-crypt-blood-hunt';
import { cryptVotesCases } from './families-crypt-votes';
import { cryptDeedsCases } from './families-crypt-deeds';
import { cryptAggHandCases } from './families-crypt-agg-hand';
import { cryptAnyTimeCases } from './families-crypt-any-time';
import { cryptLibraryTopCases } from './families-crypt-library-top';
import { cryptUnlockAfterCases } from './families-crypt-unlock-after';
import { cryptAgainstCases } from './families-crypt-against';
import { cryptPhaseEndCases } from './families-crypt-phase-end';
import { cryptPhaseCases } from './families-crypt-phases';
import { cryptOwnCases } from './families-crypt-own';
import { cryptBlockCases } from './families-crypt-block';
import { cryptRangeCases } from './families-crypt-range';
import { cryptDiscardCases, cryptUnlockGiftCases } from './families-crypt-discard';
import { cryptRescueCases } from './families-crypt-rescue';
import { cryptRescuerCases } from './families-crypt-rescuer';
import { cryptMergedCases } from './families-crypt-merged';
import { cryptBarredCases } from './families-crypt-barred';
import { cryptOpponentLeavesCases } from './families-crypt-opponent-leaves';
import { cryptOwnBurnCases } from './families-crypt-own-burn';
import { cryptOwnRiseCases } from './families-crypt-own-rise';
import { cryptBleedAnyCases } from './families-crypt-bleed-any';
import { cryptRoundDamageCases } from './families-crypt-round-damage';
import { cryptNoCarryCases } from './families-crypt-no-carry';
import { cryptAllySearchCases } from './families-crypt-ally-search';
import { cryptArrangeCases } from './families-crypt-arrange';
import { cryptFeedCases } from './families-crypt-feed';
import { cryptBallotsCases } from './families-crypt-ballots';
import { cryptVotesIfCases } from './families-crypt-votes-if';
import { cryptDrawCases } from './families-crypt-draw';
import { cryptCancelOwnCases } from './families-crypt-cancel-own';
import { cryptDiscardActionCases } from './families-crypt-discard-action';
import { cryptAshSwapCases } from './families-crypt-ash-swap';
import { cryptDiscardXCases } from './families-crypt-discard-x';
import { cryptTitleStealCases } from './families-crypt-title-steal';
import { cryptBystanderCases } from './families-crypt-bystander';
import { cryptUnlockBlockCases } from './families-crypt-unlock-block';
import { cryptOverDamageCases } from './families-crypt-over-damage';
import { cryptNotReplacedCases } from './families-crypt-not-replaced';
import { cryptHandBurnCases, cryptLookHandCases } from './families-crypt-look-hand';
import { cryptAnyDiscardCases } from './families-crypt-any-discard';
import { cryptBlockerMinusCases } from './families-crypt-blocker-minus';
import { cryptActingPriceCases } from './families-crypt-acting-price';
import { cryptRefBurnCases } from './families-crypt-ref-burn';
import { cryptActorDiscardCases } from './families-crypt-actor-discard';
import { cryptHandPerCases } from './families-crypt-hand-per';
import { cryptAggNormalCases } from './families-crypt-agg-normal';
import { cryptUnlockLockCases } from './families-crypt-unlock-lock';
import { cryptVotesOwnCountCases } from './families-crypt-votes-own-count';
import { cryptAttachCases } from './families-crypt-attach';
import { cryptBecomeClanCases } from './families-crypt-become-clan';
import { cryptPlayedCases } from './families-crypt-played';
import { cryptCombatPriceCases } from './families-crypt-combat-price';
import { cryptEquipHandCases } from './families-crypt-equip-hand';
import { cryptSelfUnlockCases } from './families-crypt-self-unlock';
import { cryptOwnStrikeCases } from './families-crypt-strikes-own';
import { cryptCombatOwnCases } from './families-crypt-combat-own';
import { cryptTitleContestCases } from './families-crypt-title-contest';
import { cryptDiscardsBackCases } from './families-crypt-discards-back';
import { cryptPlaysAsCases } from './families-crypt-plays-as';
import { cryptSetRangeCases } from './families-crypt-set-range';
import { cryptMasterPriceCases } from './families-crypt-master-price';
import { cryptEveryActionCases } from './families-crypt-every-action';
import { cryptRangedCases } from './families-crypt-ranged';
import { cryptBloodOutCases } from './families-crypt-blood-out';
import { cryptRetainerBloodCases } from './families-crypt-retainer-blood';
import { cryptOtherUnlockCases } from './families-crypt-other-unlock';
import { cryptAnyUnlockCases } from './families-crypt-any-unlock';
import { cryptOfferStatCases } from './families-crypt-offer-stat';
import { cryptVotesCountCases } from './families-crypt-votes-count';
import { cryptNoTitlesCases } from './families-crypt-no-titles';
import { cryptOwnReferendumCases } from './families-crypt-own-referendum';
import { cryptLookCases } from './families-crypt-look';
import { cryptBloodAmongCases } from './families-crypt-blood-among';
import { cryptFailActionCases } from './families-crypt-fail-action';
import { cryptActionCostCases } from './families-crypt-action-cost';
import { cryptOwnEdgeCases } from './families-crypt-own-edge';
import { cryptInfluenceUnlockCases } from './families-crypt-influence-unlock';
import { cryptRedrawCases } from './families-crypt-redraw';
import { cryptDoubleVotesCases } from './families-crypt-double-votes';
import { cryptBlockLockCases } from './families-crypt-block-lock';
import { cryptNoDirectedCases } from './families-crypt-no-directed';
import { cryptAshCases } from './families-crypt-ash';
import { cryptEveryCases, cryptHandLookCases } from './families-crypt-every';
import { cryptCircleCases } from './families-crypt-circle';
import { cryptSeekCases } from './families-crypt-seek';
import { cryptMomentUnlockCases } from './families-crypt-moment-unlock';
import { cryptStrikeIfCases } from './families-crypt-strike-if';
import { cryptStrikePriceCases } from './families-crypt-strike-price';
import { cryptDiscSearchCases } from './families-crypt-disc-search';
import { cryptMandatoryPressCases } from './families-crypt-mandatory-press';
import { cryptAggFromCases } from './families-crypt-agg-from';

/** The cases of every vampire family that applies to `def` (none for a card no family reads). */
export function cryptFamilyCases(def: CardDef): FamilyCase[] {
  return [
    ...cryptStatCases(def),
    ...cryptReadyCases(def),
    ...cryptUseCases(def),
    ...cryptFightCases(def),
    ...cryptTakeCases(def),
    ...cryptBleedCases(def),
    ...cryptBlockedCases(def),
    ...cryptRefCases(def),
    ...cryptPollingCases(def),
    ...cryptSuccessCases(def),
    ...cryptBleedCutCases(def),
    ...cryptTargetedCases(def),
    ...cryptUpkeepCases(def),
    ...cryptTorporCases(def),
    ...cryptBloodHuntCases(def),
    ...cryptVotesCases(def),
    ...cryptDeedsCases(def),
    ...cryptAggHandCases(def),
    ...cryptAnyTimeCases(def),
    ...cryptLibraryTopCases(def),
    ...cryptUnlockAfterCases(def),
    ...cryptAgainstCases(def),
    ...cryptPhaseEndCases(def),
    ...cryptPhaseCases(def),
    ...cryptOwnCases(def),
    ...cryptBlockCases(def),
    ...cryptRangeCases(def),
    ...cryptDiscardCases(def),
    ...cryptUnlockGiftCases(def),
    ...cryptRescueCases(def),
    ...cryptRescuerCases(def),
    ...cryptMergedCases(def),
    ...cryptBarredCases(def),
    ...cryptOpponentLeavesCases(def),
    ...cryptOwnBurnCases(def),
    ...cryptOwnRiseCases(def),
    ...cryptBleedAnyCases(def),
    ...cryptRoundDamageCases(def),
    ...cryptNoCarryCases(def),
    ...cryptAllySearchCases(def),
    ...cryptArrangeCases(def),
    ...cryptFeedCases(def),
    ...cryptBallotsCases(def),
    ...cryptVotesIfCases(def),
    ...cryptDrawCases(def),
    ...cryptCancelOwnCases(def),
    ...cryptDiscardActionCases(def),
    ...cryptAshSwapCases(def),
    ...cryptDiscardXCases(def),
    ...cryptTitleStealCases(def),
    ...cryptBystanderCases(def),
    ...cryptUnlockBlockCases(def),
    ...cryptOverDamageCases(def),
    ...cryptNotReplacedCases(def),
    ...cryptLookHandCases(def),
    ...cryptHandBurnCases(def),
    ...cryptAnyDiscardCases(def),
    ...cryptBlockerMinusCases(def),
    ...cryptActingPriceCases(def),
    ...cryptRefBurnCases(def),
    ...cryptActorDiscardCases(def),
    ...cryptHandPerCases(def),
    ...cryptAggNormalCases(def),
    ...cryptUnlockLockCases(def),
    ...cryptVotesOwnCountCases(def),
    ...cryptAttachCases(def),
    ...cryptBecomeClanCases(def),
    ...cryptPlayedCases(def),
    ...cryptCombatPriceCases(def),
    ...cryptEquipHandCases(def),
    ...cryptSelfUnlockCases(def),
    ...cryptOwnStrikeCases(def),
    ...cryptCombatOwnCases(def),
    ...cryptTitleContestCases(def),
    ...cryptDiscardsBackCases(def),
    ...cryptPlaysAsCases(def),
    ...cryptSetRangeCases(def),
    ...cryptMasterPriceCases(def),
    ...cryptEveryActionCases(def),
    ...cryptRangedCases(def),
    ...cryptBloodOutCases(def),
    ...cryptRetainerBloodCases(def),
    ...cryptOtherUnlockCases(def),
    ...cryptAnyUnlockCases(def),
    ...cryptOfferStatCases(def),
    ...cryptVotesCountCases(def),
    ...cryptNoTitlesCases(def),
    ...cryptOwnReferendumCases(def),
    ...cryptLookCases(def),
    ...cryptBloodAmongCases(def),
    ...cryptFailActionCases(def),
    ...cryptActionCostCases(def),
    ...cryptOwnEdgeCases(def),
    ...cryptInfluenceUnlockCases(def),
    ...cryptRedrawCases(def),
    ...cryptDoubleVotesCases(def),
    ...cryptBlockLockCases(def),
    ...cryptNoDirectedCases(def),
    ...cryptAshCases(def),
    ...cryptEveryCases(def),
    ...cryptHandLookCases(def),
    ...cryptCircleCases(def),
    ...cryptSeekCases(def),
    ...cryptMomentUnlockCases(def),
    ...cryptStrikeIfCases(def),
    ...cryptStrikePriceCases(def),
    ...cryptDiscSearchCases(def),
    ...cryptMandatoryPressCases(def),
    ...cryptAggFromCases(def),
    ...cryptLimitCases(def),
  ];
}
