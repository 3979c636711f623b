/**
 * The rulings of the out-of-turn master cards played at a combat's damage (issue 29, h-masters-b; vtes-es 1.6.2.4,
 * 6.4.5, 6.4.6), area `masters`: each entry checked by its scenario in testing/master-moment-scenarios.ts
 * (`masterMomentRulings`), run by data/master-scenarios.test.ts; outcomes in our own words. The rulings pending a
 * scenario or not followed are spread into testing/rulings-listed.ts.
 */
import type { RulingEntry } from './ruling-entry';

export const MASTER_MOMENT_RULINGS: readonly RulingEntry[] = [
  {
    key: 'rotschreck-on-damaged',
    area: 'masters',
    cid: '101654',
    card: 'Rötschreck',
    sources: ['RTR 19980623'],
    outcome: 'the card goes on the vampire about to take the aggravated damage, never on the minion striking it',
  },
  {
    key: 'rotschreck-combat-ends',
    area: 'masters',
    cid: '101654',
    card: 'Rötschreck',
    sources: ['LSJ 20020715'],
    outcome:
      'the combat ends before any damage of the round is dealt (the striker is not hurt either) and nobody may answer that damage with a second copy; the vampire stays locked in torpor, and the card burns in its next unlock phase',
  },
];

/** Pending a scenario (spread into testing/rulings-listed.ts), with what the engine does. */
export const MASTER_MOMENT_PENDING: Readonly<Record<string, readonly string[]>> = {
  // Rötschreck: a strike out of range deals no damage, so the moment never opens (RTR 19980928); damage treated as normal
  // by its receiver is still aggravated when the moment reads it (ANK 20200130-1); its missed unlock is marked on the
  // vampire as it is played and stays if the card is burned before (ANK 20191025 not modelled); an infernal vampire may
  // still be unlocked for a pool, the mark only stopping the normal unlock (group LSJ 20050114); the torpor is lost if
  // the combat goes on, the missed unlock stays (RTR 20020501)
  '101654': ['RTR 19980928', 'ANK 20200130-1', 'ANK 20191025', 'LSJ 20050114', 'RTR 20020501'],
};

/** Not followed in full (spread into testing/rulings-listed.ts `RULINGS_NOT_FOLLOWED`). */
export const MASTER_MOMENT_NOT_FOLLOWED: Readonly<Record<string, readonly { refs: readonly string[]; reason: string }[]>> = {
  '101654': [
    {
      refs: ['LSJ 19990217'],
      reason:
        'not followed in full: the card is offered once the strikes are resolved and their damage is known, before prevention; what a strike does besides damage (blood stolen, equipment burned) has already happened',
    },
    {
      refs: ['ANK 20220114'],
      reason: 'not followed: the moment opens for any aggravated damage of the round, environmental damage included, not only a strike',
    },
    {
      refs: ['LSJ 20011005'],
      reason:
        'not followed: a combat-ends strike resolves before the damage is known and a dodged strike deals none, so the card is not offered then',
    },
    {
      refs: ['LSJ 20070709-2'],
      reason:
        'not followed in full: the vampire goes to torpor as the combat ends, before the after-combat effects are read, which then see it in torpor',
    },
  ],
};
