/**
 * The rulings of the fifteenth session's masters helper, stripe b (issue 29, h-masters-b): one registry of its entries
 * (spread into testing/rulings-masters.ts) and of the rulings pending or not followed (spread into
 * testing/rulings-listed.ts).
 */
import type { RulingEntry } from './ruling-entry';

export const MASTERS_FIFTEENTH_B_RULINGS: readonly RulingEntry[] = [];

export const MASTERS_FIFTEENTH_B_PENDING: Readonly<Record<string, readonly string[]>> = {
  // Aching Beauty: the pool is burned as the block is made (runBlockTriggers), before any card ending the action or
  // making it unblockable could be played, and each copy on the Toreador burns its own pool: both followed, no scenario of
  // an action ended after the block nor of two copies yet
  '100018': ['RTR 19991206', 'LSJ 19980225'],
};

export const MASTERS_FIFTEENTH_B_NOT_FOLLOWED: Readonly<Record<string, readonly { refs: readonly string[]; reason: string }[]>> = {};
