/**
 * The scenarios of the sixteenth session's masters helper (issue 29, h-masters; tests only): one registry of its card
 * scenarios (spread into testing/card-scenarios.ts), each family in its own file.
 */
import type { CardDef } from '../schema/effects';
import type { FamilyCase } from './test-vampire';
import { MASTERS_SWEEP_SIXTEENTH_SCENARIOS } from './families-masters-sweep-sixteenth';

export const MASTERS_SIXTEENTH_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  ...MASTERS_SWEEP_SIXTEENTH_SCENARIOS,
};
