/**
 * The rulings of the allies and retainers written in the thirteenth session (issue 29, h-allies, list A of the
 * deck-completion order): not followed or not modelled, with the reason, and those followed by the records with no
 * scenario of their own yet, spread into testing/rulings-listed.ts. Our own words, never the ruling's text.
 */

/** The group of the allies playing cards as a vampire (G00011): what no scenario shows yet. */
const AS_VAMPIRE_NOT_MODELLED = [
  {
    refs: ['RTR 19970630'],
    reason:
      'not modelled: no card the engine plays commits diablerie through a card played by a minion (Amaranth is played by hand), so nothing bars an ally playing as a vampire from one',
  },
] as const;

export const ALLIES_THIRTEENTH_NOT_FOLLOWED: Readonly<Record<string, readonly { refs: readonly string[]; reason: string }[]>> = {
  '100929': AS_VAMPIRE_NOT_MODELLED,
  '100821': AS_VAMPIRE_NOT_MODELLED,
  '101537': AS_VAMPIRE_NOT_MODELLED,
  '101930': AS_VAMPIRE_NOT_MODELLED,
  '100912': [
    ...AS_VAMPIRE_NOT_MODELLED,
    {
      refs: ['RTR 20020501'],
      reason:
        'not modelled: political actions are offered to vampires only (rules/minion.ts), so an ally playing a card as a vampire never calls a referendum of a political action card',
    },
  ],
  '100966': [
    {
      refs: ['ANK 20180917'],
      reason:
        "not followed: Impundulu's steal is offered at another Methuselah's minions only (its target Selector), so never as an undirected action at its controller's own",
    },
  ],
  '101751': [
    {
      refs: ['LSJ 20030307'],
      reason:
        "not followed in full: a hand strike's damage is read from the strength as the strike is chosen (rules/combat.ts), so life lost to a first strike resolved before it does not lower it",
    },
  ],
};

/**
 * The group of the allies playing cards as a vampire (G00011, G00083-G00085, G00111): followed by `asVampire`
 * (core/ally-as-vampire.ts) with no ruling scenario yet. An ally pays a card's blood with life and burns as its last life
 * is paid (queries.ts payCost); aggravated damage or torpor never sends an ally to torpor (it burns at 0 life); only the
 * basic level is met, one Discipline requirement each, the ally having none of its own; no sect named reads as
 * independent.
 */
const AS_VAMPIRE_PENDING = [
  'ANK 20180928-1',
  'LSJ 20060409',
  'LSJ 20080512',
  'ANK 20180111',
  'LSJ 20011217',
  'LSJ 19980303',
  'LSJ 20020218',
  'LSJ 20080205-2',
  'LSJ 20020503',
];

export const ALLIES_THIRTEENTH_PENDING: Readonly<Record<string, readonly string[]>> = {
  // High Top: the group of the allies playing as a vampire; its additional strike is given without asking (roundStrikes,
  // as Renegade Garou's, PIB 20121028)
  '100929': [...AS_VAMPIRE_PENDING, 'PIB 20121028'],
  // War Ghoul: a ghoul is a monster, not a mortal (its class `ghoul`); its `vtes.enters` trigger runs wherever it enters
  // play (vocab/triggers.ts runEnterTriggers, on every path that puts an ally in play), burning itself with no other ally
  // or retainer (vocab/prims/burn-own.ts); its lock-and-burn use has no "recruited this turn" bar and is offered whenever
  // its Methuselah is asked outside combat, the reaction window of another Methuselah's action included (rules/reactions.ts)
  '102144': ['ANK 20200203-2', 'ANK 20180517', 'ANK 20170309-2', 'RTR 19961113', 'PIB 20121031'],
  // Tye Cooper: immunity takes away the non-aggravated damage however dealt, unpreventable or outside combat (rules/
  // damage-immune.ts reads it where a round's damage is gathered and in applyDamage, the one place damage is resolved)
  '102053': ['LSJ 20010627'],
  // Hellhound: a ghoul is a monster, not a mortal (its class `ghoul`)
  '100911': ['ANK 20200203-2'],
  // Ghouled Street Thug, Rafastio Ghoul: the group of the allies playing as a vampire, a ghoul a monster (class `ghoul`)
  '100821': ['ANK 20180928-1', 'LSJ 20060409', 'LSJ 20080512', 'ANK 20200203-2', 'LSJ 20020503'],
  '101537': [...AS_VAMPIRE_PENDING, 'ANK 20200203-2'],
  // Talaq, Herald of Topheth: the group of the allies playing as a vampire (Talaq's own ruling: he has no Discipline)
  '101930': AS_VAMPIRE_PENDING,
  '100912': AS_VAMPIRE_PENDING.filter((r) => r !== 'LSJ 20011217'),
  // Shambling Hordes, Rotting Behemoth: "burn it instead" is always offered beside the ash heap cards (vocab/prims/
  // ash-remove-or-burn.ts); the `vtes.enters` trigger runs wherever the ally enters play; an action paid with the last life
  // still resolves (the life is paid as the action succeeds, vocab/offers.ts)
  '101751': ['LSJ 20030701-2', 'ANK 20170309-2'],
  '102304': ['LSJ 20080512', 'LSJ 20030701-2', 'ANK 20170309-2'],
  // Impundulu: an offered action's target is not filtered by what its primitives may do (vocab/abilities.ts), so a vampire
  // with no blood may be chosen; the steal then takes nothing
  '100966': ['RTR 20010711'],
  // Rock Cat: the barred vampire is offered no strike in round 1 (rules/first-round-bar.ts, read where strikes are
  // offered); a strike card's maneuver is offered with its strike only, and an additional strike may still be gained
  '101645': ['LSJ 20001126', 'LSJ 19970814-2'],
};
