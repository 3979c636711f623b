/**
 * The rulings of the action cards put in play of issue 29 (testing/actions-in-play.ts): the entries of the V:TES
 * rulings suite (rulings.ts), area `actionsInPlay`, checked by the scenarios of testing/rulings-actions-in-play.test.ts,
 * each outcome in our own words. Those not encoded are listed, with the reason, in `ACTIONS_IN_PLAY_NOT_FOLLOWED` and
 * `ACTIONS_IN_PLAY_PENDING` (spread into testing/rulings-listed.ts).
 */
import type { RulingEntry } from './ruling-entry';

/** The cards of the group "action creating vampire" (G00054) that are `full`, by official id. */
export const BECOME_VAMPIRE: Readonly<Record<string, string>> = {
  '100633': 'The Embrace',
  '102046': 'Tumnimos',
  '102159': 'Waters of Duat',
  '102246': 'Childe of the Revolution',
};

/** G00054's rulings no scenario encodes, for each card of the group. */
const BECOME_NOT_MODELLED = [
  {
    refs: ['RTR 19990712'],
    reason:
      'not modelled: no automated card moves a ready vampire to the uncontrolled region; a vampire made from a library card moved there by hand keeps being that vampire until it is burned',
  },
  {
    refs: ['LSJ 20041201-2'],
    reason:
      'not modelled: no automated card puts a vampire into its crypt; a vampire made from a library card moved to the crypt by hand is not burned instead',
  },
];

/** The Fee Stakes (title cards played as actions, burned by a referendum: testing/families-title-referendum.ts), by official id. */
export const FEE_STAKES: Readonly<Record<string, string>> = {
  '100712': 'Fee Stake: Boston',
  '100713': 'Fee Stake: Corte',
  '100714': 'Fee Stake: Los Angeles',
  '100715': 'Fee Stake: New York',
  '100716': 'Fee Stake: Perth',
  '100717': 'Fee Stake: Seattle',
};

export const ACTIONS_IN_PLAY_RULINGS: readonly RulingEntry[] = [
  ...Object.entries(FEE_STAKES).flatMap(([cid, card]): RulingEntry[] => [
    {
      key: `fee-stake-prisci-${cid}`,
      area: 'actionsInPlay',
      cid,
      card,
      sources: ['ANK 20180307-1'],
      outcome: 'in the referendum to burn it, a priscus still casts its ballot in the prisci sub-referendum; only titled votes lose one',
    },
    {
      key: `fee-stake-contested-${cid}`,
      area: 'actionsInPlay',
      cid,
      card,
      sources: ['LSJ 20070808-2'],
      outcome: 'while the title it stands for is contested, no vampire may call the referendum to burn it',
    },
  ]),
  {
    key: 'ossian-any-action',
    area: 'actionsInPlay',
    cid: '101333',
    card: 'Ossian',
    sources: ['LSJ 20050201'],
    outcome:
      'blocking a vampire whose own action card requires Auspex, Ossian bars its strikes in the first round: not only in his own action',
  },
  {
    key: 'ossian-life-past-start',
    area: 'actionsInPlay',
    cid: '101333',
    card: 'Ossian',
    sources: ['ANK 20171109'],
    outcome: 'the life he gains at the end of a round takes him past his starting 4 life',
  },
  {
    key: 'homunculus-level-kept',
    area: 'actionsInPlay',
    cid: '100932',
    card: 'Homunculus',
    sources: ['RTR 19941109'],
    outcome: 'employed with superior Protean it has 2 life and keeps that version (its mode) while in play',
  },
  {
    key: 'open-war-location-directed',
    area: 'actionsInPlay',
    cid: '101324',
    card: 'Open War',
    sources: ['RBK who-may-attempt-to-block'],
    outcome: "the anarch's action to burn another Methuselah's location is directed at that Methuselah, whose minions may block it",
  },
  {
    key: 'restructure-steal-requirements',
    area: 'actionsInPlay',
    cid: '101615',
    card: 'Restructure',
    sources: ['TOM 19960226-1'],
    outcome: "its [DEM] mode steals an ally whose card requires a clan the acting vampire's Methuselah does not have",
  },
  {
    key: 'constant-revolution-cards-at-once',
    area: 'actionsInPlay',
    cid: '100416',
    card: 'Constant Revolution',
    sources: ['LSJ 20090618'],
    outcome:
      'with 3 counters and 1 card in hand, the Methuselah may burn at most that card, the rest pool; the card is burned at once and not replaced',
  },
  ...Object.entries(BECOME_VAMPIRE).map(([cid, card]): RulingEntry => ({
    key: `become-vampire-ash-heap-${cid}`,
    area: 'actionsInPlay',
    cid,
    card,
    sources: ['LSJ 20020115'],
    outcome: 'the vampire it became, once burned, is a library card in the ash heap, not a vampire',
  })),
];

export const ACTIONS_IN_PLAY_NOT_FOLLOWED: Readonly<Record<string, readonly { refs: readonly string[]; reason: string }[]>> = {
  '100079': [
    {
      refs: ['LSJ 20020612'],
      reason:
        "not followed in full: Aranthebes' -1 stealth is offered in the intercept step of a block attempt (the only moment stealth changes an outcome), not at any time of the action before resolution",
    },
    {
      refs: ['LSJ 20080604'],
      reason:
        'not modelled: the (D) action at Aranthebes is offered to vampires of capacity 5 or more, but it is not counted as an action requiring that capacity for the cards that ask about requirements',
    },
  ],
  ...Object.fromEntries(Object.keys(BECOME_VAMPIRE).map((cid) => [cid, BECOME_NOT_MODELLED])),
  '101324': [
    {
      refs: ['LSJ 20080603'],
      reason:
        'not modelled: Open War requires a baron, but no card that asks whether a card requires an anarch counts it as one (the requirement check reads the title only)',
    },
    {
      refs: ['LSJ 20080604'],
      reason:
        'not modelled: the actions Open War gives anarchs are offered to anarchs only, but they are not counted as actions requiring an anarch for the cards that ask about requirements',
    },
  ],
};

export const ACTIONS_IN_PLAY_PENDING: Readonly<Record<string, readonly string[]>> = {
  // Ossian: the life is gained in the end-of-round step, after the presses, also when the round ends early
  // (rules/rounds.ts runs the round-end triggers there; no scenario ends a round early yet); a range set by an effect is
  // not a maneuver (rules/first-round-bar.ts bars the maneuver step only; no scenario yet); strike cards are not counted
  // as played during the action (only the action card, modifiers and reactions are: an Auspex strike stays usable)
  '101333': ['RTR 20030519', 'LSJ 20100827', 'ANK 20210614'],
  // Open War: its two actions are each kept once per minion per turn by their own key (vocab/offers.ts), so one does
  // not bar the other; no scenario unlocks a minion between the two yet
  '101324': ['LSJ 20100909'],
  // Childe of the Revolution: requiring a baron counts as requiring an anarch for the cards that ask (no scenario yet)
  '102246': ['LSJ 20080603'],
};
