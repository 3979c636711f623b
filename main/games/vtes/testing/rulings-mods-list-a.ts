/**
 * The rulings of the action modifiers, reactions and political actions written in the thirteenth session (issue 29,
 * h-mods, list A of the deck-completion order): followed by the records with no scenario of their own yet
 * (`PENDING`), or not followed / not modelled with the reason (`NOT_FOLLOWED`); spread into testing/rulings-listed.ts.
 * Our own words, never the ruling's text.
 */

export const MODS_LIST_A_PENDING: Readonly<Record<string, readonly string[]>> = {
  // Anathema: diablerie is no combat damage; a vampire burned by aggravated damage in damage resolution returns before
  // the check; damage after combat is applied outside it (rules/strikes.ts applyDamage `inCombat`); the first copy
  // burns the vampire and the others with it (each copy is read only while still attached); the card is controlled by
  // the bearer's controller (ops attach)
  '100060': ['LSJ 20021122-2', 'LSJ 20021120', 'LSJ 19980225', 'LSJ 20021117', 'PIB 20121028'],
};

export const MODS_LIST_A_NOT_FOLLOWED: Readonly<Record<string, readonly { refs: readonly string[]; reason: string }[]>> = {
  '100060': [
    {
      refs: ['RTR 19980623'],
      reason:
        'followed in part: only blood lost to damage in combat (damage resolution) burns the vampire; blood stolen or paid in combat does not (no blood change outside damage resolution asks the cards on the vampire); a vampire entering combat with no blood is not burned (a loss is needed), as ruled',
    },
  ],
};
