/**
 * The rulings of the action modifiers, reactions and political actions written in the twelfth session (issue 29,
 * h-mods, list A of the deck-completion order): followed by the records, with no scenario of their own yet, spread
 * into testing/rulings-listed.ts. Our own words, never the ruling's text.
 */

export const MODS_THIRTEENTH_PENDING: Readonly<Record<string, readonly string[]>> = {
  // Beast Meld: the prevention is given only to the combat of a block (act.guardsCombat read as that combat starts,
  // not by a later combat), again for a second block of the same action; an "as announced" mode is offered in the
  // preBlock step only, before any other modifier; the action card is replaced as it is played (rules/announce.ts)
  '100146': ['LSJ 20010813', 'LSJ 20010814-2', 'ANK 20190425', 'ANK 20181208'],
  // Approximation of Loyalty: the same "as announced" rulings; the cancel group: a card cancelled as played is
  // replaced, its self-replacing clause gone, no card is used in the window but a wake, one played "as if from hand"
  // may be cancelled (rules/cancel.ts, as for every card that cancels)
  '100078': ['ANK 20190425', 'ANK 20181208', 'LSJ 20061207', 'LSJ 20080630', 'ANK 20190104', 'LSJ 20030224', 'LSJ 20060106'],
  // Revolutionary Council: the anarchs are chosen with the terms and counted even if they lock during the polling
  // (terms.cards); a baron is an anarch for requirements; points may exceed a Methuselah's pool (seatPool burns what
  // there is)
  '101631': ['LSJ 20081203', 'LSJ 20080603', 'LSJ 20020819'],
  // Telepathic Vote Counting: played at any time of the polling (offered with the votes, before or after them); a
  // cancelled referendum tallies nothing (rules/politics.ts endCancelled); the polling cards' group ruling (usable
  // after a referendum passing automatically: no automated card makes one pass so)
  '101951': ['LSJ 19980130', 'LSJ 20010209', 'PIB 20150105'],
  // Scalpel Tongue: the same group ruling of the polling step's cards
  '101686': ['PIB 20150105'],
  // Hide the Mind: only a card played with Auspex is cancelled (the window reads the Discipline of the mode played:
  // rules/cancel.ts playedWhat); the cancel group as for Approximation of Loyalty
  '100921': ['PIB 20130704', 'LSJ 20061207', 'LSJ 20080630', 'ANK 20190104', 'LSJ 20030224', 'LSJ 20060106'],
  // Leverage: its +1 bleed is not limited, so a limited bleed modifier may be played before or after it
  '101098': ['LSJ 20100218'],
  // The Sleeping Mind: [DOM] bars unlocking (core/ops.ts unlock: an unlock after resolution does nothing) but not a
  // wake (act.woken); the "as announced" rulings as for Beast Meld
  '101805': ['PIB 20150703', 'ANK 20190425', 'ANK 20181208'],
  // Neutral Guard: no other effect resets the range it set (rangeSet each round); the first effect setting the range
  // has priority (a card of the action over the blocker's own close range: rules/resolution.ts; a blocker setting it
  // first is not modelled); one Discipline of several counts as played
  '101276': ['RTR 19970630', 'PIB 20120214', 'LSJ 20011204-3'],
  // Squirrel Balance: the same range rulings; the "as announced" rulings as for Beast Meld; Flight is a trait read as
  // a Discipline (discLevel)
  '101858': ['ANK 20190425', 'ANK 20181208', 'PIB 20120214', 'LSJ 20011204-3', 'LSJ 20020612', 'RTR 19970630'],
};
