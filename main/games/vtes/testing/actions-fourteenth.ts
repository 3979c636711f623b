/**
 * The scenarios of the actions made `full` in the fourteenth session (issue 29, h-actions; tests only), one map per
 * shared record, joined here for testing/card-scenarios.ts and data/action-sweep.test.ts.
 */
import type { CardDef } from '../schema/effects';
import type { FamilyCase } from './test-vampire';
import { SEE_HANDS_SCENARIOS } from './families-see-hands';
import { AGG_IMMUNE_SCENARIOS } from './families-agg-immune';
import { OWN_MINION_SCENARIOS } from './families-own-minion';
import { SECT_TOLL_SCENARIOS } from './families-sect-toll';
import { SWEEP_FOURTEENTH_SCENARIOS } from './families-sweep-fourteenth';
import { CORRUPT_SCENARIOS } from './families-corrupt';

export const ACTIONS_FOURTEENTH: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  ...SEE_HANDS_SCENARIOS,
  ...AGG_IMMUNE_SCENARIOS,
  ...OWN_MINION_SCENARIOS,
  ...SECT_TOLL_SCENARIOS,
  ...SWEEP_FOURTEENTH_SCENARIOS,
  ...CORRUPT_SCENARIOS,
};
