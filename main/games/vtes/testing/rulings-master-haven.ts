/**
 * The rulings of the master cards shielding their minion (issue 29; vtes-es 1.6.1.3, 6.2.1), area `masters`: each entry
 * checked by its scenario in testing/families-master-haven.ts (`masterHavenRulings`), run by
 * data/master-scenarios.test.ts; the rulings pending a scenario in `MASTER_HAVEN_PENDING` (spread into
 * testing/rulings-listed.ts), the reasons in comments; outcomes in our own words.
 */
import type { RulingEntry } from './ruling-entry';

export const MASTER_HAVEN_RULINGS: readonly RulingEntry[] = [
  {
    key: 'haven-controller-pays',
    area: 'masters',
    cid: '101711',
    card: 'Secure Haven',
    sources: ['TOM 19951208-1'],
    outcome: "every Methuselah pays the extra pool for a master card aimed at the minion, the minion's own controller too",
  },
  {
    key: 'haven-torpor-target',
    area: 'masters',
    cid: '101711',
    card: 'Secure Haven',
    sources: ['LSJ 20010610'],
    outcome: 'it may be put on a vampire of yours in torpor (it burns only when a ready minion goes there)',
  },
];

export const MASTER_HAVEN_PENDING: Readonly<Record<string, readonly string[]>> = {
  // Secure Haven: a master card choosing the minion through its Selector pays the extra pool as it resolves, and a
  // referendum's terms never offer it (prims-politics.ts `cardsChoosable`), with no scenario of their own yet; cards
  // already in play used on it cost nothing more (only master cards played read `costOnTarget`)
  // contested (two copies in play), it is not burned when its vampire goes to torpor: the contest of a card on a minion is
  // not modelled (4.1 reads the card as out of play, its trigger stays)
  '101711': ['LSJ 20031010', 'ANK 20221120', 'RTR 19960124'],
};
