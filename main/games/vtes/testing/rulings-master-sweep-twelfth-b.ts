/**
 * The rulings of the master cards swept by the twelfth session's masters helper, list b (issue 29; scenarios in
 * testing/master-sweep-twelfth-b.ts), pending a scenario or not followed: spread into testing/rulings-listed.ts through
 * testing/rulings-masters-b.ts; the reasons in the comments and texts, in our own words.
 */
export const MASTER_SWEEP_TWELFTH_B_PENDING: Readonly<Record<string, readonly string[]>> = {
  // The Line: the card-reducer group (as The Shard): locked as the price is paid, so a card cancelled as it is played
  // leaves it unlocked; an action card played otherwise than as an action is made cheaper too; a card only affordable
  // with it is offered; no scenario plays a cancel or an unaffordable card with it yet
  '101110': ['ANK 20230620', 'ANK 20230824', 'LSJ 20090705'],
  // Purchase Pact, Weeping Stone: the action-requirement group (the political action or the (D) action to burn the card
  // counts as requiring what the card names); no card played in those actions reads it yet
  '101520': ['LSJ 20080604'],
  '102167': ['LSJ 20080604'],
  // Shakar, Saulot's Avenging Fist: the action the card offers counts as requiring what the card requires; no card played
  // in that action reads it yet
  '101748': ['LSJ 20080604'],
  '102257': ['LSJ 20080604'],
};

/** Not followed in full (spread into testing/rulings-listed.ts `RULINGS_NOT_FOLLOWED`). */
export const MASTER_SWEEP_TWELFTH_B_NOT_FOLLOWED: Readonly<Record<string, readonly { refs: readonly string[]; reason: string }[]>> = {
  '101110': [
    {
      refs: ['ANK 20181007'],
      reason:
        'not followed in full: only action cards are made cheaper, not the blood cost of ally, retainer, equipment or political action cards',
    },
    {
      refs: ['ANK 20200605'],
      reason: 'not modelled: no ally acts as a vampire in the engine, so the price change never meets one',
    },
  ],
  '101719': [
    {
      refs: ['PIB 20150105'],
      reason:
        'not modelled: no card the engine plays makes a referendum pass automatically, so the polling where the card is locked always follows',
    },
  ],
};
