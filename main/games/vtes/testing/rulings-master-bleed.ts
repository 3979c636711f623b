/**
 * The rulings of the master cards and events of the ninth session's masters helper (issue 29; vtes-es 1.6.2.4,
 * 6.1.1, 6.2.3), area `masters`: each entry checked by its scenario in testing/master-bleed-scenarios.ts
 * (`masterBleedRulings`), run by data/master-scenarios.test.ts; outcomes in our own words. The rulings not modelled
 * are in `MASTER_BLEED_NOT_FOLLOWED` (spread into testing/rulings-listed.ts).
 */
import type { RulingEntry } from './ruling-entry';

export const MASTER_BLEED_RULINGS: readonly RulingEntry[] = [
  {
    key: 'archon-before-resolution',
    area: 'masters',
    cid: '100085',
    card: 'Archon Investigation',
    sources: ['LSJ 19980105'],
    outcome:
      'offered while the bleed is still under way, once nobody blocks; once the bleed has resolved (the pool burned) it is no longer offered',
  },
];

export const MASTER_BLEED_NOT_FOLLOWED: Readonly<Record<string, readonly { refs: readonly string[]; reason: string }[]>> = {
  '100085': [
    {
      refs: ['LSJ 20010817', 'PIB 20131013'],
      reason:
        'not modelled: the card is not treated as targeting the bleeding minion; the cards the ruling weighs against it (a haven making master cards on its minion cost more, a minion that cannot be the target of master cards) are played by hand',
    },
  ],
};
