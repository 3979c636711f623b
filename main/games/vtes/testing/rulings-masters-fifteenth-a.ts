/**
 * The rulings of the fifteenth session's masters helper, stripe a (issue 29, h-masters-a): the rulings not followed or
 * not modelled, each with what the engine does, spread into testing/rulings-listed.ts.
 */
export const MASTERS_FIFTEENTH_A_NOT_FOLLOWED: Readonly<Record<string, readonly { refs: readonly string[]; reason: string }[]>> = {
  '101487': [
    {
      refs: ['ANK 20180129-2'],
      reason:
        "not modelled: the card gives its pool as the minion it is on is burned or sent to torpor (core/bearer-watch.ts); a Methuselah ousted takes their minions out of the game without either, so the card's player is not asked",
    },
    {
      refs: ['LSJ 20080604'],
      reason:
        'not modelled: the action the card offers is offered to the chosen Assamite only, but it is not counted as an action requiring an Assamite for the cards that ask about requirements',
    },
  ],
  '100311': [
    {
      refs: ['LSJ 20080604'],
      reason:
        'not modelled: the action the card offers is offered to Followers of Set only, but it is not counted as an action requiring a Follower of Set for the cards that ask about requirements',
    },
  ],
};

export const MASTERS_FIFTEENTH_A_PENDING: Readonly<Record<string, readonly string[]>> = {
  // Priority Contract: followed by the trifle record as for The Coven (a contested copy still gives its master phase
  // action), with no scenario of its own
  '101487': ['RBK contested-cards'],
};
