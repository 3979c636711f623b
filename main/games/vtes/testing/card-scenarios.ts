/**
 * Scenarios written for one card (issue 27 item 8; tests only), for the `full` cards whose shape no
 * family of data/families.ts plays: by official card id, the cases of the card's definition (joined
 * from the catalog). Each measures what the card does and fails once the card's effects are stripped
 * (data/coverage-gate.test.ts runs them both ways).
 */
import type { CardDef } from '../schema/effects';
import type { FamilyCase } from './families';
import { CRYPT_SCENARIOS } from './crypt-scenarios';
import { IMBUED_SCENARIOS } from './imbued-scenarios';
import { IMBUED_CONVICTION_SCENARIOS } from './families-imbued-convictions';
import { IMBUED_SIGHT_SCENARIOS } from './families-imbued-sight';
import { IMBUED_POWER_SCENARIOS } from './families-imbued-powers';
import { IMBUED_STRIKE_SCENARIOS } from './families-imbued-strike';
import { IMBUED_DETERMINE_SCENARIOS } from './families-imbued-determine';
import { IMBUED_LIFE_SCENARIOS } from './families-imbued-life';
import { CRYPT_OWN_TRIGGER_SCENARIOS } from './families-crypt-own-triggers';
import { MASTER_SCENARIOS } from './master-scenarios';
import { MASTER_CARD_SCENARIOS } from './master-cards-scenarios';
import { MASTER_WINDOW_SCENARIOS } from './master-windows-scenarios';
import { MASTER_SWEEP_SCENARIOS } from './master-sweep-scenarios';
import { TURN_SCENARIOS } from './turn-scenarios';
import { LIBRARY_SCENARIOS } from './library-scenarios';
import { ACTION_SCENARIOS } from './action-scenarios';
import { ALLY_SCENARIOS } from './ally-scenarios';
import { REF_CHOICE_SCENARIOS } from './families-ref-choice';
import { MULTI_DISC_SCENARIOS } from './families-multi-disc';
import { ACTION_SWEEP_SCENARIOS } from './action-sweep-scenarios';
import { ALLY_SWEEP_SCENARIOS } from './ally-sweep-scenarios';
import { MODS_SWEEP_SCENARIOS } from './mods-sweep-scenarios';

export const CARD_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  ...CRYPT_SCENARIOS,
  ...MASTER_SCENARIOS,
  ...MASTER_CARD_SCENARIOS,
  ...MASTER_WINDOW_SCENARIOS,
  ...MASTER_SWEEP_SCENARIOS,
  ...IMBUED_SCENARIOS,
  ...IMBUED_CONVICTION_SCENARIOS,
  ...IMBUED_SIGHT_SCENARIOS,
  ...IMBUED_POWER_SCENARIOS,
  ...IMBUED_STRIKE_SCENARIOS,
  ...IMBUED_DETERMINE_SCENARIOS,
  ...IMBUED_LIFE_SCENARIOS,
  ...CRYPT_OWN_TRIGGER_SCENARIOS,
  ...TURN_SCENARIOS,
  ...LIBRARY_SCENARIOS,
  ...ACTION_SCENARIOS,
  ...ALLY_SCENARIOS,
  ...REF_CHOICE_SCENARIOS,
  ...MULTI_DISC_SCENARIOS,
  ...ACTION_SWEEP_SCENARIOS,
  ...ALLY_SWEEP_SCENARIOS,
  ...MODS_SWEEP_SCENARIOS,
};
