/**
 * The scenarios of the actions, allies and retainers made `full` in the twelfth session (issue 29, h-actions; tests
 * only), one map per shared record, joined here for testing/card-scenarios.ts and data/action-sweep.test.ts.
 */
import type { CardDef } from '../schema/effects';
import type { FamilyCase } from './test-vampire';
import { TITLE_REFERENDUM_SCENARIOS } from './families-title-referendum';
import { ATTACH_MARKS_SCENARIOS } from './families-attach-marks';
import { OPEN_ABILITIES_SCENARIOS } from './families-open-abilities';
import { FIRST_ROUND_SCENARIOS } from './families-first-round';
import { EVERY_UNLOCK_SCENARIOS } from './families-every-unlock';
import { ALLY_FIRST_STRIKE_SCENARIOS } from './families-ally-first-strike';
import { UNLOCK_LATER_SCENARIOS } from './families-unlock-later';
import { CARD_BLOCK_SCENARIOS } from './families-card-block';
import { HURT_SCENARIOS } from './families-hurt';

export const ACTIONS_TWELFTH: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  ...TITLE_REFERENDUM_SCENARIOS,
  ...ATTACH_MARKS_SCENARIOS,
  ...OPEN_ABILITIES_SCENARIOS,
  ...FIRST_ROUND_SCENARIOS,
  ...EVERY_UNLOCK_SCENARIOS,
  ...ALLY_FIRST_STRIKE_SCENARIOS,
  ...UNLOCK_LATER_SCENARIOS,
  ...CARD_BLOCK_SCENARIOS,
  ...HURT_SCENARIOS,
};
