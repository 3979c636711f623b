/**
 * The rulings of the master cards swept by the eleventh session's masters helper (issue 29), pending a scenario: spread
 * into testing/rulings-listed.ts `RULINGS_PENDING`; what the engine does, in comments, in our own words.
 */
export const MASTER_SWEEP_ELEVENTH_PENDING: Readonly<Record<string, readonly string[]>> = {
  // Abombwe: a Discipline card taken by a diablerist (rules/picks.ts `diablerieDiscipline`) ignores its Condition
  '100009': ['LSJ 20051116-2'],
  // Galaric's Legacy: the vampire becomes anarch as the card resolves; its burn when the sect changes again waits for a
  // sect-change moment (no automated card overrides a sect for a while)
  '100798': ['LSJ 20100811'],
  // Festivo dello Estinto: its blood comes as the hunt resolves (before the cards played after resolution), and it is
  // the hunt's own gain raised to the capacity (as The Hungry Coyote's, Inbase Discotek's pending rulings)
  '100723': ['RTR 20030519', 'LSJ 20050720-2'],
  // Capitalist: its blood comes as the bleed resolves, before the cards played after resolution
  '100292': ['ANK 20190113'],
  // The Eternals of Sirius: its 4 pool is paid before the 5 are gained, so it is not offered at 4 pool (LSJ 20020620 not
  // followed yet), nor at 3 (ANK 20210714-2, as the engine does)
  '100667': ['LSJ 20020620', 'ANK 20210714-2'],
  // Khobar Towers: an ally's worth is its printed cost (no X ally is automated); the use is offered among the other
  // unlock phase options, in the order its player chooses
  '101048': ['ANK 20170716', 'ANK 20170625'],
  // New Carthage: a Ventrue's votes never go below 0 (rules/politics.ts `vampireVotes`)
  '101277': ['ANK 20251125'],
  // Protected Resources: the cap applies to the bleed amount once every modifier is counted, the amount itself unchanged;
  // a bleed for 0 does not burn it (its trigger asks for a bleed of 1 or more)
  '101500': ['TOM 19960413', 'LSJ 20030211', 'LSJ 20030701-1'],
};
