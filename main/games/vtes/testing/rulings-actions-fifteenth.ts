/**
 * The published rulings of the action cards of the fifteenth session's h-actions records (the scenarios joined in
 * testing/actions-fifteenth.ts) that no scenario encodes yet, each with what the engine does (our words), spread into
 * testing/rulings-listed.ts.
 */

/** Rulings these cards' records do not follow, with the reason. */
export const ACTIONS_FIFTEENTH_NOT_FOLLOWED: Readonly<Record<string, readonly { refs: readonly string[]; reason: string }[]>> = {
  // Sudario Refraction
  '101895': [
    {
      refs: ['LSJ 20050422'],
      reason:
        'not followed in full: the three cards are chosen one by one among the library cards of the ash heap as the effect resolves, not named as the action is announced',
    },
  ],
  // Under Siege, Eternal Vigilance (groups "Unlocks and attempts to block", "Forces Block attempt")
  '102063': [
    {
      refs: ['PIB 20150216', 'ANK 20181122-2'],
      reason:
        'not followed: the use is offered only for a locked minion (the primitive unlockToBlock), so an unlocked vampire, or one already attempting to block, cannot use it for the intercept',
    },
  ],
  '100666': [
    {
      refs: ['ANK 20181122-2'],
      reason: 'not followed: the use is offered only for a locked vampire, never for one already attempting to block',
    },
  ],
};

/** Rulings of these cards waiting for a scenario, with what the engine does. */
export const ACTIONS_FIFTEENTH_PENDING: Readonly<Record<string, readonly string[]>> = {
  // Sudario Refraction: the card being played is never offered; any copy there is offered, and with fewer cards left the
  // random discard of three still happens
  '101895': ['LSJ 20090722', 'ANK 20230105', 'LSJ 20080612-2'],
  // Under Siege, Eternal Vigilance: the attempt is made whatever the unlock changed in the action; the use is offered in
  // the block step to a Methuselah asked to block (its prey, predator or target restrictions kept), and only for a
  // minion that could block the action once unlocked
  '102063': ['LSJ 20090514', 'LSJ 20010714-2', 'ANK 20180623'],
  '100666': ['LSJ 20090514', 'LSJ 20010714-2', 'ANK 20180623'],
  // Sheepdog (group "Prevent normal unlock"): `noUnlock` bars the normal unlock only; whether an infernal vampire's
  // paid unlock is still offered under it is not checked by a scenario yet
  '101762': ['LSJ 20050114'],
  // Sleep of Reason: the torpor runs under the Condition that the target still has 1 blood or less at resolution, so an
  // action whose target gained blood meanwhile resolves with no effect (its cost paid)
  '101803': ['LSJ 20090514', 'LSJ 20070411'],
};
