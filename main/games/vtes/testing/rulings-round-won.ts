/**
 * The published rulings of the cards of testing/families-round-won.ts, families-opponent-pool.ts,
 * families-carried-levels.ts and families-combat-bars.ts (issue 29 item 3, h-combat, eleventh session)
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
  // Seal of Veddartha (testing/families-carried-levels.ts): its counters come whatever the bearer's Disciplines (LSJ
  // 20070320-2: the scenario's bearer has none); a bearer of capacity 5 or less may carry it, has its levels, and is
  // not offered its bleed (LSJ 20030607, ANK 20180801: the ability's capacity Condition); the action given by equipment
  // fizzles when the equipment left the acting minion before resolution (group RTR 19960221: no scenario moves it)
  '101703': ['LSJ 20070320-2', 'LSJ 20030607', 'ANK 20180801', 'RTR 19960221'],
  // Drawing Out the Beast (testing/families-combat-bars.ts): the press step's damage is environmental and unpreventable
  // (RTR 19970630: `pressDamage` is dealt with no prevention step); not played against an ally (PIB 20121028: the
  // mode's Condition that the opposing minion is a vampire); no press step damage once the combat ended early (group
  // LSJ 20010312: the press step is then skipped, rules/rounds.ts `toPress`)
  '100585': ['RTR 19970630', 'PIB 20121028', 'LSJ 20010312'],
  // Terror Frenzy (testing/families-combat-bars.ts): [ANI] raises the price of the opposing vampire's end-of-round
  // combat cards too (ANK 20191221: `costMod { who: 'opponent' }` holds while the card waits in the combat)
  '101960': ['ANK 20191221'],
};
