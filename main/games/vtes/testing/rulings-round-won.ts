/**
 * The published rulings of the cards of testing/families-round-won.ts and testing/families-opponent-pool.ts (issue 29 item 3, h-combat, eleventh session)
 * that no scenario encodes yet: `ROUND_WON_PENDING` (spread into testing/rulings-listed.ts), each line saying in our
 * own words what the engine does.
 */

export const ROUND_WON_PENDING: Readonly<Record<string, readonly string[]>> = {
  // Disarm: played in the end-of-round step, after the presses, also when the round ended early (RTR 20030519: the
  // step still takes place, rules/strikes.ts `combatEndsEarly`); environmental damage is not counted (LSJ 20010812: the
  // Condition `inflictedMore` counts the strikes' damage past the round's environmental share); played before or
  // after the other end-of-round cards, in the order the Methuselahs choose (LSJ 20021113); not at long range (LSJ
  // 20100709: the mode's range Condition)
  '100549': ['RTR 20030519', 'LSJ 20010812', 'LSJ 20021113', 'LSJ 20100709'],
  // Hell-for-Leather (testing/families-opponent-pool.ts): [cel] played before or after a limited additional strike
  // (LSJ 20001206: the `extra` step offers an unlimited one after a limited one, the scenario plays it before), a
  // card of several Disciplines requiring only the one of the mode played (group LSJ 20011204-3)
  '100910': ['LSJ 20001206', 'LSJ 20011204-3'],
};
