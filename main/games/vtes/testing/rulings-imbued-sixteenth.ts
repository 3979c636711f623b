/**
 * The rulings of the imbued cards made `full` in the sixteenth session (issue 30 item 3; h-imbued) the engine does not
 * model, with why (spread into rulings-listed.ts). Project and Maman Boumba have no published ruling.
 */
export const IMBUED_SIXTEENTH_NOT_FOLLOWED: Readonly<Record<string, readonly { refs: readonly string[]; reason: string }[]>> = {
  // Abjure
  '100007': [
    {
      refs: ['LSJ 20081016'],
      reason:
        'not modelled: the uses of a combat window are read on the cards of ready minions only (vocab/abilities.ts), so a power on an incapacitated imbued is not offered; its imbued must be ready to use it',
    },
  ],
};
