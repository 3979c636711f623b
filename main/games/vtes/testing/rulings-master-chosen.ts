/**
 * The rulings of the master cards keeping a chosen card (issue 29; vtes-es 1.6.2, 6.1.6; vocab/kept-choice.ts), area
 * `masters`: each entry checked by its scenario in testing/master-chosen-scenarios.ts (`masterChosenRulings`), run by
 * data/master-scenarios.test.ts; outcomes in our own words.
 */
import type { RulingEntry } from './ruling-entry';

export const MASTER_CHOSEN_RULINGS: readonly RulingEntry[] = [
  {
    key: 'rack-torpor',
    area: 'masters',
    cid: '101536',
    card: 'The Rack',
    sources: ['PIB 20150522'],
    outcome: 'the chosen vampire still gains the blood while it is in torpor',
  },
];

/** Pending a scenario (spread into testing/rulings-listed.ts `RULINGS_PENDING`). */
export const MASTER_CHOSEN_PENDING: Readonly<Record<string, readonly string[]>> = {
  // The Rack: the choice is made as the card is played or stolen only (a contest ended or a new copy of the chosen
  // vampire do not make it choose again; a vampire back from a contest is the same card and is served again); no
  // scenario plays a contest or a second copy with it yet
  '101536': ['RTR 19960112', 'TOM 19960122', 'LSJ 20010809-2'],
};

/** Not followed in full (spread into testing/rulings-listed.ts `RULINGS_NOT_FOLLOWED`). */
export const MASTER_CHOSEN_NOT_FOLLOWED: Readonly<Record<string, readonly { refs: readonly string[]; reason: string }[]>> = {
  '101536': [
    {
      refs: ['ANK 20200130-2'],
      reason:
        "not followed: the card's use is offered to its controller for its own chosen vampire only; once another Methuselah controls that vampire, nothing is offered (the ruling lets that Methuselah decide whether it gains the blood)",
    },
  ],
};
