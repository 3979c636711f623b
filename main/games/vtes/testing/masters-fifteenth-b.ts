/**
 * The scenarios of the fifteenth session's masters helper, stripe b (issue 29, h-masters-b; tests only): one registry
 * of its card scenarios (spread into testing/card-scenarios.ts) and of its rulings' checks (spread into
 * data/master-scenarios.test.ts), each family in its own file named after its record.
 */
import type { CardDef } from '../schema/effects';
import type { FamilyCase } from './test-vampire';
import { GAIN_TRAIT_SCENARIOS } from './families-gain-trait';
import { BLOCKED_ACTING_SCENARIOS } from './families-blocked-acting';
import { MASTER_SWEEP_FIFTEENTH_B } from './master-sweep-fifteenth-b';
import { MONSTER_HUNT_SCENARIOS } from './families-monster-hunt';
import { ACTION_FAILS_SCENARIOS } from './families-action-fails';
import { RESCUE_BEARER_SCENARIOS } from './families-rescue-bearer';

export const MASTERS_FIFTEENTH_B_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  ...GAIN_TRAIT_SCENARIOS,
  ...BLOCKED_ACTING_SCENARIOS,
  ...MASTER_SWEEP_FIFTEENTH_B,
  ...MONSTER_HUNT_SCENARIOS,
  ...ACTION_FAILS_SCENARIOS,
  ...RESCUE_BEARER_SCENARIOS,
};

/** The checks of the rulings of testing/rulings-masters-fifteenth-b.ts, by entry key. */
export function mastersFifteenthBRulings(_def: (id: string) => CardDef): Record<string, () => void> {
  return {};
}
