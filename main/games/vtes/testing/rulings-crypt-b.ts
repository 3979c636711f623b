/**
 * The rulings of the vampires automated in issue 30's stripe b (issue 30 item 4, eleventh session) not encoded yet,
 * with why (spread into rulings-listed.ts).
 */
export const CRYPT_B_PENDING: Readonly<Record<string, readonly string[]>> = {
  // Fatima al-Faqadi: the group rulings of the cards equipping in combat (G00129 and its neighbours: the weapon named as
  // played, end-of-round effects, equipment played in combat); her own ability is one `equipFromHand` before range
  '200459': [
    'ANK 20221021',
    'LSJ 20100130',
    'LSJ 20050913',
    'LSJ 20100725',
    'LSJ 20080815',
    'LSJ 20090115-1',
    'ANK 20201229',
    'ANK 20230824',
  ],
  // Rachel Brandywine: the discards and the redraws are made during the phase, the cards go back as it ends (the way the
  // record works: rules/discard.ts `doneLibrary`); no scenario of the suite names the ruling yet
  '201148': ['RTR 20030519'],
};
