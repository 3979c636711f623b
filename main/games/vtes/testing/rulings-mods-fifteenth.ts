/**
 * The rulings of the action modifiers, reactions and political actions written in the fifteenth session (issue 29,
 * h-mods, list A of the deck-completion order): followed by the records with no scenario of their own yet
 * (`PENDING`), or not followed / not modelled with the reason (`NOT_FOLLOWED`); spread into testing/rulings-listed.ts.
 * Our own words, never the ruling's text.
 */

export const MODS_FIFTEENTH_PENDING: Readonly<Record<string, readonly string[]>> = {
  // Marked Path: played after the action's resolution, still during the action (the modifier window `after: 'success'`,
  // as Enkil Cog's)
  '101169': ['PIB 20150915'],
  // Shadow Cast [OBL]: the same window as Marked Path's
  '102280': ['PIB 20150915'],
  // Melange: its bleed is offered in the bleed's modifier step, before the bleed resolves (ANK 20180531, the group of
  // permanents raising a bleed: ANK 20231124); the card rests in the ash heap once played, and one taken from there
  // before the block resolves is not put on the minion (ANK 20220805: vocab/prims/attach.ts `attachBlocked`)
  '101195': ['ANK 20180531', 'ANK 20231124', 'ANK 20220805'],
};

const ONE_SEAT = {
  refs: ['LSJ 20100527'],
  reason:
    'not modelled: the card keeps the one Methuselah the action was directed at; no automated action is directed at a set of Methuselahs',
};

export const MODS_FIFTEENTH_NOT_FOLLOWED: Readonly<Record<string, readonly { refs: readonly string[]; reason: string }[]>> = {
  '101169': [ONE_SEAT],
  '102280': [ONE_SEAT],
};
