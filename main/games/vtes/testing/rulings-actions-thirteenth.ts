/**
 * The published rulings of the action cards of the thirteenth session's h-actions records (testing/families-unlock-later.ts,
 * testing/families-card-block.ts and the others joined in testing/actions-twelfth.ts) that no scenario encodes yet, each with what the engine does (our
 * words), spread into testing/rulings-listed.ts.
 */

/** Rulings these cards' records do not follow, with the reason. */
export const ACTIONS_THIRTEENTH_NOT_FOLLOWED: Readonly<Record<string, readonly { refs: readonly string[]; reason: string }[]>> = {
  // Horseshoes, Cryptic Mission (the primitive `hurt`)
  ...Object.fromEntries(
    ['100937', '100477'].map((cid) => [
      cid,
      [
        {
          refs: ['ANK 20220507'],
          reason:
            'not modelled: an ally burned by the damage is burned by a directed action, but no automated card reads "a directed action burning an ally"',
        },
      ],
    ]),
  ),
  // Unleash Hell's Fury (and the group "triggered by block")
  '102076': [
    {
      refs: ['ANK 20210627'],
      reason:
        'not followed in full: its damage and its burn come first as the block succeeds, as the ruling says, but the action then ends at once (a card is no minion to fight), so no card can be played after them (Change of Target)',
    },
    {
      refs: ['ANK 20220116'],
      reason:
        'not followed in full: the triggers of the block run, then the card blocking applies its effects and the action ends at once; no modifier or reaction is offered after them',
    },
  ],
  // Muricia's Call (group "equip/employ/recruit action")
  '101255': [
    {
      refs: ['TOM 19960130'],
      reason:
        "not followed: the action is that of the card played (its kind is the action card's), not an employ action, so cards asking for an employ action do not see it",
    },
    {
      refs: ['LSJ 20080803'],
      reason:
        'not followed in full: a retainer with several Discipline levels is employed with the highest level of the searched Discipline the vampire can play, not one it chooses',
    },
  ],
};

/** Rulings of these cards waiting for a scenario, with what the engine does. */
export const ACTIONS_THIRTEENTH_PENDING: Readonly<Record<string, readonly string[]>> = {
  // Unleash Hell's Fury: its effects run as the block succeeds, before anything may end the action there (LSJ 20100301);
  // no automated card stops the block (The Kiss of Ra, Elder Impersonation), a card in play is never locked by its
  // block, and one that failed is not offered again in the action, as a minion (LSJ 20100210); it has no blood, so no
  // blood cost can be paid for it (LSJ 19970707); intercept reactions are offered for it as for a minion (ANK
  // 20211112-2); it burns as a card, not as a minion (ANK 20230317); its burn option is that of any card (LSJ 20091203,
  // LSJ 20100203-2)
  '102076': [
    'LSJ 20100301',
    'LSJ 20100210',
    'LSJ 20100210',
    'LSJ 20100210',
    'LSJ 19970707',
    'ANK 20211112-2',
    'ANK 20230317',
    'LSJ 20091203',
    'LSJ 20100203-2',
  ],
  // Engling Fury: played, it requires only the Discipline of the mode played (its modes' conditions), as the group says
  '100643': ['LSJ 20011204-3'],
  // Muricia's Call: the retainer's requirements are checked for the vampire but are not the action's (no automated card
  // reads an employ action's requirements), and nothing bars the vampire, once unlocked, from employing from the hand
  '101255': ['ANK 20180817', 'ANK 20180817'],
};
