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
  // Secret Passage: not usable while a block is attempted or once it succeeded (actionFails is possible only before any
  // block attempt and after an unblocked one); a failed action was not blocked (no block is recorded): both followed, no
  // scenario of a block attempt yet
  '101710': ['ANK 20260316', 'LSJ 20070219'],
  // Humanitas: the blood less lowers the rescue's whole price (rules/minion.ts rescuePrice), split as the rescuer and the
  // rescued vampire choose: followed, the scenario pays it from the rescuer alone
  '100943': ['PIB 20110918'],
};

export const MASTERS_FIFTEENTH_B_NOT_FOLLOWED: Readonly<Record<string, readonly { refs: readonly string[]; reason: string }[]>> = {
  '101710': [
    {
      refs: ['ANK 20211015'],
      reason: 'not modelled: an action made to fail ends at once, and is not recorded as resolved for the rules on repeated actions',
    },
    {
      refs: ['ANK 20221205'],
      reason: 'not modelled: an action made to fail ends at once, with no window for the cards used after an action',
    },
  ],
};
