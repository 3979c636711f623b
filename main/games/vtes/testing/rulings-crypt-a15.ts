/**
 * The rulings of the vampires automated in issue 30's stripe a in the fifteenth session (h-crypt-a) not encoded by a
 * scenario of the rulings suite yet, with what the engine does (spread into rulings-listed.ts as pending), and those
 * the engine does not follow, with why.
 */
export const CRYPT_A15_PENDING: Readonly<Record<string, readonly string[]>> = {
  // Edward Vignes (`failAction`, the fail-an-action group rulings): not usable while a block is attempted or after it
  // succeeded (the primitive is possible only in the block decision and the reaction window of an action neither
  // blocked nor resolved); a failed action goes on to its `after` step, where the cards used after an action are still
  // offered, is not blocked (no outcome), and was announced (the same-action bar already counts it)
  '200403': ['ANK 20260316', 'ANK 20221205', 'ANK 20211015', 'LSJ 20070219'],
  // Marciana Giovanni: the intercept she lends is the action's `paidIntercept`, offered to the chosen vampire whenever it
  // attempts to block during that action (once); locking a minion attempting to block is a group ruling of cards
  // played during the attempt: her use is offered at the block decision and in the reaction window only
  '200913': ['LSJ 20100604-2', 'LSJ 20010702'],
  // Roy (the abilities-in-torpor group ruling): his strength against titled vampires is a `mod` read wherever he is; his
  // discard phase lock is his own trigger, read for him in the ready region (a vampire in torpor is not locked there)
  '201684': ['LSJ 20011022'],
  // Angela Preston: her influence phase use is offered whenever her Methuselah is asked in that phase, so also after she
  // was influenced out in it; her block price and her use are read for her in the ready region (the torpor group ruling)
  '200091': ['RTR 20180303', 'LSJ 20011022'],
  // Saulot: the scarce group ruling, read from the trait as for the other scarce vampires
  '201248': ['LSJ 20011015'],
};

export const CRYPT_A15_NOT_FOLLOWED: Readonly<Record<string, readonly { refs: readonly string[]; reason: string }[]>> = {
  '200913': [
    {
      refs: ['LSJ 20100527'],
      reason:
        'not followed: her use chooses another vampire than herself (a `who` Selector with no role leaves the card of the use out: vocab/abilities.ts), so she cannot lend the intercept to herself',
    },
    {
      refs: ['LSJ 20010813-2'],
      reason: 'not followed: her use is offered while she is ready only (a lock cost is paid by a ready card), not from torpor',
    },
  ],
};
