/**
 * The scenarios of the thirteenth session's masters helper (issue 29; tests only): one registry of its card scenarios
 * (spread into testing/card-scenarios.ts) and of its rulings' checks (spread into data/master-scenarios.test.ts), each
 * family in its own file named after its record.
 */
import type { CardDef } from '../schema/effects';
import type { FamilyCase } from './test-vampire';
import { INFLUENCED_LAST_SCENARIOS, influencedLastRulings } from './families-influenced-last';
import { PASS_ON_SCENARIOS, passOnRulings } from './families-pass-on';
import { MASTER_SWEEP_THIRTEENTH, masterSweepThirteenthRulings } from './master-sweep-thirteenth';

export const MASTERS_THIRTEENTH_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  ...INFLUENCED_LAST_SCENARIOS,
  ...PASS_ON_SCENARIOS,
  ...MASTER_SWEEP_THIRTEENTH,
};

/** The checks of the rulings of testing/rulings-masters-thirteenth.ts, by entry key. */
export function mastersThirteenthRulings(def: (id: string) => CardDef): Record<string, () => void> {
  return {
    ...influencedLastRulings(def),
    ...passOnRulings(def),
    ...masterSweepThirteenthRulings(def),
  };
}
