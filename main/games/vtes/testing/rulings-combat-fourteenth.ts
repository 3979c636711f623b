/**
 * The published rulings of the combat cards, equipment and allies made `full` by h-combat in the fourteenth session
 * (issue 29 item 3; scenarios in testing/combat-fourteenth.ts) that no scenario of the rulings suite encodes yet, each
 * line saying in our own words what the engine does (spread into testing/rulings-listed.ts).
 */

/** Group "usable when going to torpor": the window of rules/torpor-window.ts. */
// only the opposing minion's cards of the window are offered as the vampire is going to torpor, and the first one
// played decides (RTR 20010711: a card that keeps the vampire from torpor, played first, would close the window; no such
// card is automated yet)
const TORPOR_GROUP = ['RTR 20010711'];

export const COMBAT_FOURTEENTH_PENDING: Readonly<Record<string, readonly string[]>> = {
  // Amaranth: the diablerie is the action's one (rules/diablerie.ts: blood, equipment, burn, blood hunt)
  '100043': TORPOR_GROUP,
  // Decapitate [pot]: the +2 is added to the hand strike or the melee weapon's strike, of the same kind (RTR 19960221,
  // RTR 19970630: `plus` on a damaging strike only)
  '100511': ['RTR 19960221', 'RTR 19970630', ...TORPOR_GROUP],
  // Lightning Reflexes [CEL]: the X blood is burned by a `move` apart from the printed cost, never lowered by a cost
  // reduction (ANK 20210226)
  '101107': ['ANK 20210226'],
  // Owl Companion, Raptor: the Discipline level the retainer was employed with is its mode, kept while in play (RTR 19941109:
  // the card's `mode`); an animal is only its class, neither mortal nor monster (ANK 20200203-2); Raptor's hand size is
  // read as each combat starts, so a combat queued after another takes it again (LSJ 20030530: rules/combat-start.ts)
  '101340': ['RTR 19941109', 'ANK 20200203-2'],
  '101545': ['LSJ 20030530', 'RTR 19941109', 'ANK 20200203-2'],
  // Gregory Winter: his two actions are two abilities of his own, neither barring the other (LSJ 20100909); a ghoul, so a
  // monster and not a mortal (ANK 20200203-2: the class `ghoul`)
  '100855': ['LSJ 20100909', 'ANK 20200203-2'],
  // Ponticulus: immune to non-aggravated damage, unpreventable or outside combat too (LSJ 20010627: rules/damage-immune.ts)
  '101419': ['LSJ 20010627'],
};

/** Rulings of those cards the engine does not follow, with the reason (our words). */
export const COMBAT_FOURTEENTH_NOT_FOLLOWED: Readonly<Record<string, readonly { refs: readonly string[]; reason: string }[]>> = {
  '100855': [
    {
      refs: ['RTR 20010711'],
      reason:
        'not followed: the steal is offered only at a vampire with blood (the stealBlood primitive is possible only then), so Gregory Winter takes no action against a vampire with none',
    },
  ],
};
