/**
 * The V:TES rulings suite (issue 19): automated cards (by official id) and rule situations, mapped to the
 * published rulings (ids of the public vtes-rulings database: LSJ, ANK, RTR, TOM, PIB...) or rulebook
 * sections they follow, with the expected outcome in our own words (never the rulings' text). Each entry
 * is checked by the scenario of the same key in rulings.test.ts; docs/vtes-automation.md lists, per
 * card, the rulings honoured. A newly automated card brings its entries and scenarios.
 */

/** Rulebook area of an entry: each area's scenarios live in their own test file (rulings*.test.ts). */
export type RulingArea = 'action' | 'combat' | 'politics' | 'phases';

export interface RulingEntry {
  /** Scenario key in the area's test file. */
  key: string;
  area: RulingArea;
  /** Official card id (VEKN CSV). */
  cid: string;
  card: string;
  /** Ruling ids (vtes-rulings references) and rulebook sections the outcome follows. */
  sources: string[];
  /** The situation and the expected outcome, in our own words. */
  outcome: string;
}

export const VTES_RULINGS: readonly RulingEntry[] = [
  {
    key: 'creeping-x',
    area: 'action',
    cid: '102213',
    card: 'Creeping Sabotage',
    sources: ['card text'],
    outcome: 'X counts the copies already controlled when the cost is paid: the first copy is free, the second costs 1 blood',
  },
  {
    key: 'free-press-empty-hunt',
    area: 'action',
    cid: '100052',
    card: 'The Anarch Free Press',
    sources: ['LSJ 20050720-2'],
    outcome: 'a hunt by a vampire already full adds no blood and does not count as a successful hunt: the card cannot be locked',
  },
  {
    key: 'elder-library-contested',
    area: 'phases',
    cid: '100620',
    card: 'Elder Library',
    sources: ['ANK 20221028', 'vtes-es 4.1'],
    outcome: 'while contested it adds no hand size, and once burned it stops adding it',
  },
  {
    key: 'carver-once',
    area: 'phases',
    cid: '100303',
    card: "Carver's Meat Packing and Storage",
    sources: ['ANK 20200729', 'vtes-pl Wzorce sformułowań'],
    outcome: 'hostage counters can be burned once per unlock phase in all, whichever Methuselah pays',
  },
  {
    key: 'spying-several',
    area: 'action',
    cid: '101857',
    card: 'Spying Mission',
    sources: ['ANK 20200609'],
    outcome: 'with several copies waiting on the vampire for the same Methuselah, each burns and adds its +2 bleed',
  },
  {
    key: 'foreshadowing-limit',
    area: 'action',
    cid: '100765',
    card: 'Foreshadowing Destruction',
    sources: ['ANK 20211019-2', 'vtes-pl Drenowanie'],
    outcome: 'against a target with 10 or more pool the superior copy adds nothing and leaves the limited bleed modifier free',
  },
  {
    key: 'foreshadowing-resolution',
    area: 'action',
    cid: '100765',
    card: 'Foreshadowing Destruction',
    sources: ['PIB 20110817', 'RTR 20191031'],
    outcome: 'the 9-pool condition is checked as the bleed resolves, against the Methuselah bled at that moment (after a redirect too)',
  },
  {
    key: 'grapple-before-range',
    area: 'combat',
    cid: '100959',
    card: 'Immortal Grapple',
    sources: ['RTR 19970630', 'ANK 20180720'],
    outcome: 'the round after the superior effect skips only the range determination: before-range cards are still played',
  },
  {
    key: 'optional-press-round',
    area: 'combat',
    cid: '100959',
    card: 'Immortal Grapple',
    sources: ['TOM 19960521'],
    outcome: 'an optional press not used in its round is lost at the end of that round (Hidden Strength alike)',
  },
  {
    key: 'dust-up-limited',
    area: 'combat',
    cid: '100597',
    card: 'Dust Up',
    sources: ['ANK 20220204', 'vtes-es 6.4.3', 'vtes-pl Dodatkowe ciosy'],
    outcome: 'after Pursuit gave a limited additional strike this round, its dodge with a limited additional strike cannot be used',
  },
  {
    key: 'cats-after-combat',
    area: 'combat',
    cid: '100308',
    card: "Cats' Guidance",
    sources: ['RTR 19980623', 'LSJ 20040219'],
    outcome: 'the unlock after blocking is played once the combat that follows the block is over, not before it',
  },
  {
    key: 'cats-torpor',
    area: 'combat',
    cid: '100308',
    card: "Cats' Guidance",
    sources: ['ANK 20221130'],
    outcome: 'a blocker that went to torpor in that combat cannot play it',
  },
  {
    key: 'elen-stuck',
    area: 'action',
    cid: '201585',
    card: 'Elen Kamjian',
    sources: ['ANK 20211009-2', 'vtes-pl Faza podwładnych'],
    outcome: 'only the bleed of her own ability fulfils her duty; once she has bled she cannot take any other action that turn',
  },
  {
    key: 'faceless-at-resolution',
    area: 'action',
    cid: '100687',
    card: 'Faceless Night',
    sources: ['ANK 20171017', 'ANK 20230305'],
    outcome: 'a minion that failed to block is locked only as the action resolves, so it may still play a reaction such as Deflection',
  },
  {
    key: 'second-block',
    area: 'action',
    cid: '100588',
    card: 'Dreams of the Sphinx',
    sources: ['vtes-es 6.2.2.1', 'vtes-pl Kto może próbować zablokować'],
    outcome: 'a minion whose block failed may try again once something changed, e.g. an intercept card reached the hand',
  },
  {
    key: 'votes-one-way',
    area: 'politics',
    cid: '102214',
    card: 'Protected District',
    sources: ['LSJ 20031119', 'LSJ 20031115', 'vtes-es 6.3.3', 'vtes-pl Uzyskiwanie głosów'],
    outcome: 'its votes go against, so a primogen that already voted for cannot use it',
  },
  {
    key: 'silverson-once',
    area: 'politics',
    cid: '201530',
    card: 'Alexander Silverson',
    sources: ['LSJ 20031115'],
    outcome: 'a vampire voting against his referendum burns 1 blood once, however many of its votes go against',
  },
  {
    key: 'warsaw-diablerie',
    area: 'action',
    cid: '102149',
    card: 'Warsaw Station',
    sources: ['ANK 20220218'],
    outcome: 'it can be burned during another Methuselah’s diablerie action to move the torpid Nosferatu to the ready region',
  },
  {
    key: 'torn-signpost-base',
    area: 'combat',
    cid: '101993',
    card: 'Torn Signpost',
    sources: ['PIB 20130303', 'LSJ 20100813'],
    outcome: 'it replaces the base strength, and a permanent +1 strength of the vampire still adds to it (2 + 1 = 3 damage)',
  },
  {
    key: 'hidden-strength-no-damage',
    area: 'combat',
    cid: '100918',
    card: 'Hidden Strength',
    sources: ['LSJ 20001114', 'LSJ 20030121', 'LSJ 20030502'],
    outcome: 'never offered while the vampire has no damage to prevent; with damage coming, X = 0 is offered',
  },
  {
    key: 'hidden-strength-press',
    area: 'combat',
    cid: '100918',
    card: 'Hidden Strength',
    sources: ['TOM 19960521'],
    outcome: 'the optional presses of two superior copies, one of them used, do not carry over to the next round',
  },
  {
    key: 'carrion-dodge',
    area: 'combat',
    cid: '100301',
    card: 'Carrion Crows',
    sources: ['RTR 19941109', 'TOM 19951216', 'PIB 20140324', 'ANK 20200422'],
    outcome:
      'its environmental damage still hits an opponent that dodged, but none is dealt when the opponent ends the combat with its strike',
  },
  {
    key: 'murder-crows-dodge',
    area: 'combat',
    cid: '101254',
    card: 'Murder of Crows',
    sources: ['ANK 20180612', 'RTR 19941109', 'PIB 20140324'],
    outcome: "the retainer's damage is environmental: an opponent that dodges still takes it",
  },
  {
    key: 'guard-dogs-this-block',
    area: 'combat',
    cid: '100863',
    card: 'Guard Dogs',
    sources: ['LSJ 20010813', 'LSJ 20010819-2'],
    outcome: 'its maneuver is for the combat of that block only: after a failed block it is not kept for a later combat',
  },
  {
    key: 'instinctive-this-block',
    area: 'combat',
    cid: '100995',
    card: 'Instinctive Reaction',
    sources: ['LSJ 20010813', 'LSJ 20010819-2'],
    outcome: 'its maneuver is for the combat of that block only: after a failed block it is not kept for a later combat',
  },
  {
    key: 'delaying-political-done',
    area: 'politics',
    cid: '100519',
    card: 'Delaying Tactics',
    sources: ['RTR 19970630'],
    outcome:
      'the vampire whose referendum it cancelled has still performed its political action: unlocked again, it is offered no other political action this turn',
  },
  {
    key: 'delaying-no-tally',
    area: 'politics',
    cid: '100519',
    card: 'Delaying Tactics',
    sources: ['LSJ 20010209'],
    outcome: 'a cancelled referendum has no count of votes, so nothing that depends on the margin (Voter Captivation) can follow it',
  },
  {
    key: 'krc-allocation',
    area: 'politics',
    cid: '101056',
    card: 'Kine Resources Contested',
    sources: ['LSJ 20000622', 'LSJ 20020819'],
    outcome:
      'the caller may give points to themself and may give a Methuselah more points than their pool, but never all 4 points to one Methuselah',
  },
  {
    key: 'parity-illegal',
    area: 'politics',
    cid: '101353',
    card: 'Parity Shift',
    sources: ['LSJ 20100129', 'ANK 20191228'],
    outcome: 'with no Methuselah holding more pool than the caller, the terms cannot be met and the card is not offered',
  },
  {
    key: 'ancilla-double-oust',
    area: 'politics',
    cid: '100065',
    card: 'Ancilla Empowerment',
    sources: ['LSJ 20000309'],
    outcome:
      'when it ousts two neighbours at once, each of their predators scores the victory point, the ousted one too, and only a surviving predator gains the 6 pool; nobody scores for a grand-prey',
  },
  {
    key: 'alexa-locked-once',
    area: 'politics',
    cid: '201529',
    card: 'Alexa Draper',
    sources: ['ANK 20220705'],
    outcome: 'her discard for a vote is offered while she is locked, and only once in the same referendum',
  },
  {
    key: 'capuchin-one',
    area: 'phases',
    cid: '102126',
    card: 'Visit from the Capuchin',
    sources: ['PIB 20121031'],
    outcome: 'a second copy cannot be played while one is in play, even with a single counter left on it',
  },
  {
    key: 'jack-mixed',
    area: 'phases',
    cid: '101811',
    card: 'Smiling Jack, The Anarch',
    sources: ['ANK 20181006', 'LSJ 19971212'],
    outcome: 'the other Methuselah may mix pool and blood of different vampires to pay the counters; an empty vampire is not a way to pay',
  },

  {
    key: 'frontal-stack',
    area: 'phases',
    cid: '100794',
    card: 'Frontal Assault',
    sources: ['LSJ 20061018'],
    outcome: 'with two copies in play, a minion of the prey sent to torpor gives 1 pool for each copy',
  },
  {
    key: 'blood-doll-torpor',
    area: 'phases',
    cid: '100199',
    card: 'Blood Doll',
    sources: ['PIB 20150522', 'ANK 20210309-3'],
    outcome: 'its blood can be moved while its vampire is in torpor, and only if its controller chooses to',
  },
  {
    key: 'vessel-torpor',
    area: 'phases',
    cid: '102113',
    card: 'Vessel',
    sources: ['PIB 20150522', 'ANK 20210309-3'],
    outcome: 'its blood can be moved while its vampire is in torpor, and only if its controller chooses to',
  },
];

/** The entries of one rulebook area (each area's test file checks exactly these). */
export const rulingsOf = (area: RulingArea): RulingEntry[] => VTES_RULINGS.filter((e) => e.area === area);
