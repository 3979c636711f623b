/**
 * The rulings of the master cards giving intercept to another Methuselah's blocker (issue 29; vtes-es 6.2.2.2,
 * 1.6.1.5), area `masters`: each entry checked by its scenario in testing/master-intercept-scenarios.ts
 * (`masterInterceptRulings`), run by data/master-scenarios.test.ts; outcomes in our own words.
 */
import type { RulingEntry } from './ruling-entry';

export const MASTER_INTERCEPT_RULINGS: readonly RulingEntry[] = [
  {
    key: 'krcg-impulse',
    area: 'masters',
    cid: '101067',
    card: 'KRCG News Radio',
    sources: ['ANK 20200607'],
    outcome:
      "a third Methuselah's card is offered only once the block attempt is declared and the blocker's Methuselah has passed the intercept step (or had nothing to play in it)",
  },
  {
    key: 'wmrh-impulse',
    area: 'masters',
    cid: '102189',
    card: 'WMRH Talk Radio',
    sources: ['ANK 20200607'],
    outcome:
      "a third Methuselah's card is offered only once the block attempt is declared and the blocker's Methuselah has passed the intercept step (or had nothing to play in it)",
  },
];

/** Pending a scenario (spread into testing/rulings-listed.ts `RULINGS_PENDING`). */
export const MASTER_INTERCEPT_PENDING: Readonly<Record<string, readonly string[]>> = {
  // WMRH Talk Radio: the pool is burned unless the minion is the blocker of the action as it ends; an action continued
  // after a block (as if unblocked) is not played in a scenario with it yet
  '102189': ['ANK 20230319'],
};

/** Not followed in full (spread into testing/rulings-listed.ts `RULINGS_NOT_FOLLOWED`). */
export const MASTER_INTERCEPT_NOT_FOLLOWED: Readonly<Record<string, readonly { refs: readonly string[]; reason: string }[]>> = {
  '100327': [
    {
      refs: ['LSJ 20100505', 'ANK 20210124'],
      reason:
        'followed in part: an earlier action counts once it succeeded or was blocked, so one cancelled as it was played does not count; one cancelled after it was played does not count either, where the ruling counts it',
    },
  ],
};
