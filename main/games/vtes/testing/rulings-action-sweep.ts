/**
 * The rulings of the action cards of the ninth session's sweep (issue 29; testing/action-sweep-scenarios.ts): the
 * entries of the V:TES rulings suite (rulings.ts), area `actionSweep`, checked by the scenarios of
 * testing/rulings-action-sweep.test.ts, each outcome in our own words. Those not encoded are listed, with the reason,
 * in `ACTION_SWEEP_NOT_FOLLOWED` and `ACTION_SWEEP_PENDING` (spread into testing/rulings-listed.ts).
 */
import type { RulingEntry } from './ruling-entry';

export const ACTION_SWEEP_RULINGS: readonly RulingEntry[] = [
  {
    key: 'arcanum-investigator-directed-at-controller',
    area: 'actionSweep',
    cid: '100083',
    card: 'Arcanum Investigator',
    sources: ['LSJ 20090324'],
    outcome: "burning the equipment on another Methuselah's minion is directed at that Methuselah, not at the minion",
  },
  {
    key: 'felix-hessian-directed-at-controller',
    area: 'actionSweep',
    cid: '100719',
    card: 'Felix "Fix" Hessian',
    sources: ['RBK who-may-attempt-to-block'],
    outcome: "burning another Methuselah's location is directed at that Methuselah: its minions may block",
  },
  {
    key: 'enticement-directed-at-prey',
    area: 'actionSweep',
    cid: '100650',
    card: 'Enticement',
    sources: ['LSJ 20010807'],
    outcome: 'the action is directed at the prey: only the prey may block it',
  },
  {
    key: 'enticement-edge-lost-still-no-bleed',
    area: 'actionSweep',
    cid: '100650',
    card: 'Enticement',
    sources: ['LSJ 20100527'],
    outcome: 'with the Edge lost before the action resolves, the prey burns no pool, but the minions still cannot bleed this turn',
  },
  {
    key: 'harass-target-fizzles',
    area: 'actionSweep',
    cid: '100886',
    card: 'Harass',
    sources: ['LSJ 20070411'],
    outcome: 'aimed at an unlocked vampire with 3 blood that has more by the time the action resolves, it has no effect: no combat',
  },
  {
    key: 'mind-numb-locked-target-fizzles',
    area: 'actionSweep',
    cid: '101211',
    card: 'Mind Numb',
    sources: ['ANK 20210124'],
    outcome: 'aimed at an unlocked vampire that is locked by the time the action resolves, it has no effect: the vampire unlocks as normal',
  },
  {
    key: 'make-the-misere-unlocked-target-fizzles',
    area: 'actionSweep',
    cid: '101147',
    card: 'Make the Misere',
    sources: ['ANK 20210124'],
    outcome: 'aimed at a locked minion that is unlocked by the time the action resolves, it has no effect: no combat',
  },
  {
    key: 'jar-the-soul-empty-vampire',
    area: 'actionSweep',
    cid: '101021',
    card: 'Jar the Soul',
    sources: ['TOM 19951212-2'],
    outcome: 'at superior against a vampire with no blood, the vampire is locked and nothing else happens: no damage, no torpor',
  },
  {
    key: 'conceal-directed-at-controller',
    area: 'actionSweep',
    cid: '100391',
    card: 'Conceal',
    sources: ['LSJ 20090324', 'RBK who-may-attempt-to-block'],
    outcome: "burning another Methuselah's equipment is directed at that Methuselah, not at the minion carrying it",
  },
  {
    key: 'loss-directed-at-controller',
    area: 'actionSweep',
    cid: '101124',
    card: 'Loss',
    sources: ['LSJ 20090324'],
    outcome: "burning the equipment on another Methuselah's minion is directed at that Methuselah, not at the minion",
  },
  {
    key: 'gremlins-directed-at-controller',
    area: 'actionSweep',
    cid: '100856',
    card: 'Gremlins',
    sources: ['LSJ 20090324'],
    outcome: "burning the equipment on another Methuselah's minion is directed at that Methuselah, not at the minion",
  },
  {
    key: 'arson-directed-at-controller',
    area: 'actionSweep',
    cid: '100094',
    card: 'Arson',
    sources: ['RBK who-may-attempt-to-block'],
    outcome: "burning another Methuselah's location is directed at that Methuselah",
  },
  {
    key: 'arson-replaced-after-action',
    area: 'actionSweep',
    cid: '100094',
    card: 'Arson',
    sources: ['LSJ 20001120', 'LSJ 20101021'],
    outcome: 'the card is not replaced while its action goes on; its player draws it back once the action is over',
  },
  {
    key: 'nephandus-life-above-start',
    area: 'actionSweep',
    cid: '101272',
    card: 'Nephandus',
    sources: ['ANK 20171109'],
    outcome: 'burning a vampire in torpor gives it 1 life even above the life it entered play with',
  },
  {
    key: 'magic-of-the-smith-chosen-at-resolution',
    area: 'actionSweep',
    cid: '101143',
    card: 'Magic of the Smith',
    sources: ['RBK search'],
    outcome: 'no equipment is named as the action is announced: it is chosen from the library as the action resolves',
  },
];

/** Rulings of these cards the engine does not follow or model, with the reason (our words). */
export const ACTION_SWEEP_NOT_FOLLOWED: Readonly<Record<string, readonly { refs: readonly string[]; reason: string }[]>> = {
  '101143': [
    {
      refs: ['TOM 19960130'],
      reason:
        "not followed: the action is that of the card played (its kind is the action card's), not an equip action, so cards asking for an equip action do not see it",
    },
    {
      refs: ['LSJ 20080803'],
      reason:
        'not followed in full: an equipment with several Discipline levels goes on with the first level the vampire can play, not one it chooses',
    },
  ],
  '101021': [
    {
      refs: ['ANK 20220507'],
      reason:
        'not modelled: an ally burned by losing its last life to the superior effect is burned by a directed action, but no automated card reads "a directed action burning an ally"',
    },
  ],
};

/** Rulings of these cards waiting for a scenario. */
export const ACTION_SWEEP_PENDING: Readonly<Record<string, readonly string[]>> = {
  // Mind Numb: an infernal vampire stunned may still pay a pool to unlock (the infernal option is offered by the unlock phase)
  '101211': ['LSJ 20050114'],
  // Nephandus: environmental damage is not reduced (no automated card deals it in a scenario yet), unpreventable and
  // weapon strikes are (the reduction is read as the strike resolves, whatever the strike), damage after combat from
  // a strike (no such card automated), aim cards' damage (none automated)
  // Magic of the Smith: a location carried as equipment is found like any equipment (no scenario yet); the equip action
  // does not forbid equipping from the hand later, nor do the equipment's requirements count as the action's (no card reads it)
  '101143': ['LSJ 19971001-2', 'ANK 20180817'],
  // Distraction: drawing more cards than the library holds draws what it can (no scenario yet)
  '100560': ['LSJ 20060620'],
  '101272': ['PIB 20111017', 'LSJ 20100519', 'LSJ 20080630', 'LSJ 20091123-2'],
};
