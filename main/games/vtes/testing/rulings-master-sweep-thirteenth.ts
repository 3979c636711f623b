/**
 * The rulings of the master cards swept by the thirteenth session's masters helper (issue 29; testing/master-sweep-
 * thirteenth.ts checks them, `masterSweepThirteenthRulings`), area `masters`; outcomes in our own words.
 */
import type { RulingEntry } from './ruling-entry';

export const MASTER_SWEEP_THIRTEENTH_RULINGS: readonly RulingEntry[] = [
  {
    key: 'grooming-up-to',
    area: 'masters',
    cid: '100860',
    card: 'Grooming the Protégé',
    sources: ['vtes-es 1.2'],
    outcome: 'a vampire with fewer than 3 blood moves what it has',
  },
];

export const MASTER_SWEEP_THIRTEENTH_PENDING: Readonly<Record<string, readonly string[]>> = {
  // Power Structure: not usable in a blood hunt referendum (no political action); the polling window of abilities is
  // offered in the referendums of political actions, and no scenario plays a blood hunt with the card in play yet
  '101430': ['ANK 20190707'],
};
