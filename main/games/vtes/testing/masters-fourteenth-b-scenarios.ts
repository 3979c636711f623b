/**
 * The scenarios of the fourteenth session's masters helper, stripe b (issue 29, h-masters-b; tests only): one registry
 * of its card scenarios (spread into testing/card-scenarios.ts) and of its rulings' checks (spread into
 * data/master-scenarios.test.ts), each family in its own file named after its record.
 */
import type { CardDef } from '../schema/effects';
import type { FamilyCase } from './test-vampire';
import { UNSEEN_BY_SCENARIOS } from './families-unseen-by';
import { LIFE_BOON_SCENARIOS, lifeBoonRulings } from './families-life-boon';
import { UNCOILING_SCENARIOS } from './families-uncoiling';
import { MASTER_SWEEP_FOURTEENTH_B } from './master-sweep-fourteenth-b';

export const MASTERS_FOURTEENTH_B_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  ...UNSEEN_BY_SCENARIOS,
  ...LIFE_BOON_SCENARIOS,
  ...UNCOILING_SCENARIOS,
  ...MASTER_SWEEP_FOURTEENTH_B,
};

/** The checks of the rulings of testing/rulings-masters-fourteenth-b.ts, by entry key. */
export function mastersFourteenthBRulings(def: (id: string) => CardDef): Record<string, () => void> {
  return {
    ...lifeBoonRulings(def),
  };
}
