/**
 * The rulings of the action modifiers, reactions and political actions written in the fourteenth session (issue 29,
 * h-mods, list A of the deck-completion order): followed by the records with no scenario of their own yet
 * (`PENDING`), or not followed / not modelled with the reason (`NOT_FOLLOWED`); spread into testing/rulings-listed.ts.
 * Our own words, never the ruling's text.
 */

export const MODS_FOURTEENTH_PENDING: Readonly<Record<string, readonly string[]>> = {
  // Poison Pill: any pool decrease of the outcome counts (a burn or a payment: the pool is read before and after the
  // outcome's primitives, rules/pre-votes.ts)
  '101406': ['ANK 20180719-2'],
};

export const MODS_FOURTEENTH_NOT_FOLLOWED: Readonly<Record<string, readonly { refs: readonly string[]; reason: string }[]>> = {
  '101406': [
    {
      refs: ['ANK 20180813', 'LSJ 20041025'],
      reason:
        'followed in part: the loss is the pool the Methuselah has less after the outcome than before it, so an outcome that both gains and burns pool counts only the net loss, not the loss alone',
    },
    {
      refs: ['PIB 20150105'],
      reason:
        'not modelled: no automated card makes a referendum pass automatically, so its polling always opens and the card is offered before the first vote',
    },
  ],
};
