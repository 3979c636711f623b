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
  // the range set before it is determined (`setRange`) and the cards' groups: several Disciplines (LSJ 20011204-3),
  // range set twice (PIB 20120214: the first set stands; `setRange` is not possible once the range is set), the
  // optional maneuver of a strike not usable (LSJ 20021028), a card not playable without the blood its effect burns
  // (ANK 20210226: `move`'s possible), presses lost with their round (TOM 19960521), RTR 19970630 (the group's)
  '100252': ['LSJ 20021028', 'LSJ 20011204-3', 'RTR 19970630', 'PIB 20120214'],
  '100376': ['TOM 19960521', 'RTR 19970630', 'PIB 20120214'],
  '100925': ['RTR 19970630', 'PIB 20120214'],
  '101714': ['ANK 20210226', 'RTR 19970630', 'PIB 20120214'],
  '101744': ['ANK 20210226', 'RTR 19970630', 'PIB 20120214'],
  // Sniper Rifle: not committed when another effect set the range (RTR 20020501: the ability is not possible then),
  // not in a combat queued by Psyche! (LSJ 20010814: a queued combat's first round is round 1 here, a deviation),
  // not when a slave takes the blocker's place (ANK 20200115), only if borne as the block was made (LSJ 20021028),
  // a card allowing no strike played after it (LSJ 20071017)
  '101816': ['RTR 20020501', 'LSJ 20010814', 'ANK 20200115', 'LSJ 20021028', 'LSJ 20071017', 'RTR 19970630', 'PIB 20120214'],
  // a once-each-round weapon: a second copy gives a second strike in the round (group ANK 20230316)
  '101168': ['ANK 20230316'],
  // a new round instead of the end of the combat (the rulings of Relentless Reaper's group and its own)
  '101950': ['LSJ 20021113', 'RTR 20020501', 'ANK 20191219', 'RTR 20030519'],
  // Helicopter: locked as it enters play on a minion (the `vtes.enters` trigger), also when equipped another way
  // (Magic of the Smith, LSJ 20100119); put on a vampire without equipping (Alastor, LSJ 20090415) it would be locked
  // too here: no automated card puts equipment on a minion without equipping it yet
  '100909': ['LSJ 20090415', 'LSJ 20100119'],
  // added damage takes the strike's properties (group G00148, RTR 19970630): `discStrikes` adds to the strike itself
  '100971': ['RTR 19970630'],
  // a press kept for the combat (`press { for: 'combat' }`) is not lost with its round (TOM 19960521 is about the
  // round's own optional presses)
  '102225': ['TOM 19960521'],
  // Aaron's Feeding Razor: its +1 hunt is not optional (RTR 19980707: the stat applies without a choice, as its
  // scenario shows), and the group ruling RTR 20030519
  '100003': ['RTR 19980707', 'RTR 20030519'],
  // Blood Tears of Kephran: the prevention group (G00153): fewer damage than 2 is all prevented, the unused point lost
  '100212': ['RTR 20041202', 'ANK 20200318'],
  // Lam Into: the groups of its modes (several Disciplines, optional maneuver and press, next round at close range,
  // damage added to a strike and to a melee weapon's strike)
  '101071': ['LSJ 20021028', 'LSJ 20011204-3', 'TOM 19960521', 'RTR 19970630', 'PIB 20120214', 'RTR 19960221'],
};
