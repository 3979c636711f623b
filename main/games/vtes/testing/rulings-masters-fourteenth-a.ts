/**
 * The rulings of the fourteenth session's masters helper, stripe a (issue 29, h-masters-a; testing/masters-fourteenth-a.ts
 * checks them, `mastersFourteenthARulings`), area `masters`; outcomes in our own words. The rulings pending or not
 * followed, each with what the engine does, are spread into testing/rulings-listed.ts.
 */
import type { RulingEntry } from './ruling-entry';

export const MASTERS_FOURTEENTH_A_RULINGS: readonly RulingEntry[] = [
  {
    key: 'tension-imbued',
    area: 'masters',
    cid: '101958',
    card: 'Tension in the Ranks',
    sources: ['LSJ 20060409-2', 'vtes-es A.5'],
    outcome: 'an imbued incapacitated is neither burned nor sent to torpor: its controller burns no pool',
  },
];

export const MASTERS_FOURTEENTH_A_PENDING: Readonly<Record<string, readonly string[]>> = {};

export const MASTERS_FOURTEENTH_A_NOT_FOLLOWED: Readonly<Record<string, readonly { refs: readonly string[]; reason: string }[]>> = {};
