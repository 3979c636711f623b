/**
 * The rulings of the sixteenth session's masters helper (issue 29, h-masters): the rulings pending or not followed
 * (spread into testing/rulings-listed.ts).
 */

export const MASTERS_SIXTEENTH_PENDING: Readonly<Record<string, readonly string[]>> = {
  // Storm Sewers: a range fixed for every round skips each determine-range step, and no card setting the range is offered
  // once it is set (vocab/prims/set-range.ts possible): followed, the scenario reads the fixed range only
  '101878': ['RTR 19970630'],
  // Día de los Muertos: the referendum passing automatically closes before any polling step, so no card of the polling
  // or of the referendum is offered in it (the scenario checks no vote is asked), and its margin is 0: followed
  '100541': ['LSJ 19980107'],
};

export const MASTERS_SIXTEENTH_NOT_FOLLOWED: Readonly<Record<string, readonly { refs: readonly string[]; reason: string }[]>> = {
  '101878': [
    {
      refs: ['PIB 20120214'],
      reason: 'not modelled: the range of the combat of a block is kept on the action, and a later card fixing it replaces the earlier one',
    },
  ],
};
