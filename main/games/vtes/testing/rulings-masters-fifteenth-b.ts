/**
 * The rulings of the fifteenth session's masters helper, stripe b (issue 29, h-masters-b): one registry of its entries
 * (spread into testing/rulings-masters.ts) and of the rulings pending or not followed (spread into
 * testing/rulings-listed.ts).
 */
import type { RulingEntry } from './ruling-entry';

export const MASTERS_FIFTEENTH_B_RULINGS: readonly RulingEntry[] = [];

export const MASTERS_FIFTEENTH_B_PENDING: Readonly<Record<string, readonly string[]>> = {};

export const MASTERS_FIFTEENTH_B_NOT_FOLLOWED: Readonly<Record<string, readonly { refs: readonly string[]; reason: string }[]>> = {};
