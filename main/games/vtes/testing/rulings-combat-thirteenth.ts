/**
 * The published rulings of the combat cards made `full` by h-combat in the thirteenth session (issue 29 item 3;
 * scenarios in testing/families-cancel-strike.ts) that no scenario of the rulings suite encodes yet:
 * `COMBAT_THIRTEENTH_PENDING` (spread into testing/rulings-listed.ts), each line saying in our own words what the engine
 * does; `COMBAT_THIRTEENTH_NOT_FOLLOWED`, with the reason.
 */

/** The cancel group's rulings every card of the family shares (rules/cancel.ts): what the engine does. */
// no card is replaced in the window, the cancel is played at once (LSJ 20061207: the window offers only cancels and
// wakes, `drawUp` runs as the cards resolve); a cancelled card's "do not replace until" is not kept (LSJ 20080630: the
// state before the play comes back, nothing was marked); a cancelled limited effect does not count (LSJ 20030224: the
// same); a card played as if from the hand is answered too (LSJ 20060106: the window opens on every `vtes.play`)
const CANCEL_GROUP = ['LSJ 20061207', 'LSJ 20080630', 'LSJ 20030224', 'LSJ 20060106'];

export const COMBAT_THIRTEENTH_PENDING: Readonly<Record<string, readonly string[]>> = {
  // Charismatic Aura, Disengage: the blood burned to cancel is not lowered by cost reductions (ANK 20210226: `cancelExtras`
  // burns it apart from the printed cost)
  '100333': [...CANCEL_GROUP, 'ANK 20210226'],
  '100554': [...CANCEL_GROUP, 'ANK 20210226'],
  // Groundfighting: what restricts the choice of strikes (LSJ 20050221, LSJ 20050224-2: core/cancel-window.ts
  // `restrictsStrikes` names hand strikes only, no strike cards, and no equipment while the anarch bears a weapon; not a
  // maneuver, a range set, an undodgeable strike, a bar of additional strikes or of every strike, a steal, nor a bar of
  // Disciplines); a strike cancelled is chosen again (RBK cancel-a-card: the state before the play asks again)
  '100861': [...CANCEL_GROUP, 'ANK 20210226', 'LSJ 20050221', 'LSJ 20050224-2', 'RBK cancel-a-card'],
  // Invoking the Beast, Devil-Channel: Hands: a frenzy "on" the vampire is one its opposing minion plays in their combat
  // (LSJ 20051113: the reflex's `opposing` reading; a frenzy played from outside the combat is not answered)
  '101006': [...CANCEL_GROUP, 'LSJ 20051113', 'RBK cancel-a-card'],
  '100539': [...CANCEL_GROUP, 'LSJ 20051113', 'RBK cancel-a-card'],
  // The Jones: its optional press is for the round it is played in (TOM 19960521: `press` without a Duration)
  '101023': [...CANCEL_GROUP, 'TOM 19960521'],
  // Thoughts Betrayed: [dom]'s damage is environmental (RTR 19970630: `damage` adds to the round's environmental share)
  // and dealt against a dodge (RTR 19941109: no strike carries it); [DOM] bars strike cards only, a weapon's strike is
  // still offered, and a strike card with a maneuver is not offered in the range step (ANK 20210928-2)
  '101976': ['RTR 19970630', 'RTR 19941109', 'ANK 20210928-2'],
};

const STILL_PLAYED = {
  refs: ['ANK 20190104'],
  reason:
    'not followed: a card cancelled as it is played leaves the state before its play, so a once-per-round or once-per-combat card cancelled may be played again by the same minion',
};

/** Rulings of those cards the engine does not follow, with the reason (our words). */
export const COMBAT_THIRTEENTH_NOT_FOLLOWED: Readonly<Record<string, readonly { refs: readonly string[]; reason: string }[]>> = {
  '100333': [STILL_PLAYED],
  '100554': [STILL_PLAYED],
  '100861': [STILL_PLAYED],
  '101006': [STILL_PLAYED],
  '100539': [STILL_PLAYED],
  '101023': [STILL_PLAYED],
  '100232': [STILL_PLAYED],
};

/** The Fortitude-proof strikes (testing/families-fortitude-proof.ts): what the engine does. */
export const FORTITUDE_PROOF_PENDING: Readonly<Record<string, readonly string[]>> = {
  // Blood Rage, Blood Fury, Soul Burn, Bollix [tha]: the weapon strike is nullified as it resolves (ANK 20170519:
  // rules/strikes.ts `weaponsBarred`), not when the card's strike is dodged nor for a weapon strike with first strike
  // against one without (LSJ 20040928); a weapon's damage to its own bearer stays (LSJ 19980216: `bearerDamage` is apart);
  // the superior's extra damage is the same strike's (TOM 19960225); the opposing minion is offered no card requiring
  // Fortitude while all the damage waiting is the strike's (group LSJ 20050628: with other damage waiting too, such a
  // card is offered, a deviation)
  '100208': ['LSJ 19980216', 'LSJ 20040928', 'LSJ 20050628', 'TOM 19960225'],
  '100201': ['ANK 20170519', 'LSJ 19980216', 'LSJ 20040928', 'LSJ 20050628', 'TOM 19960225'],
  '101829': ['ANK 20170519', 'LSJ 19980216', 'LSJ 20040928', 'LSJ 20050628'],
  // Bollix: [tha] only at close range (ANK 20230823: a hand strike is not offered at long range); a card of several
  // Disciplines requires the mode's only (group LSJ 20011204-3); its [pre] cancel as the cancel group (CANCEL_GROUP)
  '100232': [...CANCEL_GROUP, 'ANK 20230823', 'LSJ 20011204-3', 'LSJ 20050628', 'TOM 19960225'],
  '100503': ['LSJ 20050628', 'TOM 19960225'],
};

/** Stutter-Step and Ruins of Ceoris (testing/families-combat-flex.ts): what the engine does. */
export const COMBAT_FLEX_PENDING: Readonly<Record<string, readonly string[]>> = {
  // Stutter-Step [CEL]: not offered under a grapple (LSJ 20010919: `handOnly`; no card allows dodges only); its dodge
  // protects from the opposing strike even a first strike, its hand strike lands in the normal resolution (ANK
  // 20180913-1: `strikeLands` reads `alsoDodge` whenever the opposing strike resolves); no additional strike card is
  // offered to its striker that round, whatever else it gives (group LSJ 20011214-5: the `extra` step asks nothing)
  '101889': ['LSJ 20010919', 'ANK 20180913-1', 'LSJ 20011214-5'],
  // Ruins of Ceoris (a location carried as equipment): an equipment in the hand, a location in play (group LSJ 20080114:
  // `classes: ['location']`, `isEquipmentOn` says no); moved with a change of controller and directed at its controller
  // as other locquipments (group RTR 19960112, LSJ 20090324: no scenario moves or targets it)
  '101658': ['LSJ 20080114', 'RTR 19960112', 'LSJ 20090324'],
};
