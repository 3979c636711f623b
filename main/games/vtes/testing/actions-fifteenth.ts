/**
 * The scenarios of the actions made `full` in the fifteenth session (issue 29, h-actions; tests only), one map per
 * shared record, joined here for testing/card-scenarios.ts and data/action-sweep.test.ts.
 */
import type { CardDef } from '../schema/effects';
import type { FamilyCase } from './test-vampire';
import { ASH_TO_TOP_SCENARIOS } from './families-ash-to-top';
import { UNLOCK_TO_BLOCK_SCENARIOS } from './families-unlock-to-block';
import { HELD_DOWN_SCENARIOS } from './families-held-down';
import { SLEEP_TORPOR_SCENARIOS } from './families-sleep-torpor';

export const ACTIONS_FIFTEENTH: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  ...ASH_TO_TOP_SCENARIOS,
  ...UNLOCK_TO_BLOCK_SCENARIOS,
  ...HELD_DOWN_SCENARIOS,
  ...SLEEP_TORPOR_SCENARIOS,
};
