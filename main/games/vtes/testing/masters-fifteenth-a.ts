/**
 * The scenarios of the fifteenth session's masters helper, stripe a (issue 29, h-masters-a; tests only): one registry of
 * its card scenarios (spread into testing/card-scenarios.ts), each family in its own file named after its record.
 */
import type { CardDef } from '../schema/effects';
import type { FamilyCase } from './test-vampire';
import { FROM_TORPOR_SCENARIOS } from './families-from-torpor';
import { CONTRACT_SCENARIOS } from './families-contract';
import { MASTERS_SWEEP_FIFTEENTH_SCENARIOS } from './families-masters-sweep-fifteenth';

export const MASTERS_FIFTEENTH_A: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  ...FROM_TORPOR_SCENARIOS,
  ...CONTRACT_SCENARIOS,
  ...MASTERS_SWEEP_FIFTEENTH_SCENARIOS,
};
