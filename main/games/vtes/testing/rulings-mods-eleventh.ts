/**
 * The rulings of the action modifiers, reactions and political actions of the eleventh session (issue 29, h-mods;
 * families-any-phase.ts and the cards written with records that existed): those not encoded by a scenario, listed
 * with the reason (`MODS_ELEVENTH_NOT_FOLLOWED`) or as work left (`MODS_ELEVENTH_PENDING`), both spread into
 * testing/rulings-listed.ts. Our own words, never the ruling's text.
 */

export const MODS_ELEVENTH_NOT_FOLLOWED: Readonly<Record<string, readonly { refs: readonly string[]; reason: string }[]>> = {
  // Enkil Cog
  '100645': [
    {
      refs: ['LSJ 20081213-1'],
      reason:
        'not followed in full: the card stays locked once used and declining the action loses the use, as ruled; but an action card cancelled as it is played ends the use (the minion is not offered another action for it)',
    },
  ],
  // The Kiss of Ra
  '101062': [
    {
      refs: ['ANK 20211015'],
      reason:
        "not followed in full: the action ended at the attempt counts for the limits read as it is announced (a minion's one bleed each turn, a card's once-per-turn use), so the same bleed cannot be tried again this turn",
    },
  ],
  // Disputed Territory
  '100557': [
    {
      refs: ['RTR 19960112', 'LSJ 19971002'],
      reason: 'not modelled: the terms choose only a location in play; an equipment representing a location (on a minion) is not offered',
    },
  ],
};

export const MODS_ELEVENTH_PENDING: Readonly<Record<string, readonly string[]>> = {
  // Enkil Cog: played after resolution (the group's timing, as As the Crow's)
  '100645': ['PIB 20150915'],
  // The Kiss of Ra: the action ends at once (no card after it, no diablerie of a vampire leaving torpor): followed, no scenario yet
  '101062': ['RBK leave-torpor', 'RTR 20180719', 'ANK 20210124'],
  // Veil the Legions: played by the acting Methuselah's vampires only, and "the next X actions" counted as each is
  // announced (a cancelled action counts): followed, no scenario yet
  '102097': ['LSJ 19990425', 'LSJ 20070526'],
  // Empowering the Puppet King: played by the acting Methuselah's vampires only (followed, no scenario yet)
  '100639': ['LSJ 19990425'],
  // Disputed Territory, Permanent Vacation: control changes and nothing else, requirements ignored, no referendum
  // without a card to choose (followed: takeControl, termsPossible); no scenario of their own yet
  '100557': ['TOM 19960226-1', 'RTR 19980623', 'LSJ 20100129'],
  '101390': ['LSJ 20100129'],
  // Lost in Translation: in the bleed reaction window before resolution, also after a block failed for stealth (followed)
  '101126': ['LSJ 19980105', 'ANK 20211003'],
  // Skin of the Chameleon: played as the action is announced (as Seduction's); one of two Disciplines
  '101794': ['ANK 20181208', 'ANK 20190425', 'LSJ 20011204-3'],
};
