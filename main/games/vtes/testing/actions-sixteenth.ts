/**
 * The scenarios of the actions made `full` in the sixteenth session (issue 29, h-actions; tests only), one map per
 * shared record, joined here for testing/card-scenarios.ts and data/action-sweep.test.ts.
 */
import type { CardDef } from '../schema/effects';
import type { FamilyCase } from './test-vampire';
import { BLEED_AGAINST_SCENARIOS } from './families-bleed-against';
import { BLOCK_SPARED_SCENARIOS } from './families-block-spared';
import { TURN_BONUS_SCENARIOS } from './families-turn-bonus';

export const ACTIONS_SIXTEENTH: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  ...BLEED_AGAINST_SCENARIOS,
  ...BLOCK_SPARED_SCENARIOS,
  ...TURN_BONUS_SCENARIOS,
};
