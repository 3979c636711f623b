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
  // Alastor: a blood cost of the equipment found is paid by the chosen vampire (payCost with it as the payer); the
  // search may find nothing (the pick's "none") and the card is put on the vampire all the same (attach runs apart)
  // the equipment put in play ignoring requirements: its first equipment mode (the inferior one), an X cost is 0
  // (payCost with x 0); the political action is not offered with no Camarilla vampire to choose (termsPossible)
  '100038': ['LSJ 20040518', 'LSJ 20050331-2', 'RBK equip', 'LSJ 20100204', 'LSJ 20100129'],
  // Archon: each copy offers its own action (offers are per card); block prices add up (core/block-rules.ts sums them)
  // and its two actions (entering combat, the referendum to burn it) are offered apart, each once a turn
  '100084': ['RTR 20030519', 'LSJ 19980225', 'LSJ 20100909'],
};

export const MODS_LIST_A_NOT_FOLLOWED: Readonly<Record<string, readonly { refs: readonly string[]; reason: string }[]>> = {
  '100060': [
    {
      refs: ['RTR 19980623'],
      reason:
        'followed in part: only blood lost to damage in combat (damage resolution) burns the vampire; blood stolen or paid in combat does not (no blood change outside damage resolution asks the cards on the vampire); a vampire entering combat with no blood is not burned (a loss is needed), as ruled',
    },
  ],
  '100084': [
    {
      refs: ['LSJ 19970707'],
      reason:
        'not followed: a block price in blood (the record blockCost, core/block-rules.ts) bars a vampire without that blood from attempting the block, as for the vampires whose own text prices their blockers; the ruling lets it block burning what it has',
    },
    {
      refs: ['LSJ 20080604'],
      reason:
        'not modelled: the action a card on the vampire offers carries no requirement of that card (an offered action is of kind ability), so no card reading "an action requiring a prince or justicar" sees it',
    },
  ],
};
