/**
 * The rulings of the fourteenth session's masters helper, stripe a (issue 29, h-masters-a; testing/masters-fourteenth-a.ts
 * checks them, `mastersFourteenthARulings`), area `masters`; outcomes in our own words. The rulings pending or not
 * followed, each with what the engine does, are spread into testing/rulings-listed.ts.
 */
import type { RulingEntry } from './ruling-entry';

export const MASTERS_FOURTEENTH_A_RULINGS: readonly RulingEntry[] = [
  {
    key: 'tension-imbued',
    area: 'masters',
    cid: '101958',
    card: 'Tension in the Ranks',
    sources: ['LSJ 20060409-2', 'vtes-es A.5'],
    outcome: 'an imbued incapacitated is neither burned nor sent to torpor: its controller burns no pool',
  },
];

export const MASTERS_FOURTEENTH_A_PENDING: Readonly<Record<string, readonly string[]>> = {
  // Heidelberg Castle: followed by the windows, no scenario each yet: its uses are offered only in its controller's master
  // phase and between actions of its minion phase (never in answer to an effect, never during an action, its damage after
  // resolution or its blood hunt), and a card moves only onto a vampire that may hold it (core/no-carry.ts `cannotHold`)
  '100908': ['LSJ 20010110', 'LSJ 20050111', 'LSJ 19980831', 'ANK 20171124', 'LSJ 20090722-2', 'LSJ 20030618'],
};

export const MASTERS_FOURTEENTH_A_NOT_FOLLOWED: Readonly<Record<string, readonly { refs: readonly string[]; reason: string }[]>> = {
  '100908': [
    {
      refs: ['ANK 20170804'],
      reason:
        'not followed: blood is offered onto a vampire only while it has room under its capacity (blood moved beyond it would go to the bank, which the use never offers)',
    },
    {
      refs: ['ANK 20210608'],
      reason:
        "not modelled: the use is offered in its controller's own master phase and between the actions of its own minion phase, not between the actions of another Methuselah's turn",
    },
  ],
};
