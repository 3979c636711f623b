/**
 * The published rulings of the combat cards, equipment, allies and retainers made `full` by h-combat in the sixteenth
 * session (issue 29 item 3; scenarios in testing/combat-sixteenth.ts) that no scenario of the rulings suite encodes yet,
 * each line saying in our own words what the engine does (spread into testing/rulings-listed.ts).
 */

export const COMBAT_SIXTEENTH_PENDING: Readonly<Record<string, readonly string[]>> = {
  // Robert Carter: a ghoul is a monster, not a mortal (the entry's class `ghoul`, never `mortal`, so "mortal" Conditions skip it)
  '101644': ['ANK 20200203-2'],
  // Phased Motion Detector: its trigger is limited to once each action (`limit: 'action'`), whatever number of such modifiers
  // (ANK 20230116); the intercept is kept on the action for the bearer, so a later block attempt has it (LSJ 20100329)
  '101398': ['ANK 20230116', 'LSJ 20100329'],
  // Ghoul Escort: its use asks that its bearer is the ready acting minion, so a vampire blocked as it leaves torpor (no combat
  // there) is never offered it (ANK 20181122-1); a ghoul, not a mortal (ANK 20200203-2: the class `ghoul`)
  '100817': ['ANK 20181122-1', 'ANK 20200203-2'],
};
