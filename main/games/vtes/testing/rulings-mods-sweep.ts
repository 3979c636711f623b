/**
 * The rulings of the action modifiers, reactions and political actions of the tenth session's sweep (issue 29,
 * h-mods; families-block-price.ts and the cards written with records that existed): those not encoded by a
 * scenario, listed with the reason (`MODS_SWEEP_NOT_FOLLOWED`) or as work left (`MODS_SWEEP_PENDING`), both
 * spread into testing/rulings-listed.ts. Our own words, never the ruling's text.
 */

const RESIGN =
  'not followed: a block price applies to the block attempts made after the card is played; a minion already attempting to block when it is played keeps its attempt and pays nothing (it is not asked to pay or resign)';

export const MODS_SWEEP_NOT_FOLLOWED: Readonly<Record<string, readonly { refs: readonly string[]; reason: string }[]>> = {
  // Tenebrous Form, Where the Veil Thins, Unthinkable Humiliation (group "burn blood to attempt to block")
  '101957': [{ refs: ['LSJ 20031121-2'], reason: RESIGN }],
  '102285': [{ refs: ['LSJ 20031121-2'], reason: RESIGN }],
  '102346': [{ refs: ['LSJ 20031121-2'], reason: RESIGN }],
  '100618': [
    {
      refs: ['RTR 19960530'],
      reason:
        'not followed in full: the card is offered during a bleed aimed at you as it was announced; a bleed redirected to you after blocks were declined comes too late for intercept in the engine',
    },
  ],
};

export const MODS_SWEEP_PENDING: Readonly<Record<string, readonly string[]>> = {
  // Force of Personality [PRE]: played as the action is announced (as Seduction's)
  '100758': ['ANK 20181208', 'ANK 20190425'],
  // Unthinkable Humiliation: one of two Disciplines; -1 intercept with no block attempt
  '102346': ['LSJ 20011204-3', 'LSJ 20020612'],
  // As the Crow: after resolution (the group's timing); Hag's Wrinkles: one of two Disciplines
  '100102': ['PIB 20150915'],
  '100877': ['LSJ 20011204-3'],
  // Dread Gaze, Ominous Chorus: polling cards and a referendum passing by itself (as Covincraft's)
  '100586': ['PIB 20150105'],
  '102278': ['PIB 20150105'],
  // Strange Day: played as the action is announced (as Seduction's); Magnetic Authority: one of two Disciplines
  '101880': ['ANK 20181208', 'ANK 20190425'],
  '102331': ['LSJ 20011204-3'],
  // the justicars: only a Camarilla vampire of the clan is chosen (followed: titleCard chosenSect); no call without one
  '100262': ['LSJ 20041026', 'LSJ 20100129'],
  '101299': ['LSJ 20041026', 'LSJ 20100129'],
  '102021': ['LSJ 20041026', 'LSJ 20100129'],
  '102111': ['LSJ 20041026', 'LSJ 20100129'],
  '100806': ['LSJ 20100129'],
  '101154': ['LSJ 20100129'],
  // the Praxis Seizures giving capacity: it is lost with the title card (followed: read while the card is on the prince)
  ...Object.fromEntries(['101450', '101451', '101460', '101461', '101467', '101468', '101470'].map((id) => [id, ['TOM 19960210']])),
};
