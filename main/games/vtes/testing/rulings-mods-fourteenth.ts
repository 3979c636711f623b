/**
 * The rulings of the action modifiers, reactions and political actions written in the fourteenth session (issue 29,
 * h-mods, list A of the deck-completion order): followed by the records with no scenario of their own yet
 * (`PENDING`), or not followed / not modelled with the reason (`NOT_FOLLOWED`); spread into testing/rulings-listed.ts.
 * Our own words, never the ruling's text.
 */

/** The reflex cancels' group rulings (rules/cancel.ts, as testing/rulings-combat-thirteenth.ts says for its cards). */
const CANCELS = ['LSJ 20061207', 'LSJ 20080630', 'LSJ 20030224', 'LSJ 20060106'];

export const MODS_FOURTEENTH_PENDING: Readonly<Record<string, readonly string[]>> = {
  // Predator's Communion: a frenzy "on" this vampire is one its opposing minion plays in their combat (LSJ 20051113:
  // the reflex reads `opposing`); a cancelled card is chosen again from the state before its play (RBK cancel-a-card)
  '101477': [...CANCELS, 'LSJ 20051113', 'RBK cancel-a-card'],
  // Fae Contortion: played with one Discipline, the card counts as requiring the one of the mode played (the cancel
  // window reads the mode's Disciplines: LSJ 20011204-3)
  '100689': [...CANCELS, 'LSJ 20011204-3'],
  // Ignis Fatuus: its -1 stealth is offered in the reaction step whether or not a block is attempted (LSJ 20020612), to
  // each Methuselah when the impulse comes to them (ANK 20200607: the reaction order of rules/reactions.ts)
  '100948': ['ANK 20200607', 'LSJ 20020612'],
  // Poison Pill: any pool decrease of the outcome counts (a burn or a payment: the pool is read before and after the
  // outcome's primitives, rules/pre-votes.ts)
  '101406': ['ANK 20180719-2'],
};

const PLAYED_AGAIN = {
  refs: ['ANK 20190104'],
  reason:
    'not followed: a card cancelled as it is played leaves the state before its play, so the same minion may play that card again in the same action or round',
};

export const MODS_FOURTEENTH_NOT_FOLLOWED: Readonly<Record<string, readonly { refs: readonly string[]; reason: string }[]>> = {
  '101477': [PLAYED_AGAIN],
  '100619': [
    {
      refs: ['PIB 20150105'],
      reason:
        'not modelled: no automated card makes a referendum pass automatically, so its polling always opens and the card is offered before the first vote',
    },
  ],
  '100689': [PLAYED_AGAIN],
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
