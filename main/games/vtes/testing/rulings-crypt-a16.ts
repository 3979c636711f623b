/**
 * The rulings of the vampires automated in issue 30's stripe a in the sixteenth session (h-crypt-a) not encoded by a
 * scenario of the rulings suite yet, with what the engine does (spread into rulings-listed.ts as pending).
 */
export const CRYPT_A16_PENDING: Readonly<Record<string, readonly string[]>> = {
  // Mr. Noir: the scarce group ruling, read from the trait as for the other scarce vampires
  '201016': ['LSJ 20011015'],
  // Mambo Jeanne (the environmental damage group ruling): her 2 damage is the `roundDamage` stat added to the damage of
  // normal strike resolution at close range, as Murder of Crows' is (landing against a dodge, none once a strike ended
  // the combat or sent a combatant to torpor in first strike)
  '200908': ['RTR 19941109', 'TOM 19951216', 'PIB 20140324', 'ANK 20200422'],
};
