/**
 * The rulings of the twelfth session's masters helper, list b (issue 29): one registry of its entries (spread into
 * testing/rulings-masters.ts) and of the rulings pending or not followed (spread into testing/rulings-listed.ts), each
 * family's in its own file.
 */
import type { RulingEntry } from './ruling-entry';
import { MASTER_MOMENT_NOT_FOLLOWED, MASTER_MOMENT_PENDING, MASTER_MOMENT_RULINGS } from './rulings-master-moment';
import { MASTER_CLAN_DEBATE_PENDING, MASTER_CLAN_DEBATE_RULINGS } from './rulings-master-clan-debate';
import { MASTER_SWEEP_TWELFTH_B_NOT_FOLLOWED, MASTER_SWEEP_TWELFTH_B_PENDING } from './rulings-master-sweep-twelfth-b';

export const MASTERS_B_RULINGS: readonly RulingEntry[] = [...MASTER_MOMENT_RULINGS, ...MASTER_CLAN_DEBATE_RULINGS];

export const MASTERS_B_PENDING: Readonly<Record<string, readonly string[]>> = {
  ...MASTER_MOMENT_PENDING,
  ...MASTER_CLAN_DEBATE_PENDING,
  ...MASTER_SWEEP_TWELFTH_B_PENDING,
};

export const MASTERS_B_NOT_FOLLOWED: Readonly<Record<string, readonly { refs: readonly string[]; reason: string }[]>> = {
  ...MASTER_MOMENT_NOT_FOLLOWED,
  ...MASTER_SWEEP_TWELFTH_B_NOT_FOLLOWED,
};
