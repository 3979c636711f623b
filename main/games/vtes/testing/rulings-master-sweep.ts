/**
 * The rulings of the master cards and events of the eighth session's sweep (issue 29; vtes-es 1.6.2), area
 * `masters`: each entry checked by its scenario in testing/master-sweep-scenarios.ts (`masterSweepRulings`), run by
 * data/master-scenarios.test.ts; outcomes in our own words.
 */
import type { RulingEntry } from './ruling-entry';

export const MASTER_SWEEP_RULINGS: readonly RulingEntry[] = [
  {
    key: 'sight-beyond-sight-burn-option',
    area: 'masters',
    cid: '101780',
    card: 'Sight Beyond Sight',
    sources: ['LSJ 20100203-2'],
    outcome:
      'a copy already in play on a Salubri does not open the burn option for a second copy in hand: with a Salubri controlled it is not offered, without one it is',
  },
];
