/**
 * The scenarios of the twelfth session's masters helper, list b (issue 29; tests only): one registry of its card
 * scenarios (spread into testing/card-scenarios.ts) and of its rulings' checks (spread into
 * data/master-scenarios.test.ts), each family in its own file named after its record.
 */
import type { CardDef } from '../schema/effects';
import type { FamilyCase } from './test-vampire';
import { MASTER_MOMENT_SCENARIOS, masterMomentRulings } from './master-moment-scenarios';
import { MASTER_CLAN_DEBATE_SCENARIOS, masterClanDebateRulings } from './master-clan-debate-scenarios';
import { MASTER_SWEEP_TWELFTH_B } from './master-sweep-twelfth-b';

export const MASTERS_B_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  ...MASTER_MOMENT_SCENARIOS,
  ...MASTER_CLAN_DEBATE_SCENARIOS,
  ...MASTER_SWEEP_TWELFTH_B,
};

/** The checks of the rulings of testing/rulings-masters-b.ts, by entry key. */
export function mastersBRulings(def: (id: string) => CardDef): Record<string, () => void> {
  return {
    ...masterMomentRulings(def),
    ...masterClanDebateRulings(def),
  };
}
