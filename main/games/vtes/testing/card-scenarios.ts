/**
 * Scenarios written for one card (issue 27 item 8; tests only), for the `full` cards whose shape no
 * family of data/families.ts plays: by official card id, the cases of the card's definition (joined
 * from the catalog). Each measures what the card does and fails once the card's effects are stripped
 * (data/coverage-gate.test.ts runs them both ways).
 */
import type { CardDef } from '../schema/effects';
import type { FamilyCase } from './families';
import { CRYPT_SCENARIOS } from './crypt-scenarios';
import { CRYPT_MORE_SCENARIOS } from './crypt-more-scenarios';
import { IMBUED_SCENARIOS } from './imbued-scenarios';
import { IMBUED_CONVICTION_SCENARIOS } from './families-imbued-convictions';
import { IMBUED_SIGHT_SCENARIOS } from './families-imbued-sight';
import { IMBUED_POWER_SCENARIOS } from './families-imbued-powers';
import { IMBUED_STRIKE_SCENARIOS } from './families-imbued-strike';
import { IMBUED_DETERMINE_SCENARIOS } from './families-imbued-determine';
import { IMBUED_LIFE_SCENARIOS } from './families-imbued-life';
import { IMBUED_REACT_SCENARIOS } from './families-imbued-react';
import { IMBUED_SWORD_SCENARIOS } from './families-imbued-sword';
import { IMBUED_EVENT_SCENARIOS } from './families-imbued-events';
import { IMBUED_VEHICLE_SCENARIOS } from './families-imbued-vehicle';
import { IMBUED_CROWD_SCENARIOS } from './families-imbued-crowd';
import { IMBUED_ANNOUNCE_SCENARIOS } from './families-imbued-announce';
import { IMBUED_BYSTANDER_SCENARIOS } from './families-imbued-bystander';
import { CRYPT_OWN_TRIGGER_SCENARIOS } from './families-crypt-own-triggers';
import { MASTER_SCENARIOS } from './master-scenarios';
import { MASTER_CARD_SCENARIOS } from './master-cards-scenarios';
import { MASTER_WINDOW_SCENARIOS } from './master-windows-scenarios';
import { MASTER_SWEEP_SCENARIOS } from './master-sweep-scenarios';
import { MASTER_INPLAY_SCENARIOS } from './master-inplay-scenarios';
import { MASTER_EVENT_SCENARIOS } from './master-events-scenarios';
import { MASTER_BLEED_SCENARIOS } from './master-bleed-scenarios';
import { MASTER_INTERCEPT_SCENARIOS } from './master-intercept-scenarios';
import { MASTER_CHOSEN_SCENARIOS } from './master-chosen-scenarios';
import { MASTER_SWEEP_B_SCENARIOS } from './master-sweep-b-scenarios';
import { MASTERS_B_SCENARIOS } from './masters-b-scenarios';
import { MASTERS_THIRTEENTH_SCENARIOS } from './masters-thirteenth-scenarios';
import { MASTERS_FOURTEENTH_A } from './masters-fourteenth-a';
import { MASTERS_FIFTEENTH_A } from './masters-fifteenth-a';
import { MASTERS_FOURTEENTH_B_SCENARIOS } from './masters-fourteenth-b-scenarios';
import { MASTERS_FIFTEENTH_B_SCENARIOS } from './masters-fifteenth-b';
import { MASTERS_SIXTEENTH_SCENARIOS } from './masters-sixteenth';
import { TURN_SCENARIOS } from './turn-scenarios';
import { LIBRARY_SCENARIOS } from './library-scenarios';
import { ACTION_SCENARIOS } from './action-scenarios';
import { ALLY_SCENARIOS } from './ally-scenarios';
import { REF_CHOICE_SCENARIOS } from './families-ref-choice';
import { MULTI_DISC_SCENARIOS } from './families-multi-disc';
import { ACTION_SWEEP_SCENARIOS } from './action-sweep-scenarios';
import { ALLY_SWEEP_SCENARIOS } from './ally-sweep-scenarios';
import { ACTIONS_SWEEP_TENTH } from './actions-sweep-tenth';
import { ACTIONS_IN_PLAY } from './actions-in-play';
import { COMBAT_SWEEP_SCENARIOS } from './families-combat-sweep';
import { MODS_SWEEP_SCENARIOS } from './mods-sweep-scenarios';
import { ROUND_WON_SCENARIOS } from './families-round-won';
import { OPPONENT_POOL_SCENARIOS } from './families-opponent-pool';
import { ANY_PHASE_SCENARIOS } from './families-any-phase';
import { ATTEMPT_END_SCENARIOS } from './families-attempt-end';
import { STEALTH_NEXT_SCENARIOS } from './families-stealth-next';
import { PLAYED_BY_OTHER_SCENARIOS } from './families-played-by-other';
import { REF_CARD_SCENARIOS } from './families-ref-cards';
import { COMBAT_FOURTEENTH } from './combat-fourteenth';
import { COMBAT_FIFTEENTH } from './combat-fifteenth';
import { COMBAT_SIXTEENTH } from './combat-sixteenth';
import { MODS_ELEVENTH_SCENARIOS } from './mods-eleventh-scenarios';
import { MASTER_ALLY_SCENARIOS } from './families-master-ally';
import { MASTER_HAVEN_SCENARIOS } from './families-master-haven';
import { ASH_SWAP_SCENARIOS } from './families-ash-swap';
import { MASTER_SWEEP_ELEVENTH } from './master-sweep-eleventh';
import { REDUCE_ANY_SCENARIOS } from './families-reduce-any';
import { CARRIED_LEVELS_SCENARIOS } from './families-carried-levels';
import { COMBAT_BARS_SCENARIOS } from './families-combat-bars';
import { ACTIONS_TWELFTH } from './actions-twelfth';
import { ACTIONS_FOURTEENTH } from './actions-fourteenth';
import { ACTIONS_FIFTEENTH } from './actions-fifteenth';
import { ACTIONS_SIXTEENTH } from './actions-sixteenth';
import { MASTER_SWEEP_TWELFTH } from './master-sweep-twelfth';
import { COMBAT_WEAPON_SCENARIOS } from './families-combat-weapons';
import { EQUIP_BLEED_SCENARIOS } from './families-equip-bleed';
import { COMBAT_RETAINER_SCENARIOS } from './families-combat-retainers';
import { REPLACE_DRAW_SCENARIOS } from './families-replace-draw';
import { AUTO_PRESS_SCENARIOS } from './families-auto-press';
import { COMBAT_ENDS_SCENARIOS } from './families-opposing-strikes';
import { PREVENT_IN_COMBAT_SCENARIOS } from './families-prevent-in-combat';
import { REF_POINTS_SCENARIOS } from './families-ref-points';
import { SMALL_MINION_SCENARIOS } from './families-small-minions';
import { ABSTAIN_SCENARIOS } from './families-abstain';
import { EDGE_BLEED_SCENARIOS } from './families-edge-bleed';
import { CANCEL_DISC_SCENARIOS } from './families-cancel-disc';
import { CARRIED_SUP_SCENARIOS } from './families-carried-sup';
import { UNPREVENTABLE_SCENARIOS } from './families-unpreventable';
import { CRYPT_OWN_GAIN_SCENARIOS } from './crypt-own-gains';
import { WEAPON_BREAK_SCENARIOS } from './families-weapon-break';
import { NO_UNLOCK_SCENARIOS } from './families-no-unlock';
import { BLOCK_RANGE_SET_SCENARIOS } from './families-block-range-set';
import { CANCEL_STRIKE_SCENARIOS } from './families-cancel-strike';
import { COMBAT_HAND_SCENARIOS } from './families-combat-hand';
import { POLL_BY_TITLE_SCENARIOS } from './families-poll-by-title';
import { BLOOD_ZERO_SCENARIOS } from './families-blood-zero';
import { ALLIES_THIRTEENTH } from './allies-thirteenth';
import { FORTITUDE_PROOF_SCENARIOS } from './families-fortitude-proof';
import { COMBAT_FLEX_SCENARIOS } from './families-combat-flex';
import { REF_BEARER_SCENARIOS, REF_EQUIP_SCENARIOS } from './families-ref-equip';
import { KEPT_SEATS_SCENARIOS } from './families-kept-seats';
import { DEED_VOTES_SCENARIOS } from './families-deed-votes';
import { PRE_VOTES_SCENARIOS } from './families-pre-votes';
import { RESEAT_SCENARIOS } from './families-reseat';
import { MODS_SWEEP_FOURTEENTH } from './mods-sweep-fourteenth';
import { KEPT_CARD_SCENARIOS } from './families-kept-cards';
import { ASH_CHOSEN_SCENARIOS } from './families-ash-chosen';
import { NO_REPLACE_TURN_SCENARIOS } from './families-no-replace-turn';

export const CARD_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  ...CRYPT_SCENARIOS,
  ...CRYPT_MORE_SCENARIOS,
  ...MASTER_SCENARIOS,
  ...MASTER_CARD_SCENARIOS,
  ...MASTER_WINDOW_SCENARIOS,
  ...MASTER_SWEEP_SCENARIOS,
  ...MASTER_BLEED_SCENARIOS,
  ...MASTER_EVENT_SCENARIOS,
  ...MASTER_INPLAY_SCENARIOS,
  ...MASTER_INTERCEPT_SCENARIOS,
  ...MASTER_CHOSEN_SCENARIOS,
  ...MASTER_SWEEP_B_SCENARIOS,
  ...MASTERS_B_SCENARIOS,
  ...MASTERS_THIRTEENTH_SCENARIOS,
  ...MASTERS_FOURTEENTH_A,
  ...MASTERS_FIFTEENTH_A,
  ...MASTERS_FOURTEENTH_B_SCENARIOS,
  ...MASTERS_FIFTEENTH_B_SCENARIOS,
  ...MASTERS_SIXTEENTH_SCENARIOS,
  ...IMBUED_SCENARIOS,
  ...IMBUED_CONVICTION_SCENARIOS,
  ...IMBUED_SIGHT_SCENARIOS,
  ...IMBUED_POWER_SCENARIOS,
  ...IMBUED_STRIKE_SCENARIOS,
  ...IMBUED_DETERMINE_SCENARIOS,
  ...IMBUED_LIFE_SCENARIOS,
  ...IMBUED_REACT_SCENARIOS,
  ...IMBUED_SWORD_SCENARIOS,
  ...IMBUED_EVENT_SCENARIOS,
  ...IMBUED_VEHICLE_SCENARIOS,
  ...IMBUED_CROWD_SCENARIOS,
  ...IMBUED_ANNOUNCE_SCENARIOS,
  ...IMBUED_BYSTANDER_SCENARIOS,
  ...CRYPT_OWN_TRIGGER_SCENARIOS,
  ...CRYPT_OWN_GAIN_SCENARIOS,
  ...TURN_SCENARIOS,
  ...LIBRARY_SCENARIOS,
  ...ACTION_SCENARIOS,
  ...ALLY_SCENARIOS,
  ...REF_CHOICE_SCENARIOS,
  ...MULTI_DISC_SCENARIOS,
  ...ACTION_SWEEP_SCENARIOS,
  ...ALLY_SWEEP_SCENARIOS,
  ...ACTIONS_SWEEP_TENTH,
  ...ACTIONS_IN_PLAY,
  ...COMBAT_SWEEP_SCENARIOS,
  ...MODS_SWEEP_SCENARIOS,
  ...ROUND_WON_SCENARIOS,
  ...OPPONENT_POOL_SCENARIOS,
  ...ANY_PHASE_SCENARIOS,
  ...ATTEMPT_END_SCENARIOS,
  ...STEALTH_NEXT_SCENARIOS,
  ...PLAYED_BY_OTHER_SCENARIOS,
  ...REF_CARD_SCENARIOS,
  ...MODS_ELEVENTH_SCENARIOS,
  ...MASTER_ALLY_SCENARIOS,
  ...MASTER_HAVEN_SCENARIOS,
  ...ASH_SWAP_SCENARIOS,
  ...MASTER_SWEEP_ELEVENTH,
  ...REDUCE_ANY_SCENARIOS,
  ...CARRIED_LEVELS_SCENARIOS,
  ...COMBAT_BARS_SCENARIOS,
  ...ACTIONS_TWELFTH,
  ...ACTIONS_FOURTEENTH,
  ...ACTIONS_FIFTEENTH,
  ...ACTIONS_SIXTEENTH,
  ...MASTER_SWEEP_TWELFTH,
  ...COMBAT_WEAPON_SCENARIOS,
  ...EQUIP_BLEED_SCENARIOS,
  ...COMBAT_RETAINER_SCENARIOS,
  ...REPLACE_DRAW_SCENARIOS,
  ...AUTO_PRESS_SCENARIOS,
  ...COMBAT_ENDS_SCENARIOS,
  ...PREVENT_IN_COMBAT_SCENARIOS,
  ...REF_POINTS_SCENARIOS,
  ...SMALL_MINION_SCENARIOS,
  ...ABSTAIN_SCENARIOS,
  ...EDGE_BLEED_SCENARIOS,
  ...CANCEL_DISC_SCENARIOS,
  ...CARRIED_SUP_SCENARIOS,
  ...UNPREVENTABLE_SCENARIOS,
  ...WEAPON_BREAK_SCENARIOS,
  ...NO_UNLOCK_SCENARIOS,
  ...BLOCK_RANGE_SET_SCENARIOS,
  ...CANCEL_STRIKE_SCENARIOS,
  ...COMBAT_HAND_SCENARIOS,
  ...POLL_BY_TITLE_SCENARIOS,
  ...BLOOD_ZERO_SCENARIOS,
  ...REF_EQUIP_SCENARIOS,
  ...ALLIES_THIRTEENTH,
  ...FORTITUDE_PROOF_SCENARIOS,
  ...COMBAT_FLEX_SCENARIOS,
  ...REF_BEARER_SCENARIOS,
  ...KEPT_SEATS_SCENARIOS,
  ...DEED_VOTES_SCENARIOS,
  ...PRE_VOTES_SCENARIOS,
  ...RESEAT_SCENARIOS,
  ...COMBAT_FOURTEENTH,
  ...COMBAT_FIFTEENTH,
  ...COMBAT_SIXTEENTH,
  ...MODS_SWEEP_FOURTEENTH,
  ...KEPT_CARD_SCENARIOS,
  ...ASH_CHOSEN_SCENARIOS,
  ...NO_REPLACE_TURN_SCENARIOS,
};
