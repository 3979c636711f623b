/**
 * The published rulings of the combat cards, equipment and allies made `full` by h-combat in the fifteenth session
 * (issue 29 item 3; scenarios in testing/combat-fifteenth.ts) that no scenario of the rulings suite encodes yet, each
 * line saying in our own words what the engine does (spread into testing/rulings-listed.ts).
 */

/** Group of the equipment that is a location while in play ("locquipment"). */
// a location on a minion is a card of its entry's class `location`; whose action it is directed at (LSJ 20090324), where a
// stolen one goes (RTR 19960112) and what fetches it (LSJ 20080114) are read from that class by the cards that say so
const LOCATION_GROUP = ['RTR 19960112', 'LSJ 20090324', 'LSJ 20080114'];

export const COMBAT_FIFTEENTH_PENDING: Readonly<Record<string, readonly string[]>> = {
  // Gran Madre di Dio: unique out of play as in play (RTR 20111202: the entry's `unique`)
  '100847': ['RTR 20111202', ...LOCATION_GROUP],
  // Gemini's Mirror: the coin is flipped only for a strike at the vampire, never for one at a retainer or at its equipment
  // (LSJ 20031118: rules/coin-strikes.ts); its [obf] maneuver comes with the dodge and goes with it (LSJ 20021028)
  '100814': ['LSJ 20031118', 'LSJ 20021028'],
  // Living Manse: the same location group
  '101114': ['RTR 19960112', 'LSJ 20090324'],
};
