/**
 * The scenarios of the allies and retainers made `full` in the thirteenth session (issue 29, h-allies; tests only), one map
 * per shared record, joined here for testing/card-scenarios.ts.
 */
import type { CardDef } from '../schema/effects';
import type { FamilyCase } from './test-vampire';
import { ALLY_AS_VAMPIRE_SCENARIOS } from './families-ally-as-vampire';
import { ENTER_BURN_SCENARIOS } from './families-enter-burn';
import { ALLY_LIMITS_SCENARIOS } from './families-ally-limits';
import { ASH_REMOVE_SCENARIOS } from './families-ash-remove';

export const ALLIES_THIRTEENTH: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  ...ALLY_AS_VAMPIRE_SCENARIOS,
  ...ENTER_BURN_SCENARIOS,
  ...ALLY_LIMITS_SCENARIOS,
  ...ASH_REMOVE_SCENARIOS,
};
