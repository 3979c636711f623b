/**
 * The rulings of the action modifiers, reactions and political actions written by the second helper of the eleventh
 * session (issue 29, h-mods; families-reduce-any.ts and records that existed): followed, with no scenario of their
 * own yet, spread into testing/rulings-listed.ts. Our own words, never the ruling's text.
 */

export const MODS_TWELFTH_PENDING: Readonly<Record<string, readonly string[]>> = {
  // Folderol: the blood of [aus] is burned as an effect (not reduced with the cost, not playable without it: the
  // primitive `move` says so); one Discipline of several counts as played; a reaction of another Methuselah than the
  // bled one waits for its turn in the reaction order (rules/reactions.ts reactOrder)
  '100755': ['ANK 20210226', 'LSJ 20011204-3', 'ANK 20200607'],
  // Stone Travel: the same for the blood of [obt] and the Discipline played
  '101875': ['ANK 20210226', 'LSJ 20011204-3'],
};
