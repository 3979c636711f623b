/**
 * The rulings of a master card put on a vampire that entered play in its player's last influence phase (issue 29,
 * h-masters, thirteenth session; testing/families-influenced-last.ts checks them, `influencedLastRulings`), area
 * `masters`; outcomes in our own words.
 */
import type { RulingEntry } from './ruling-entry';

export const INFLUENCED_LAST_RULINGS: readonly RulingEntry[] = [
  {
    key: 'legendary-last-only',
    area: 'masters',
    cid: '101091',
    card: 'Legendary Vampire',
    sources: ['vtes-es 7'],
    outcome: 'a vampire that entered the ready region two influence phases ago is not a target: only the last one counts',
  },
];

export const INFLUENCED_LAST_PENDING: Readonly<Record<string, readonly string[]>> = {
  // Legendary Vampire: a merge (7) is not entering play; followed as written (only the influence of a vampire out of the
  // uncontrolled region is recorded, rules/influence.ts), but no scenario builds two versions of one test vampire yet
  '101091': ['LSJ 20030519-2'],
};
