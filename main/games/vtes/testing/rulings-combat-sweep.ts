/**
 * The published rulings of the combat cards and equipment of the tenth session's sweep (issue 29 item 3,
 * h-combat) that no scenario encodes yet: `COMBAT_SWEEP_PENDING` (spread into testing/rulings-listed.ts), each
 * line saying in our own words what the engine does and what a scenario would show.
 */

export const COMBAT_SWEEP_PENDING: Readonly<Record<string, readonly string[]>> = {
  // optional presses of a strike card (group TOM 19960521): the press left unused is gone with its round, as for
  // the cards of rulings-groups.ts OPTIONAL_PRESS (their generated scenario needs a test vampire with the mode's
  // Discipline and, for Backflip, a combat at long range)
  '100047': ['TOM 19960521'],
  '100123': ['TOM 19960521'],
  // a card of several Disciplines counts as requiring only the one of the mode played (group LSJ 20011204-3)
  '101079': ['LSJ 20011204-3'],
  // damage added to a strike (group G00148): nothing added to a strike without damage, and the added damage takes
  // the strike's properties (a melee weapon's aggravated damage): the melee option adds `plus` to the weapon's strike
  '100862': ['RTR 19960221', 'RTR 19970630'],
  '101693': ['TOM 19960225', 'LSJ 20030902-2'],
  // prevention of non-aggravated damage only (`prevent { nonAgg }`), as Flesh of Marble's
  '101082': ['LSJ 20040812-2'],
};
