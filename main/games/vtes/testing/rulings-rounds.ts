/**
 * The rulings of the combat cards of issue 29's combat records of the ninth session (h-combat): cards played before
 * range that change a round's strikes or damage (testing/families-round-damage.ts), strikes that are not damage and
 * "after combat ends" riders (testing/families-after-combat.ts): the entries of the V:TES rulings suite (rulings.ts), area `rounds`, each
 * checked by the scenario of the same key in rulings-rounds.test.ts, and the rulings not followed (spread into
 * rulings-listed.ts); outcomes and reasons in our own words.
 */
import type { RulingEntry } from './ruling-entry';

export const ROUNDS_RULINGS: readonly RulingEntry[] = [
  {
    key: 'hunger-of-marduk-twice',
    area: 'rounds',
    cid: '102227',
    card: 'Hunger of Marduk',
    sources: ['ANK 20220207', 'vtes-es 6.4.3'],
    outcome:
      'the strike it gives is an option of every strike of the round: with an additional strike the vampire steals with it a second time',
  },
  ...(['100307', '101334'] as const).map((cid): RulingEntry => ({
    key: `after-combat-dodged-${cid}`,
    area: 'rounds',
    cid,
    card: cid === '100307' ? 'Catatonic Fear' : 'Oubliette',
    sources: ['LSJ 19980526', 'RTR 20041202', 'vtes-es 6.4.5'],
    outcome: 'at the superior level, a strike the opposing minion dodges leaves nothing after the combat: no damage, no blood burned',
  })),
  ...(['100307', '101334'] as const).map((cid): RulingEntry => ({
    key: `after-combat-new-combat-${cid}`,
    area: 'rounds',
    cid,
    card: cid === '100307' ? 'Catatonic Fear' : 'Oubliette',
    sources: ['RTR 20020501', 'LSJ 19980109', 'vtes-es 6.4'],
    outcome:
      'at the superior level, when the opposing minion queues another combat as this one is about to end (Psyche!), the rider does not act: the opposing minion loses nothing',
  })),
  {
    key: 'after-combat-unpreventable-100307',
    area: 'rounds',
    cid: '100307',
    card: 'Catatonic Fear',
    sources: ['LSJ 20010205', 'vtes-es 6.4.6'],
    outcome:
      'the damage of [PRE] comes once the combat is over: the opposing vampire holding a prevention card cannot play it, and loses the blood',
  },
  ...(['100378', '100651'] as const).map((cid): RulingEntry => ({
    key: `torpor-strike-long-${cid}`,
    area: 'rounds',
    cid,
    card: cid === '100378' ? 'Coma' : 'Entombment',
    sources: ['RBK resolve-strike', 'LSJ 20000110', 'vtes-es 6.4.5'],
    outcome: 'the strike sending the opposing vampire to torpor is not ranged: used at long range it does nothing',
  })),
  {
    key: 'target-vitals-agg',
    area: 'rounds',
    cid: '101942',
    card: 'Target Vitals',
    sources: ['RTR 19970630', 'vtes-es 6.4.5'],
    outcome:
      'with an aggravated strike the 2 more damage are aggravated too: the opposing vampire takes 3 aggravated damage from a 1-damage aggravated strike',
  },
  {
    key: 'target-vitals-dodge',
    area: 'rounds',
    cid: '101942',
    card: 'Target Vitals',
    sources: ['RTR 19960221', 'PIB 20130319', 'vtes-es 6.4.3'],
    outcome: 'played for a strike that deals no damage (a dodge) it has no effect: the opposing minion loses nothing and may still press',
  },
  {
    key: 'target-vitals-no-press',
    area: 'rounds',
    cid: '101942',
    card: 'Target Vitals',
    sources: ['vtes-es 6.4.4'],
    outcome: 'once the aimed hand strike lands, the opposing minion cannot press this round, even holding a press card',
  },
  {
    key: 'target-vitals-cancel',
    area: 'rounds',
    cid: '101942',
    card: 'Target Vitals',
    sources: ['vtes-es 6.4.3'],
    outcome:
      'the opposing Methuselah holding two combat cards may discard both to cancel it as it is played (and draws back up): the hand strike then deals its strength only; with one combat card it is not asked',
  },
  {
    key: 'combat-shotgun-second-copy',
    area: 'rounds',
    cid: '100379',
    card: 'Combat Shotgun',
    sources: ['ANK 20230316', 'vtes-es 6.4.3'],
    outcome:
      'usable once each round: with an additional strike the same gun is not offered again that round, a second copy the minion bears is',
  },
];

/** Rulings of these cards the engine does not follow or model, with the reason. */
export const ROUNDS_NOT_FOLLOWED: Readonly<Record<string, readonly { refs: readonly string[]; reason: string }[]>> = {
  '100749': [
    {
      refs: ['LSJ 20040812-2'],
      reason:
        'not modelled: no automated card makes a vampire take aggravated damage as normal, so the basic level reads the damage as it is dealt and lets aggravated damage land',
    },
    {
      refs: ['LSJ 20021001'],
      reason:
        'not followed: at the superior level the point that lands is a normal one when there is one (blood heals it), not asked of the vampire',
    },
  ],
  '100307': [
    {
      refs: ['RTR 19970630'],
      reason:
        'not modelled: no automated card reads who dealt the damage after the combat (it is the striking vampire’s, not environmental)',
    },
    {
      refs: ['LSJ 20031123'],
      reason:
        'not modelled: the blood is lost once the combat is over, as the ruling says, and no automated card reads blood lost after a combat (Taste of Vitae reads the round’s)',
    },
    {
      refs: ['ANK 20170111'],
      reason: 'not modelled: no automated effect changes damage dealt after a combat (Dam the Heart’s River is played by hand)',
    },
  ],
  '101334': [
    {
      refs: ['LSJ 20031123'],
      reason:
        'not modelled: the blood is burned once the combat is over, as the ruling says, and no automated card reads blood lost after a combat',
    },
    {
      refs: ['LSJ 20080226'],
      reason: 'not modelled: the burn is not damage, and Target Vitals, the card the ruling names, is played by hand',
    },
  ],
  '100378': [
    {
      refs: ['LSJ 20090622-2'],
      reason: 'not modelled: the vampire goes to torpor at once; no automated card delays going to torpor until after the combat',
    },
    {
      refs: ['LSJ 20050114'],
      reason:
        'not modelled by a scenario of this card: an infernal vampire that does not unlock as normal is still offered to unlock for a pool (rules/unlock.ts), whatever kept it locked',
    },
  ],
  '101942': [
    {
      refs: ['LSJ 20080409'],
      reason:
        'not modelled: no automated card commits a strike during range determination (Thrown Gate is played by hand), and it is offered only where a strike is chosen, so never once the strike cannot be chosen',
    },
    {
      refs: ['PIB 20121031'],
      reason:
        'not modelled: Target Vitals costs nothing; a card cancelled by the discards has been paid as it was played (the cost is paid before its effects)',
    },
  ],
  '100651': [
    {
      refs: ['LSJ 20090622-2'],
      reason: 'not modelled: the vampire goes to torpor at once; no automated card delays going to torpor until after the combat',
    },
  ],
};
