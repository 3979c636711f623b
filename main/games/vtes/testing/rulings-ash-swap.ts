/**
 * The rulings of the cards exchanging hand and ash heap cards or ending a combat before range (issue 29; vtes-es 1.1.2,
 * 6.4), area `masters`: each entry checked by its scenario in testing/families-ash-swap.ts (`ashSwapRulings`), run by
 * data/master-scenarios.test.ts; outcomes in our own words.
 */
import type { RulingEntry } from './ruling-entry';

export const ASH_SWAP_RULINGS: readonly RulingEntry[] = [
  {
    key: 'garibaldi-end-round',
    area: 'masters',
    cid: '100809',
    card: 'Garibaldi-Meucci Museum',
    sources: ['RTR 20001020', 'LSJ 20001024'],
    outcome: 'the combat it ends still has its end of round: cards played at the end of a round or of the combat may be played',
  },
  {
    key: 'garibaldi-explicit-anarch',
    area: 'masters',
    cid: '100809',
    card: 'Garibaldi-Meucci Museum',
    sources: ['ANK 20250320', 'LSJ 20080603', 'LSJ 20050128'],
    outcome:
      'only a card whose requirements name the anarch sect (alone or among others) or a baron is offered; a card requiring a non-Camarilla vampire is not',
  },
];

export const ASH_SWAP_NOT_FOLLOWED: Readonly<Record<string, readonly { refs: readonly string[]; reason: string }[]>> = {
  '100809': [
    {
      refs: ['LSJ 20000222'],
      reason:
        'not modelled: the two cards are picked once the lock and the pool are paid, not named as the card is used; nothing can change them in between, so the exchange is the same',
    },
  ],
};
