/**
 * The rulings of a master card in play taxing and strengthening a clan (issue 29, h-masters-b; vtes-es 1.1.2, 5), area
 * `masters`: each entry checked by its scenario in testing/master-clan-debate-scenarios.ts, run by
 * data/master-scenarios.test.ts; outcomes in our own words.
 */
import type { RulingEntry } from './ruling-entry';

export const MASTER_CLAN_DEBATE_RULINGS: readonly RulingEntry[] = [
  {
    key: 'debate-oldest-chosen',
    area: 'masters',
    cid: '100260',
    card: 'Brujah Debate',
    sources: ['LSJ 19980224'],
    outcome:
      'between vampires of the clan sharing the highest capacity their controller chooses which one is locked; a single oldest one is locked with no question',
  },
];

/** Pending a scenario (spread into testing/rulings-listed.ts), with what the engine does. */
export const MASTER_CLAN_DEBATE_PENDING: Readonly<Record<string, readonly string[]>> = {
  // Brujah Debate: an oldest Brujah already locked may be the one chosen (nothing happens to it then); no scenario has
  // one locked as the master phase starts yet
  '100260': ['LSJ 20010508'],
};
