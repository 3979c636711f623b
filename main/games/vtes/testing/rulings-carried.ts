/**
 * Rulings of the carried cards of issue 29 (locations carried as equipment, equipment with block rules)
 * that the engine does not follow or does not model, each with the reason in our own words; spread into
 * `RULINGS_NOT_FOLLOWED` (rulings-listed.ts).
 */

/** Group ruling G00047, RTR 19960112 and LSJ 20090324 (a location carried as equipment). */
const LOCATION_CONTROL = [
  {
    refs: ['RTR 19960112'],
    reason:
      'not modelled: no automated card changes the controller of a location carried by a minion; the players move it onto a minion of its new controller (or burn it) with the manual operations',
  },
  {
    refs: ['LSJ 20090324'],
    reason:
      'not modelled: no automated action targets a location carried by a minion, so none is aimed at the Methuselah controlling it yet',
  },
] as const;

export const CARRIED_NOT_FOLLOWED: Readonly<Record<string, readonly { refs: readonly string[]; reason: string }[]>> = {
  '101345': LOCATION_CONTROL,
  '101670': LOCATION_CONTROL,
  '100103': [
    {
      refs: ['PIB 20120214'],
      reason:
        'not modelled: no other automated card sets the range of the first round as the combat starts, so no two such effects meet yet (the first to resolve would win)',
    },
  ],
  '101781': [
    {
      refs: ['ANK 20190501'],
      reason:
        'not modelled: the card in play that attempts to block as a vampire of capacity 9 is played by hand (not automated), so its block attempt is not offered by the engine',
    },
  ],
};
