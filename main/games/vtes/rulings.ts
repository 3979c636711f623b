/**
 * The V:TES rulings suite (issue 19): automated cards (by official id) and rule situations, mapped to the
 * published rulings (ids of the public vtes-rulings database: LSJ, ANK, RTR, TOM, PIB...) or rulebook
 * sections they follow, with the expected outcome in our own words (never the rulings' text). Each entry
 * is checked by the scenario of the same key in rulings.test.ts; docs/vtes-automation.md lists, per
 * card, the rulings honoured. A newly automated card brings its entries and scenarios.
 */

export interface RulingEntry {
  /** Scenario key in rulings.test.ts. */
  key: string;
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
    cid: '102213',
    card: 'Creeping Sabotage',
    sources: ['card text'],
    outcome: 'X counts the copies already controlled when the cost is paid: the first copy is free, the second costs 1 blood',
  },
  {
    key: 'free-press-empty-hunt',
    cid: '100052',
    card: 'The Anarch Free Press',
    sources: ['LSJ 20050720-2'],
    outcome: 'a hunt by a vampire already full adds no blood and does not count as a successful hunt: the card cannot be locked',
  },
  {
    key: 'elder-library-contested',
    cid: '100620',
    card: 'Elder Library',
    sources: ['ANK 20221028', 'vtes-es 4.1'],
    outcome: 'while contested it adds no hand size, and once burned it stops adding it',
  },
  {
    key: 'carver-once',
    cid: '100303',
    card: "Carver's Meat Packing and Storage",
    sources: ['ANK 20200729', 'vtes-pl Wzorce sformułowań'],
    outcome: 'hostage counters can be burned once per unlock phase in all, whichever Methuselah pays',
  },
  {
    key: 'spying-several',
    cid: '101857',
    card: 'Spying Mission',
    sources: ['ANK 20200609'],
    outcome: 'with several copies waiting on the vampire for the same Methuselah, each burns and adds its +2 bleed',
  },
  {
    key: 'foreshadowing-limit',
    cid: '100765',
    card: 'Foreshadowing Destruction',
    sources: ['ANK 20211019-2', 'vtes-pl Drenowanie'],
    outcome: 'against a target with 10 or more pool the superior copy adds nothing and leaves the limited bleed modifier free',
  },
  {
    key: 'foreshadowing-resolution',
    cid: '100765',
    card: 'Foreshadowing Destruction',
    sources: ['PIB 20110817', 'RTR 20191031'],
    outcome: 'the 9-pool condition is checked as the bleed resolves, against the Methuselah bled at that moment (after a redirect too)',
  },
  {
    key: 'grapple-before-range',
    cid: '100959',
    card: 'Immortal Grapple',
    sources: ['RTR 19970630', 'ANK 20180720'],
    outcome: 'the round after the superior effect skips only the range determination: before-range cards are still played',
  },
  {
    key: 'optional-press-round',
    cid: '100959',
    card: 'Immortal Grapple',
    sources: ['TOM 19960521'],
    outcome: 'an optional press not used in its round is lost at the end of that round (Hidden Strength alike)',
  },
  {
    key: 'dust-up-limited',
    cid: '100597',
    card: 'Dust Up',
    sources: ['ANK 20220204', 'vtes-es 6.4.3', 'vtes-pl Dodatkowe ciosy'],
    outcome: 'after Pursuit gave a limited additional strike this round, its dodge with a limited additional strike cannot be used',
  },
  {
    key: 'cats-after-combat',
    cid: '100308',
    card: "Cats' Guidance",
    sources: ['RTR 19980623', 'LSJ 20040219'],
    outcome: 'the unlock after blocking is played once the combat that follows the block is over, not before it',
  },
  {
    key: 'cats-torpor',
    cid: '100308',
    card: "Cats' Guidance",
    sources: ['ANK 20221130'],
    outcome: 'a blocker that went to torpor in that combat cannot play it',
  },
  {
    key: 'elen-stuck',
    cid: '201585',
    card: 'Elen Kamjian',
    sources: ['ANK 20211009-2', 'vtes-pl Faza podwładnych'],
    outcome: 'only the bleed of her own ability fulfils her duty; once she has bled she cannot take any other action that turn',
  },
  {
    key: 'faceless-at-resolution',
    cid: '100687',
    card: 'Faceless Night',
    sources: ['ANK 20171017', 'ANK 20230305'],
    outcome: 'a minion that failed to block is locked only as the action resolves, so it may still play a reaction such as Deflection',
  },
  {
    key: 'second-block',
    cid: '100588',
    card: 'Dreams of the Sphinx',
    sources: ['vtes-es 6.2.2.1', 'vtes-pl Kto może próbować zablokować'],
    outcome: 'a minion whose block failed may try again once something changed, e.g. an intercept card reached the hand',
  },
  {
    key: 'votes-one-way',
    cid: '102214',
    card: 'Protected District',
    sources: ['LSJ 20031119', 'LSJ 20031115', 'vtes-es 6.3.3', 'vtes-pl Uzyskiwanie głosów'],
    outcome: 'its votes go against, so a primogen that already voted for cannot use it',
  },
  {
    key: 'silverson-once',
    cid: '201530',
    card: 'Alexander Silverson',
    sources: ['LSJ 20031115'],
    outcome: 'a vampire voting against his referendum burns 1 blood once, however many of its votes go against',
  },
  {
    key: 'warsaw-diablerie',
    cid: '102149',
    card: 'Warsaw Station',
    sources: ['ANK 20220218'],
    outcome: 'it can be burned during another Methuselah’s diablerie action to move the torpid Nosferatu to the ready region',
  },
];
