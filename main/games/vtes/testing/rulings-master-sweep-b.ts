/**
 * The rulings of the master cards and events swept by the tenth session's second masters helper (issue 29, list b;
 * scenarios in testing/master-sweep-b-scenarios.ts), pending a scenario or not followed: spread into
 * testing/rulings-listed.ts; the reasons in the comments, in our own words.
 */
export const MASTER_SWEEP_B_PENDING: Readonly<Record<string, readonly string[]>> = {
  // Narrow Minds: the card is replaced as its player's next unlock phase starts (with the other cards held back), before
  // any unlock effect; no scenario orders it against another unlock-phase effect yet
  '101265': ['ANK 20200129'],
};

/** Not followed in full (spread into testing/rulings-listed.ts `RULINGS_NOT_FOLLOWED`). */
export const MASTER_SWEEP_B_NOT_FOLLOWED: Readonly<Record<string, readonly { refs: readonly string[]; reason: string }[]>> = {};
