/**
 * The rulings of the thirteenth session's masters helper (issue 29): one registry of its entries (spread into
 * testing/rulings-masters.ts) and of the rulings pending or not followed (spread into testing/rulings-listed.ts), each
 * family's in its own file.
 */
import type { RulingEntry } from './ruling-entry';
import { INFLUENCED_LAST_PENDING, INFLUENCED_LAST_RULINGS } from './rulings-influenced-last';
import { PASS_ON_RULINGS } from './rulings-pass-on';
import { MASTER_SWEEP_THIRTEENTH_PENDING, MASTER_SWEEP_THIRTEENTH_RULINGS } from './rulings-master-sweep-thirteenth';

export const MASTERS_THIRTEENTH_RULINGS: readonly RulingEntry[] = [
  ...INFLUENCED_LAST_RULINGS,
  ...PASS_ON_RULINGS,
  ...MASTER_SWEEP_THIRTEENTH_RULINGS,
];

export const MASTERS_THIRTEENTH_PENDING: Readonly<Record<string, readonly string[]>> = {
  ...INFLUENCED_LAST_PENDING,
  ...MASTER_SWEEP_THIRTEENTH_PENDING,
};

export const MASTERS_THIRTEENTH_NOT_FOLLOWED: Readonly<Record<string, readonly { refs: readonly string[]; reason: string }[]>> = {};
