/**
 * The rulings of the master cards that become an ally (issue 29; vtes-es 1.6.2, 6.1.5), area `masters`: each entry
 * checked by its scenario in testing/families-master-ally.ts (`masterAllyRulings`), run by
 * data/master-scenarios.test.ts; outcomes in our own words.
 */
import type { RulingEntry } from './ruling-entry';

export const MASTER_ALLY_RULINGS: readonly RulingEntry[] = [
  {
    key: 'jake-no-ally-in-ash',
    area: 'masters',
    cid: '101019',
    card: 'Jake Washington',
    sources: ['LSJ 20071014', 'LSJ 20020115', 'LSJ 20030128'],
    outcome: 'an ally only while he is in play: in the ash heap (or the hand) the card is a master card, no ally',
  },
  {
    key: 'jake-starting-life',
    area: 'masters',
    cid: '101019',
    card: 'Jake Washington',
    sources: ['LSJ 20030520-2'],
    outcome: 'his starting life is the 1 he enters play with: a card giving life up to the starting amount gives him none',
  },
];
