/**
 * The rulings of the actions, allies and retainers of the tenth session's sweep (issue 29;
 * testing/actions-sweep-tenth.ts) that no scenario encodes yet: not followed (with the reason, in our own words) or
 * pending. Spread into testing/rulings-listed.ts.
 */

export const ACTIONS_TENTH_NOT_FOLLOWED: Readonly<Record<string, readonly { refs: readonly string[]; reason: string }[]>> = {
  '102087': [
    {
      refs: ['LSJ 20001111'],
      reason:
        "not modelled: Vagabond Mystic's lock is offered in its controller's minion phase only (between actions), never during a combat, so it is never used in the middle of a damage resolution",
    },
  ],
};

export const ACTIONS_TENTH_PENDING: Readonly<Record<string, readonly string[]>> = {
  // Clotho's Gift: drawing from an empty crypt draws what it can (no scenario yet)
  '100365': ['LSJ 20060620'],
  // Vagabond Mystic: an ally may lock for its ability the turn it is recruited (no scenario yet)
  '102087': ['ANK 20180517'],
  // Graverobbing: a target that left torpor before resolution makes the action fizzle; the 2 blood of [DOM] are an
  // effect, not a cost, so cost reductions leave them as they are (no scenario yet)
  '100852': ['ANK 20210124', 'ANK 20210226'],
  // Elephant Guardian: its damage is environmental, the retainer its source, landing even against a dodge (the group
  // scenario of retainers dealing damage has the employer acting, where this one deals none: no scenario of its own yet)
  '100626': ['ANK 20180612', 'RTR 19941109'],
  // Well-Marked: its prevention of non-aggravated damage never prevents aggravated damage treated as normal (no
  // scenario yet)
  '102172': ['LSJ 20040812-2'],
};
