/**
 * The rulings of the master cards and events swept by the tenth session's second masters helper (issue 29, list b;
 * scenarios in testing/master-sweep-b-scenarios.ts), pending a scenario or not followed: spread into
 * testing/rulings-listed.ts; the reasons in the comments, in our own words.
 */
export const MASTER_SWEEP_B_PENDING: Readonly<Record<string, readonly string[]>> = {
  // Narrow Minds: the card is replaced as its player's next unlock phase starts (with the other cards held back), before
  // any unlock effect; no scenario orders it against another unlock-phase effect yet
  '101265': ['ANK 20200129'],
  // The Shard: its price change is its controller's for every card it plays, minion cards included (so an ally may
  // play a card whose blood price it brings to 0, when nothing else asks for a vampire); no scenario plays a minion
  // card with it yet
  // (the card-reducer group: locked as the price is paid, so a card cancelled as it is played leaves it unlocked; any card
  // its controller pays for counts, an action card played otherwise than as an action too)
  '102244': ['ANK 20221102', 'ANK 20230621', 'ANK 20230620', 'ANK 20230824'],
  // Powerbase: Tshwane: the same card-reducer group as The Shard; its steal action is offered to Laibon (the card's action
  // requirement read from the card in play, as every `by` Selector); no scenario plays a minion card or a cancel with it
  '101443': ['ANK 20221102', 'ANK 20230620', 'ANK 20230824', 'LSJ 20090705', 'LSJ 20080604'],
  // London Evening Star: offered to a third Methuselah once the blocker's Methuselah passed the intercept step, as KRCG
  // News Radio's use (whose scenario encodes it); not played again with this card
  '101120': ['ANK 20200607'],
};

/** Not followed in full (spread into testing/rulings-listed.ts `RULINGS_NOT_FOLLOWED`). */
export const MASTER_SWEEP_B_NOT_FOLLOWED: Readonly<Record<string, readonly { refs: readonly string[]; reason: string }[]>> = {};
