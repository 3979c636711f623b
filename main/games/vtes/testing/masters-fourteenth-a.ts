/**
 * The scenarios of the fourteenth session's masters helper, stripe a (issue 29, h-masters-a; tests only): one registry of
 * its card scenarios (spread into testing/card-scenarios.ts) and of its rulings' checks (spread into
 * data/master-scenarios.test.ts), each family in its own file named after its record.
 */
import type { CardDef } from '../schema/effects';
import type { FamilyCase } from './test-vampire';
import { DISCARD_SETS_SCENARIOS, discardSetsRulings } from './families-discard-sets';
import { MOVE_BETWEEN_SCENARIOS } from './families-move-between';

export const MASTERS_FOURTEENTH_A: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  ...DISCARD_SETS_SCENARIOS,
  ...MOVE_BETWEEN_SCENARIOS,
};

/** The checks of the rulings of testing/rulings-masters-fourteenth-a.ts, by entry key. */
export function mastersFourteenthARulings(def: (id: string) => CardDef): Record<string, () => void> {
  return {
    ...discardSetsRulings(def),
  };
}
