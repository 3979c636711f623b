/**
 * The published rulings of the action cards of the fourteenth session's h-actions records (the scenarios joined in
 * testing/actions-fourteenth.ts) that no scenario encodes yet, each with what the engine does (our words), spread into
 * testing/rulings-listed.ts.
 */

/** Rulings these cards' records do not follow, with the reason. */
export const ACTIONS_FOURTEENTH_NOT_FOLLOWED: Readonly<Record<string, readonly { refs: readonly string[]; reason: string }[]>> = {
  // Biothaumaturgic Experiment (group "equip/employ/recruit action")
  // Judgment: Camarilla Segregation
  '101028': [
    {
      refs: ['ANK 20181016'],
      reason:
        'not followed in full: the pool is burned as the unlock phase starts (the cards in play acting then), before the Methuselah may use any unlock phase effect, so no such effect can burn the last non-Camarilla vampire first',
    },
  ],
  '100162': [
    {
      refs: ['LSJ 20080803'],
      reason:
        'not followed in full: the retainer is employed in the first of its modes the vampire can play, or its first mode when its requirements are ignored, not one the vampire chooses',
    },
  ],
};

/** Rulings of these cards waiting for a scenario, with what the engine does. */
export const ACTIONS_FOURTEENTH_PENDING: Readonly<Record<string, readonly string[]>> = {
  // Rutor's Hand: its unlock is an ability of the card used in its bearer's controller's minion phase (window `minion`),
  // so a vampire stolen before then unlocks by it only in the turns of the Methuselah controlling it
  '101664': ['LSJ 20031106'],
  // Biothaumaturgic Experiment: the retainer's requirements are not the action's (no automated card reads an employ
  // action's requirements), and nothing bars the vampire, once unlocked, from employing from the hand again
  '100162': ['ANK 20180817', 'LSJ 20100725'],
  // Judgment: Camarilla Segregation: each copy in play is a trigger of its own with no limit, so each takes its pool
  '101028': ['ANK 20200703-4'],
  // Go Anarch: an action card, not the default action of becoming anarch, so no blood is paid for it; its burn when the
  // vampire changes sect is not kept (the card does nothing else once played, and no sect overriding effect is automated)
  '100840': ['ANK 20181017', 'LSJ 20100811'],
  // Revelation of Ecstasy: the minion is taken as the primitive takeControl takes it, requirements not applying; its
  // target is any ready minion of the prey, locked ones too (the target `card` with no state)
  '101624': ['TOM 19960226-1', 'ANK 20170303'],
};
