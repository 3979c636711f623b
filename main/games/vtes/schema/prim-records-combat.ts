/**
 * The combat primitives' records (vtes-es 6.4; vtes-pl "Walka"; issue 27 item 6): part of the one table of
 * schema/prim-records.ts, which spreads them in (kept apart to hold each file to one concept). Pure: zod only.
 */
import { z } from 'zod';
import { CardClassSchema, DurationSchema } from './schema-params';
import { count, prim, PrimWhoSchema } from './prim-kit';

export const COMBAT_PRIM_RECORDS = {
  /** A maneuver (6.4.2); `toClose`: only to close range; `toLong`: only to long range (offered only at close range). */
  maneuver: prim('maneuver', { toClose: z.literal(true).optional(), toLong: z.literal(true).optional() }),
  /**
   * The minion gets an optional press in the current round of its combat (vtes-es 6.4.4); a card that is
   * only this is a press, played in the press step; `only`: that press only continues the combat (not
   * offered to answer a press to continue) or only ends it (offered only to answer one); `for: 'combat'` (run
   * by an action entering combat): one optional press usable in any round of that combat, once.
   */
  press: prim('press', {
    who: PrimWhoSchema,
    only: z.enum(['continue', 'end']).optional(),
    for: DurationSchema.extract(['combat']).optional(),
    /** Played during an action (a reaction or a modifier): the press is for the combat of its block, once in any round. */
    ifBlocks: z.literal(true).optional(),
  }),
  /**
   * Prevent n damage (+X, the blood paid for the card: `plusX`) of the damage the minion is taking (6.4.6);
   * `nonAgg`: only non-aggravated damage ("prevent n non-aggravated damage": aggravated damage stays); `gun`: or that
   * much of the damage of the opposing minion's gun strike, when that strike is one (Kevlar Vest: 2 from a gun, else 1).
   */
  prevent: prim('prevent', {
    n: count,
    plusX: z.literal(true).optional(),
    nonAgg: z.literal(true).optional(),
    gun: count.min(1).optional(),
  }),
  /**
   * Prevent all the damage of the opposing minion's strike the minion is taking (6.4.6); `rest: 'round'`:
   * and of the opposing minion's further strikes this round.
   */
  /**
   * Up to n (none: all) of the aggravated damage waiting on the minion in the prevention step is treated as normal
   * damage (6.4.6: "treat aggravated damage as normal damage"; Karsh, Merrill Molitor).
   */
  aggAsNormal: prim('aggAsNormal', { n: count.min(1).optional() }),
  preventStrike: prim('preventStrike', { rest: DurationSchema.extract(['round']).optional() }),
  /**
   * The minion can prevent n damage in each round, for a Duration: this round or each round of the rest of
   * the combat (6.4.6: "can prevent 1 damage each round"), used one point at a time in the prevention step.
   */
  preventEachRound: prim('preventEachRound', {
    n: count.min(1),
    for: DurationSchema.extract(['round', 'combat']),
    /** Run before the combat (a reaction): in the first round of the combat that follows the minion's block. */
    ifBlocks: z.literal(true).optional(),
  }),
  /**
   * Each round of the rest of the combat, the minion may burn `burn` blood to prevent all the damage of the
   * opposing minion's initial strike of that round (6.4.6: not an additional strike's), once a round.
   */
  strikeGuard: prim('strikeGuard', { burn: count.min(1), for: DurationSchema.extract(['combat']) }),
  /**
   * The minion's strength is n (`set`) for the rest of the combat, or +n for a Duration: this round
   * or (none) the rest of the combat (6.4.3); `to: 'opponent'`: the opposing minion's (n negative: "the
   * opposing minion gets -1 strength"), never below 0.
   */
  strength: prim('strength', {
    n: count,
    set: z.literal(true).optional(),
    for: DurationSchema.extract(['round', 'combat']).optional(),
    to: z.literal('opponent').optional(),
  }),
  /**
   * For the rest of the combat the opposing minion cannot maneuver to a range or press to continue or to end the combat
   * (6.4.2, 6.4.4: Drawing Out the Beast, Terror Frenzy).
   */
  combatBar: prim('combatBar', {
    who: z.literal('opponent'),
    maneuverTo: z.enum(['close', 'long']).optional(),
    press: z.enum(['continue', 'end']).optional(),
  }),
  /** The opposing minion's Methuselah shows its hand to every seat for the rest of the combat (Aura Reading [aus]; vocab/prims/open-hand.ts). */
  openHand: prim('openHand', { who: z.literal('opponent') }),
  /** This round the opposing vampire's strikes with weapons inflict no damage (6.4.5: Blood Rage; vocab/prims/weapons-no-damage.ts). */
  weaponsNoDamage: prim('weaponsNoDamage', { who: z.literal('opponent') }),
  /**
   * For the rest of the combat a coin is flipped for each strike made against the minion: tails, the strike has no effect on
   * it; the first heads ends this (6.4.5: Gemini's Mirror [OBF]; vocab/prims/coin-strikes.ts, rules/coin-strikes.ts).
   */
  coinStrikes: prim('coinStrikes', { who: z.literal('minion') }),
  /** For the rest of the combat the opposing minion cannot play strike cards (6.4.3: Thoughts Betrayed [DOM]; vocab/prims/no-strike-cards.ts). */
  noStrikeCards: prim('noStrikeCards', { who: z.literal('opponent') }),
  /** For the rest of the combat the opposing minion takes n unpreventable damage as each press step starts (6.4.4). */
  pressDamage: prim('pressDamage', { n: count.min(1), to: z.literal('opponent') }),
  /** n environmental damage to the opposing minion with each round's strikes, for a Duration: the rest of the combat, or this round (6.4.5). */
  damage: prim('damage', { n: count, to: z.literal('opponent'), for: DurationSchema.extract(['combat', 'round']) }),
  /** The damage of the minion's hand strikes is aggravated, for a Duration: this round or the rest of the combat (6.4.3, 6.4.6). */
  aggHand: prim('aggHand', { for: DurationSchema.extract(['round', 'combat']) }),
  /** Only hand strikes may be used this round, by both combatants (6.4.3: a grapple). */
  strikeOnly: prim('strikeOnly', { kind: z.literal('hand') }),
  /** If the combat goes on, the next round is at close range without determining range (6.4.2). */
  nextRoundClose: prim('nextRoundClose', {}),
  /**
   * Played before range is determined: this round is at `range`, its determine-range step skipped (6.4.2: "this
   * vampire sets the range"); `strikeWith: 'self'`: the minion's initial strike this round must be the card's.
   */
  setRange: prim('setRange', { range: z.enum(['close', 'long']), strikeWith: z.literal('self').optional() }),
  /** If another round of the combat occurs, the minion gets one optional maneuver in it (6.4.2). */
  nextRoundManeuver: prim('nextRoundManeuver', {}),
  /** For the rest of the combat, the minion's damaging strikes made with a card requiring `disc` inflict n more damage (6.4.3). */
  discStrikes: prim('discStrikes', { n: count.min(1), disc: z.string().min(3) }),
  /**
   * An additional strike this round (6.4.3), or `n` of them; `limited`: one source of limited additional strikes per round;
   * `strike`: the additional strike can only be that strike ("1 additional strike: dodge", Wind Dance [THA]; "1 additional
   * ranged strike: burn weapon", Voracious Vermin [ANI]; rules/combat.ts offers it alone, rules/extra-as.ts).
   */
  additionalStrike: prim('additionalStrike', {
    limited: z.boolean(),
    n: count.min(2).optional(),
    strike: z
      .strictObject({
        s: z.enum(['dodge', 'burnEquipment']),
        ranged: z.literal(true).optional(),
        weapons: z.literal(true).optional(),
      })
      .optional(),
  }),
  /** The minion gains as much blood as the opposing vampire lost this round (6.4.6). */
  /** `life`: said of an ally, whose counters are life (Ossian: "gains 1 life for each blood the opposing vampire used"). */
  gainBlood: prim('gainBlood', { n: z.literal('opponentLost'), life: z.literal(true).optional() }),
  /**
   * A strike card's rider: the combat ends once this strike has resolved, its damage prevented and
   * healed as normal, even if it was dodged (6.4.5; Anesthetic Touch, LSJ 20011210).
   */
  endCombatAfter: prim('endCombatAfter', {}),
  /** The combat under way ends now, its round still ending (vtes-es 6.4; before range is determined: Garibaldi-Meucci Museum). */
  endCombat: prim('endCombat', {}),
  /**
   * Played as the opposing vampire is going to torpor (window `combat: 'torpor'`): the minion, a vampire that can commit
   * diablerie, diablerizes it instead (6.5.5: its blood, its equipment, the burn, a blood hunt; rules/torpor-window.ts).
   */
  diablerize: prim('diablerize', { who: z.literal('opponent') }),
  /**
   * A strike card's rider: if the strike is used at close range (`anyRange`: at any range), the striking
   * minion takes n environmental aggravated damage as it resolves (6.4.5; Breath of the Dragon, Burst of
   * Sunlight: LSJ 19970801, ANK 20221212).
   */
  recoil: prim('recoil', { n: count.min(1), anyRange: z.literal(true).optional() }),
  /**
   * Another combat between the same minions is queued: it starts as this one ends (vtes-es 6.4), still part
   * of the action; what would have happened after this combat is lost but its unlocks (the action going on
   * as if unblocked: LSJ 19980109, RTR 20020501). Not possible with a combat already queued.
   */
  queueCombat: prim('queueCombat', {}),
  /** The combat about to end goes on instead: another round starts (vtes-es 6.4.1; played in the window `aboutToEnd`). */
  continueCombat: prim('continueCombat', {}),
  /**
   * For the rest of the combat, once a damage is successfully inflicted on the minion in a round, the further
   * damage inflicted on it that round is prevented (vtes-es 6.4.6); aggravated damage too with `agg`, else it
   * lands (and counts as that first damage). Read as damage resolves (vocab/prims/prevent-past-first.ts).
   */
  /**
   * A strike card's rider: once the combat ends, the opposing minion takes n unpreventable damage from the striker
   * or (`burn`) burns n blood or life, if the strike landed (not dodged) and, with `close`, at close range (6.4.5);
   * `noUnlock` (n 0): it does not unlock as normal in its next unlock phase (vtes-es 4).
   */
  afterCombat: prim('afterCombat', {
    n: count.min(0),
    burn: z.literal(true).optional(),
    close: z.literal(true).optional(),
    noUnlock: z.literal(true).optional(),
  }),
  /**
   * An aim (6.4.3; played in the combat window `strike`, as the minion chooses its strike): if any damage of the
   * strike it chooses lands on the opposing minion, `plus` more of the same kind, and (`noPress`) that minion cannot
   * press this round; (`cancelBy`) its Methuselah may discard that many combat cards to cancel the aim as it is
   * played. One aim each strike (vocab/prims/aim.ts).
   */
  aim: prim('aim', { plus: count.min(1), noPress: z.literal(true).optional(), cancelBy: count.min(1).optional() }),
  preventPastFirst: prim('preventPastFirst', { agg: z.literal(true).optional() }),
  /**
   * This round the minion can strike (6.4.3): ranged, steal n blood or life (the life becoming blood), an option
   * of its strike choice besides its others (vocab/prims/round-strike.ts).
   */
  roundStrike: prim('roundStrike', { steal: count.min(1) }),
  /**
   * The minion equips with a weapon card of its controller's hand (vtes-es 6.4, 1.6.1.3: requirements and cost
   * as normal, costs modified as normal: LSJ 20040701), chosen as the primitive runs: a piece of equipment whose
   * data makes it a weapon (a gun, a melee weapon, a strike). `class`: only that class; `small`: a weapon that
   * is not unique, costs at most `maxPool` pool and whose regular strike deals at most `maxDmg` damage, never
   * aggravated, the minion's strength and other bonuses not counted (LSJ 20020821, RTR 19980623).
   */
  /**
   * The minion employs a retainer card of its controller's hand (vtes-es 6.4, 1.6.1.3: requirements and cost as normal,
   * cost reductions too: RTR 20070707), chosen as the primitive runs; `class`: only that class (an animal: Pack Alpha);
   * `ignoreReqs`: its requirements ignored, its cost paid as normal (Biothaumaturgic Experiment [tha]).
   */
  employFromHand: prim('employFromHand', {
    class: CardClassSchema.extract(['animal']).optional(),
    ignoreReqs: z.literal(true).optional(),
  }),
  /**
   * For the rest of the combat, each time the user's Methuselah replaces a card it draws one more and discards down to
   * its hand size, the card's own replacement included (1.6.1.2; Infernal Pursuit [CEL]).
   */
  drawOnReplace: prim('drawOnReplace', {}),
  /**
   * The card itself (put in play in a combat with `reset` counters) gives each press step of this combat a press to
   * continue, burning one counter, either combatant may press to end; its counters back to `reset` each time a card is
   * played in the combat; burned as the combat ends (6.4.4; Trap).
   */
  autoPress: prim('autoPress', { reset: count.min(1) }),
  /**
   * In the prevention step: when some of the damage waiting comes from the opposing strike made with a weapon of `class`,
   * that weapon is burned (6.4.6; Armor of Vitality [FOR]); placed before the card's prevention.
   */
  burnStrikeWeapon: prim('burnStrikeWeapon', { class: CardClassSchema.extract(['melee']) }),
  /** A retainer (of `class`) employed by the minion is burned, the user choosing which (1.1.2: Pack Alpha's price). */
  burnRetainer: prim('burnRetainer', { class: CardClassSchema.extract(['animal']).optional() }),
  /**
   * As the card enters play, one Ally or Vampire card (of `types`) of its Methuselah's ash heap is removed from the game, or
   * the card burns (vtes-es 1.1.2; Shambling Hordes, Rotting Behemoth: the choice is the Methuselah's, LSJ 20030701-2).
   */
  ashRemoveOrBurn: prim('ashRemoveOrBurn', { types: z.array(z.enum(['Ally', 'Vampire'])).min(1) }),
  /**
   * As the card enters play, one of its Methuselah's allies or retainers is burned (vtes-es 1.1.2, 6.1.5; G00151: War Ghoul, The Vozhd
   * of Sofia): another of the user's ready allies or of the retainers on its minions, of the kinds `of` names, is burned,
   * chosen when several; the card itself when there is none (RTR 19961113). Mandatory (ANK 20170309-2).
   */
  burnOwn: prim('burnOwn', { of: z.array(z.enum(['ally', 'retainer'])).min(1) }),
  /**
   * The vampire a role of the use names, in torpor, goes to its controller's ready region (vtes-es 6.5: moved out of
   * torpor by a card, not an action, so no blood is burned for it): Chantry's Tremere.
   */
  fromTorpor: prim('fromTorpor', { who: PrimWhoSchema.extract(['minion', 'target']) }),
  /**
   * The controller of the card of the use may burn it to gain n pool (a pick; vtes-es 1.1.2, 1.2); a card already burned
   * with the minion it was on still gives the pool (Priority Contract, as the minion it is on leaves the ready region).
   */
  burnForPool: prim('burnForPool', { n: count.min(1) }),
  equipFromHand: prim('equipFromHand', {
    class: CardClassSchema.extract(['melee']).optional(),
    small: z
      .object({ maxPool: count.min(0), maxDmg: count.min(0) })
      .strict()
      .optional(),
  }),
};
