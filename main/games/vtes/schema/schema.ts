/**
 * The zod schema of a V:TES card's behaviour (issue 27 item 1): its modes `{kind, window, cost,
 * conditions, limits, targets, effects}`, the effect records (static modifiers, activated abilities,
 * triggers, replacements, primitives, card modules) and the card definition the rules hold. The
 * TypeScript types of effects.ts are inferred from it; the data files (`data/*.json`, data/load.ts)
 * and the card definitions of saved records (config.ts) are parsed with it (vocab/schema-check.ts
 * turns an invalid entry into an error naming the card and the path).
 *
 * Objects are strict: a field the vocabulary does not know is an error. Pure: zod only.
 */
import { z } from 'zod';
import { CardEffectSchema } from './card-params';
import { AbilitySchema, DiscSchema, PrimSchema, SectSchema, TriggerSchema } from './schema-prims';
import {
  ActionKindSchema,
  AmountSchema,
  CardClassSchema,
  CondSchema,
  DurationSchema,
  SelectorSchema,
  TitleSchema,
  TraitSchema,
} from './schema-params';
import { CostOfSchema, CostWhoSchema } from './schema-costs';
import {
  type OotWhenSchema,
  type OotMomentSchema,
  type CancelKindSchema,
  type CancelWhatSchema,
  CardTraitSchema,
  type OutOfTurnSchema,
  CancelCardSchema,
  WindowSchema,
} from './schema-windows';
import {
  ConditionSchema,
  CostSchema,
  type LimitOnceSchema,
  LimitSchema,
  type TargetCardsSchema,
  TargetSchema,
  StrikeKindSchema,
  StatSchema,
  ModWhoSchema,
} from './schema-mode-parts';

const rec = <T extends z.core.$ZodLooseShape>(shape: T) => z.strictObject(shape);
const count = z.number().int();
const flag = z.boolean().optional();
const costValue = z.union([count, z.literal('X')]);

export { TitleSchema };

export { TraitSchema };

export {
  OotWhenSchema,
  OotMomentSchema,
  CancelKindSchema,
  CancelWhatSchema,
  CardTraitSchema,
  OutOfTurnSchema,
  CancelCardSchema,
  WindowSchema,
} from './schema-windows';

export * from './schema-mode-parts';

const effect = <E extends string, T extends z.core.$ZodLooseShape>(e: E, shape: T) => rec({ e: z.literal(e), ...shape });

/** The effect records. `manual` is the escape hatch for text the engine does not execute. */
export const EffectSchema = z.discriminatedUnion('e', [
  // ---- actions (kind 'action'; applied when the action succeeds) ----
  /** (D) bleed with +n bleed; `then`: primitives run if the bleed is successful for 1 or more (6.1.1). */
  /** `max`: the bleed burns at most that much pool, the excess ignored (Night Moves: "if more than 1 pool is bled, ignore the excess"). */
  effect('bleed', { plus: count, then: z.array(PrimSchema).optional(), max: count.min(1).optional() }),
  /** Inherent stealth of the action. */
  effect('actionStealth', { n: count }),
  /** (D) enter combat with a ready minion of another Methuselah. */
  effect('enterCombat', { lockTarget: flag }),
  /** Put this card on the acting vampire: lasting strength bonus (and optional ranged damage). */
  effect('attachStrength', { n: count, rangedDamage: count.optional() }),
  /** The vampire this card is on cannot play the named card (card id). */
  effect('cannotPlay', { cid: z.string(), name: z.string().optional() }),
  /**
   * Minions of other Methuselahs may burn this card as a (D) action; `by`: only the minions the Selector
   * takes (of another Methuselah than the card's controller, each one: e.g. only vampires). `others`: a card
   * on a minion, burnable by any other minion, its controller's too (the action at one's own card is not
   * directed, 6.2.2: Pentex(TM) Subversion).
   */
  effect('burnableByAction', {
    by: SelectorSchema.extend({ count: z.literal('each') }).optional(),
    stealth: count.optional(),
    others: z.literal(true).optional(),
    /** The action, successful, inflicts n unpreventable environmental damage on the acting minion if it is a vampire (the Paths). */
    damage: count.optional(),
    /** The action costs n pool, paid by the acting Methuselah as it succeeds (6.2.3; not offered without it): Constant Revolution. */
    pool: count.min(1).optional(),
    /** The successful action shuffles the card into its owner's library instead of burning it (Aranthebes, The Immortal). */
    shuffle: z.literal(true).optional(),
    /** The action costs n blood of the acting minion, paid as it succeeds (6.2.3; not offered without it): Foundation Exhibit. */
    blood: count.min(1).optional(),
    /** The action's stealth changes by n (negative: less) when the Condition holds for the acting minion (role `minion`: "Tremere get +1 stealth"). */
    stealthIf: z.strictObject({ n: z.number().int().min(-5).max(5), if: CondSchema }).optional(),
    /** With `others`: the minion bearing the card may take that action too ("vampires can burn this card": Madman's Quill). */
    bearer: z.literal(true).optional(),
  }),
  /**
   * Minions of other Methuselahs may steal this card in play as a (D) action (6.1.6: its controller
   * becomes the acting minion's; Powerbase: Montreal); `by` as for `burnableByAction`.
   */
  effect('stealableByAction', {
    by: SelectorSchema.extend({ count: z.literal('each') }).optional(),
    /** The action gets n stealth when the Condition holds for the acting minion (role `minion`: "Ventrue get +1 stealth"). */
    stealth: z.strictObject({ n: count, if: CondSchema }).optional(),
  }),
  /**
   * A vampire may take a political action whose referendum, passed, burns this card in play (vtes-es 6.3; Anarch
   * Revolt, with 1 stealth), any Methuselah's vampires, its controller's too; `by`: only those the
   * Selector takes. No political action card is played: the caller gets no card's vote (6.3.3); if the
   * referendum passes, the card is burned (rules/burn-referendum.ts).
   */
  effect('burnableByReferendum', {
    stealth: count.optional(),
    by: SelectorSchema.extend({ count: z.literal('each') }).optional(),
    /**
     * During that referendum, the title of a ready vampire that is not a title of the sect `unless` gives `n` votes more
     * (negative: fewer, never below 0; vtes-es 6.3.3): "non-Anarch titles are worth -1 vote" (the Fee Stakes).
     */
    titleVotes: rec({ n: count, unless: SectSchema }).optional(),
  }),
  /** The target is the acting minion in the combat (frenzy). */
  effect('frenzy', {}),
  /** Archetype master card: a vampire can have only one archetype. */
  effect('archetype', {}),
  /** While this card is in play, your prey plays with an open hand. */
  effect('openHandPrey', {}),
  /** The modifier is played by another ready vampire of the acting Methuselah. */
  effect('playedByOther', {}),
  /** Must bleed with +n bleed as a (D) action when you control a locked minion, unless it must hunt. */
  effect('vMustBleed', { plus: count }),
  /**
   * Actions of that kind cost this vampire `n` more blood (Marciana Giovanni: "bleed actions cost her 1 additional
   * blood"): not offered while it has less, paid with the action's costs as it succeeds (vtes-es 6.2.3; rules/action-cost.ts).
   */
  effect('actionCost', { kind: ActionKindSchema, n: count.min(1) }),
  /** Vampires burn 1 blood to vote against referendums it calls. */
  effect('vCostlyVotesAgainst', {}),
  // ---- equipment / retainers / allies ----
  effect('ally', { life: count, strength: count, bleed: count }),
  effect('retainer', { life: count }),
  // ---- action modifiers ----
  effect('stealth', { n: count }),
  /** If this action is blocked, it ends before block resolution: the blocker stays locked, no combat (vtes-es 6.2.3). */
  effect('endIfBlocked', {}),
  /**
   * +n bleed; limited = counts against the one-bleed-modifier limit (vekn-current); `if`: only when the
   * Condition holds as the bleed resolves (e.g. the target's pool at most some amount).
   */
  effect('bleedPlus', { n: costValue, limited: z.boolean(), if: CondSchema.optional() }),
  /** Unlock the acting vampire (a strike card's). */
  effect('unlockActor', {}),
  /**
   * A strike card's rider: if this vampire was blocked in its action (not one of the kinds `not` lists:
   * a bleed, a political action), the action continues as if unblocked once the combat ends (vtes-es
   * 6.2.2): the blocker stays locked, other minions may attempt to block, the action cards stay in play.
   * With a `cost` the acting vampire may burn that blood to go on (a choice once the combat is over), and
   * the action goes on with `stealth` more.
   */
  effect('continueUnblocked', {
    not: z.array(z.enum(['bleed', 'political'])).optional(),
    cost: count.optional(),
    stealth: count.optional(),
  }),
  /** Gains blood per vote margin. */
  effect('bloodPerVoteMargin', { toPool: count }),
  // ---- reactions ----
  /** +n intercept to the reacting minion's block; `n` an Amount (e.g. one more if that minion is titled). */
  effect('intercept', { n: AmountSchema }),
  /**
   * Do not replace this card for a Duration (1.6.1.2): until your next unlock phase (`untilUnlock`, none),
   * until after the combat it is played in (`combat`), until your discard phase (`untilDiscard`), or as long as the
   * card stays in play (`inPlay`: its controller's hand size is one less while it does; Dragonbound).
   */
  effect('noReplace', { for: DurationSchema.extract(['action', 'combat', 'turn', 'untilUnlock', 'untilDiscard', 'inPlay']).optional() }),
  /**
   * A vampire's own "while it is acting, the cards its controller plays are not replaced until the action ends"
   * (1.6.1.2; `while: 'acting'`: Skidmark): each card played from that hand during its action leaves the hand one card
   * short until the action ends, unless the card's own clause lasts as long or longer (LSJ 20070320-1: the longest
   * wins). Read where a card leaves the hand (core/queries.ts `playFromHand`, and the action card as it is announced).
   */
  effect('noReplacePlayed', { while: z.literal('acting') }),
  /** Unlock the reacting minion (it may then block). */
  effect('unlockSelf', { bloodCost: count.optional(), blockWith: count.optional() }),
  /**
   * This minion attempts to block the action, ignoring the prey, predator and target restrictions on who
   * may block (6.2.2.1); every other requirement to block still applies (RTR 19950413: Eagle's Sight).
   * `own`: a vampire's own text, "it may attempt to block a vampire controlled by another Methuselah" (Anneke):
   * it may attempt to block any other Methuselah's acting vampire, however the action is directed; every other
   * requirement still applies (RTR 20020501).
   */
  effect('blockAnySeat', { own: z.literal(true).optional() }),
  /**
   * A card in play (put there by its action) that may attempt to block an action directed at its controller or at a
   * card it controls, as a vampire of that capacity (`infernal`: an infernal one) with that intercept (6.2.2); if the block succeeds, the action ends
   * with no combat and `then` runs, the acting minion as `actor` (rules/card-block.ts; Unleash Hell's Fury).
   */
  effect('cardBlocks', { capacity: count.min(1), infernal: z.literal(true).optional(), intercept: count, then: z.array(PrimSchema) }),
  /**
   * Change the bleed's target to another Methuselah (not the acting one); `to: 'predatorsPredator'`: to the
   * predator of the bled Methuselah's predator only (My Enemy's Enemy).
   */
  effect('redirectBleed', { lockSelf: z.boolean(), to: z.literal('predatorsPredator').optional() }),
  /**
   * Reduce the bleed amount by n (or, in a referendum, n votes against); `toZero`: to 0 (later increases still count);
   * `anyTarget`: a bleed against any Methuselah, not only against the reacting one (rules/reactions.ts).
   */
  effect('reduceBleed', { n: count, orVotesAgainst: flag, burnSelf: flag, toZero: flag, anyTarget: flag }),
  // ---- combat ----
  effect('strike', {
    s: StrikeKindSchema,
    plus: count.optional(),
    dmg: count.optional(),
    ranged: flag,
    undodgeable: flag,
    firstStrike: flag,
    agg: flag,
    /** A hand strike "or use a melee weapon strike" (6.4.3): the striker may strike with a melee weapon it bears instead, `plus` added to it. */
    melee: z.literal(true).optional(),
    /** Its damage cannot be prevented (6.4.6: "unpreventable damage", Blood Sweat). */
    unpreventable: z.literal(true).optional(),
    /**
     * A hand strike that is a dodge too (6.4.5: "hand strike and dodge", Stutter-Step [CEL]): not usable as an additional
     * strike, and its striker gets no additional strike this round (rules/strikes.ts, rules/combat.ts).
     */
    dodge: z.literal(true).optional(),
    /** Its damage cannot be prevented by cards requiring Fortitude (6.4.6: Blood Rage, Dead Hand [NEC]; rules/combat.ts `prevent`). */
    noFor: z.literal(true).optional(),
    /** A damage strike at the striker's strength plus `dmg` (6.4.3: "strength ranged damage", Earthshock). */
    str: z.literal(true).optional(),
    /** A steal or burn equipment strike that takes only a weapon (6.4.5: "steal weapon"; not usable with none to take, RTR 19980928). */
    weapons: z.literal(true).optional(),
  }),
  /** Title card (vtes-es:11 Título): on success it goes on the acting vampire (or the chosen one of the clan) and stands for the title. */
  effect('titleCard', {
    title: TitleSchema,
    city: z.string(),
    chosenClan: z.string().optional(),
    /** The chosen vampire (justicars) must be of this sect too ("choose a ready Camarilla Gangrel"). */
    chosenSect: z.literal('camarilla').optional(),
    /** In its referendum each ready vampire of `chosenClan` gets 1 more vote (vtes-es 6.3.3; the justicars). */
    clanVotes: z.literal(true).optional(),
    /** While the card is on a vampire of this clan, its capacity is 1 more (a Praxis Seizure's prince of its city). */
    capacityClan: z.string().optional(),
  }),
  // ---- master cards ----
  /** Put in play (location or other permanent). */
  /**
   * Put in play (a location with `location`), with `counters` counters from the bank, or as many as the Amount
   * `countersBy` is as it resolves ("with 1 blood for each Giovanni you control", "with X blood, X the number of
   * Methuselahs": Acquired Ventrue Assets, Slave Auction).
   */
  effect('inPlay', { location: flag, unique: flag, counters: count.optional(), countersBy: AmountSchema.optional() }),
  /**
   * As the card is put in play, and again each time its controller changes (a steal), its controller chooses one card
   * the Selector takes (with no candidate, none); the card keeps that choice for the Condition leaf `keptChoice`
   * ("the chosen vampire": The Rack; vocab/kept-choice.ts). Choosing is targeting (LSJ 20031010).
   */
  effect('keepsChosen', { sel: SelectorSchema.extend({ count: z.literal('one') }) }),
  /**
   * The cards of that kind (schema-costs.ts) cost n more pool or blood (negative: less, never below 0; vtes-es
   * 1.6.1.3), for whom `who` says (none: its controller); `to`: only that part of the cost; `if`: a Condition
   * (role `minion`: the minion playing the card; `self`: this card). `of: 'onBearer'`: while on a minion, the
   * card with id `cid` (named `name`) costs whoever plays it on that minion n more pool, paid as it resolves
   * (Villein: LSJ 20020620), and is not played there by a Methuselah who could not pay it (ANK 20210714).
   */
  effect('costMod', {
    n: count,
    of: z.union([CostOfSchema, z.literal('onBearer')]),
    cid: z.string().optional(),
    name: z.string().optional(),
    who: CostWhoSchema.optional(),
    to: z.enum(['blood', 'pool']).optional(),
    if: CondSchema.optional(),
    /**
     * Used by locking this card (in play, unlocked): it changes a price only while the card is unlocked, and the card is
     * locked as a price it changed is paid (a location locked to make a card cheaper: The Shard;
     * core/cost-mods.ts `costLocks`). Taken for the first card it makes cheaper, not at the player's choice.
     */
    lock: z.literal(true).optional(),
    /** The part `to` is not paid at all, whatever it is (`n` then only says "less": Dragos' combat cards cost him no blood). */
    free: z.literal(true).optional(),
    /**
     * Once each turn (Nergal: a card of his 1 blood cheaper, once each turn): taken for the first card
     * it makes cheaper that turn, as its price is paid (core/cost-mods.ts `costOnces`), then no more until the next turn.
     */
    once: z.literal('turn').optional(),
  }),
  /** Put this card on a vampire: `own` one you control (else any Methuselah's); `ready` only a ready one;
   * `minion`: an ally too; `marks`: rule markers it keeps on that minion while it stays (marks.ts). */
  effect('onVampire', {
    own: z.boolean(),
    ready: z.boolean(),
    minion: flag,
    marks: z.array(z.enum(['cannotBlock', 'cannotAct', 'noDiablerie'])).optional(),
    /** Only on a vampire (minion) for which this Condition holds, its role `minion` ("put this card on a Toreador antitribu"). */
    where: CondSchema.optional(),
  }),
  /** Played on a Methuselah its text names ("choose a Methuselah", issue 34 §1): `other`, another one than
   * its player; `control`: the card goes into play under the chosen Methuselah's control. */
  effect('onMethuselah', { other: flag, control: flag }),
  /** As the card is put in play, you may burn a card with that id in play. */
  effect('mayBurnNamed', { cid: z.string(), name: z.string() }),
  /** The controller of the card's target (another Methuselah) may burn `pool` pool to cancel it as it is played (Golconda: Inner Peace). */
  effect('targetMayCancel', { pool: count }),
  effect('trifle', {}),
  /**
   * Discipline master card: on a controlled vampire, +1 level in the discipline and +1 capacity (1.6.2.2); `where`: only
   * on a vampire this Condition takes, its role `minion` ("on a Laibon or a vampire with Protean": Abombwe);
   * `noCapacity`: no capacity gained (a card granting a level of something that is not a Discipline: Striga).
   */
  effect('discipline', { disc: DiscSchema, where: CondSchema.optional(), noCapacity: z.literal(true).optional() }),
  /**
   * On a vampire (equipment): one more level of the Discipline (1.1.2: at most superior, core/state.ts `discLevel`),
   * or, with `counters`, one level for each of the card's counters from the `from`-th to the `to`-th (Seal of
   * Veddartha: its first two counters give Dominate, the next two Fortitude).
   */
  effect('discLevels', {
    disc: DiscSchema,
    counters: rec({ from: count.min(1), to: count.min(1) }).optional(),
    /** The Discipline at its superior level, whatever the vampire had ("gets superior Necromancy": The Sargon Fragment). */
    sup: z.literal(true).optional(),
  }),
  /** All counters are removed from the card when another minion gains it (`newBearer`: taken, stolen; core/ops.ts `attach`). */
  effect('clearCounters', { when: z.literal('newBearer') }),
  /**
   * A combat card put on a minion (`attach`) that is an equipment there, a weapon of class `weapon` (the card's data
   * states the class too): it counts as equipment while on the minion and not as a combat card (core/state.ts
   * `isEquipmentOn`; Weighted Walking Stick, Zip Gun). In the hand it is a combat card.
   */
  effect('becomesEquipment', { weapon: z.enum(['melee', 'gun']) }),
  /**
   * The bearer takes `n` damage as its strike made with this weapon resolves (environmental, normal), once each
   * combat; none when the strike was lost with the weapon (rules/strikes.ts; Zip Gun, LSJ 19970801, LSJ 20100310).
   */
  effect('bearerDamage', { n: count.min(1), once: z.literal('combat') }),
  effect('transfers', { n: count }),
  // ---- static modifiers (vocab/modifiers.ts) ----
  /**
   * `n` to a stat of `who`; `if`: a Condition that must hold where the stat is asked for (core/queries.ts
   * `statBonus`: the action under way, or the one being announced, with its actor, blocker and target
   * Methuselah; the minion is `self` and `minion`, its combat's other minion `opponent`); `per`: `n` for
   * each of an Amount (counters on the card...). One field for both the old `while` (the action's
   * direction) and `if` (the vampire's own situation, issue 30): legacy-params.ts reads `while` as `if`.
   */
  effect('mod', { stat: StatSchema, n: count, who: ModWhoSchema, if: CondSchema.optional(), per: AmountSchema.optional() }),
  /**
   * A vampire's own block rules (issue 30, vtes-es 6.2.2.1): `cannotBlock` it cannot attempt to block an
   * action when the Condition holds (`actor` the acting minion; always without one); `unblockableBy` a
   * minion for which the Condition holds (`blocker`) cannot attempt to block this vampire.
   */
  effect('cannotBlock', { if: CondSchema.optional() }),
  /**
   * The vampire does not lock for its successful block when the Condition holds (vtes-es 6.2.2.2; `actor` the acting minion:
   * "does not lock when she blocks a vampire with a capacity below 4"; core/block-rules.ts `blockSparesLock`).
   */
  effect('blockNoLock', { if: CondSchema.optional() }),
  /**
   * A minion whose attempt to block this vampire fails locks at the end of the action when the Condition holds (vtes-es
   * 6.2.2.2; `blocker` the failed blocker: "a younger vampire"; core/block-rules.ts `failedBlockLocks`).
   */
  effect('failedBlockLock', { if: CondSchema.optional() }),
  /**
   * The vampire performs no directed action unless the Condition holds (vtes-es 6.1, 6.2.1: "cannot perform directed actions
   * unless Brunhilde is ready"; rules/minion.ts, as a slave's directed actions are barred: Valkyrie).
   */
  effect('noDirected', { unless: CondSchema }),
  /**
   * "Blood hunts cannot be called on this vampire" (vtes-es 6.5.6): when it commits diablerie and the Condition holds
   * (`self` the diablerist, the user its controller: "if you control a ready prince or justicar"), no blood hunt
   * referendum follows; `diablerized`: none follows the diablerie of this vampire, whoever commits it ("if it is
   * diablerized, no blood hunt can be called": March Halcyon). Read by rules/diablerie.ts.
   */
  effect('noBloodHunt', { if: CondSchema.optional(), diablerized: z.literal(true).optional() }),
  /**
   * The minion this card is on (or the minion whose own text it is) cannot be the target of the actions of the
   * Methuselahs named by `by` (`others`: every Methuselah but its controller; vtes-es 6.2.1, 6.3.2): no action aims at
   * it, enters combat with it or chooses it in its terms (core/queries.ts `targetShielded`: Secure Haven; "choosing is
   * targeting", LSJ 20031010). Cards on it stay targets (TOM 19951208-1).
   */
  effect('untargetable', { by: z.literal('others') }),
  /**
   * While this card is in play, a bleed against its controller burns at most `n` pool, the excess ignored (vtes-es 6.1.1;
   * core/queries.ts `bleedCapOf`, read by rules/resolution.ts: Protected Resources).
   */
  effect('bleedCap', { n: count.min(1) }),
  /**
   * While this card is in play, a victory point a Methuselah it keeps (`seatsKept`) would gain goes to its controller
   * instead, then the card burns (vtes-es 9.1, 9.2; rules/turn.ts `gainPoint`: Life Boon; several such cards take the
   * points one after another, RTR 19951017); not once its controller is ousted (RTR 20000501).
   */
  effect('takesPoints', {}),
  /** `who: 'bearer'`: said by a card carried (equipment, a retainer) of the minion carrying it; the rule is the same (core/block-rules.ts). */
  effect('unblockableBy', { if: CondSchema, who: z.literal('bearer').optional() }),
  /**
   * Cards on a minion that lose their abilities (vtes-es 6.4; core/state.ts `equipmentBarred`): `of: 'self'`, this
   * vampire's own ("cannot use weapons": it may bear them, LSJ 20100321); `of: 'opponent'`, those of a minion opposing
   * it in combat, for that combat ("retainers employed by minions opposing her in combat lose their abilities"); `of:
   * 'all'`, those of every minion while this vampire acts or is in combat (Midget). `class`: only the cards of that class
   * ("animal retainers").
   */
  /**
   * The damage of the opposing minion's strikes on this vampire is aggravated where the Condition holds (the striker is
   * the `opponent`: "damage inflicted on her by a werewolf is aggravated", Selena; rules/strikes.ts).
   */
  effect('aggFrom', { if: CondSchema }),
  /**
   * The damage of the opposing minion's strikes on this vampire is reduced to 0 where the Condition holds (the striker is
   * the `opponent`: "damage Baali inflict on him is reduced to 0", Saulot; rules/strikes.ts), aggravated or not.
   */
  effect('noDamageFrom', { if: CondSchema }),
  effect('barCards', { cards: z.enum(['retainer', 'weapon']), of: z.enum(['self', 'opponent', 'all']), class: CardClassSchema.optional() }),
  /**
   * "Cards of this class cannot be placed on this minion" (vtes-es 1.1.1; core/state.ts `attachBarred`): no card of the
   * class is offered to be put on it (a master card's `onVampire`, an action card's `attach`): Iliana and contracts.
   */
  effect('noAttach', { class: CardClassSchema }),
  /**
   * "Cannot have or use equipment (or retainers)" (vtes-es 6.1.3, 6.1.4; core/state.ts `carryBarred`, module
   * core/no-carry.ts): no equip or employ action is offered to the vampire (its equipment and retainer cards' modes,
   * a take-equipment action), no card of those types is put on it by a diablerie, a strike stealing equipment or
   * any effect (LSJ 20050315, LSJ 20010210): Beast, Enkidu.
   */
  effect('noCarry', { types: z.array(z.enum(['equipment', 'retainer'])).min(1) }),
  /**
   * A vampire's own strikes (vtes-es 6.4.5, 6.4.6; vocab/prims-combat.ts `ownStrikeRule`): `aggHand`, the damage of its hand
   * strikes is aggravated; `firstStrike`, its strikes are first strike (`gun`: only those made with a gun it bears); `aggIf`,
   * the damage of all its strikes is aggravated while the Condition holds.
   */
  effect('ownStrikes', {
    aggHand: z.literal(true).optional(),
    firstStrike: z.enum(['any', 'gun']).optional(),
    /** "Damage it inflicts on Baali is aggravated": the damage of all its strikes (hand, weapon, card) when the Condition holds (`opponent` the minion opposing it). */
    aggIf: CondSchema.optional(),
    /** "Damaging strikes it makes that require Thaumaturgy inflict +1 damage": its strikes with a card whose mode played requires the Discipline. */
    plusDisc: rec({ disc: z.string().min(2), n: count.min(1) }).optional(),
  }),
  /**
   * A press against this vampire has a price (vtes-es 6.4.4; rules/combat.ts press step: Petra): a vampire opposing it in
   * combat burns `n` blood each time it uses a press to continue that combat.
   */
  effect('pressBurn', { n: count.min(1), want: z.literal('continue') }),
  /**
   * A vampire's own rule of the contests of its title (vtes-es 4.2; core/titles.ts): `rivals: 'yield'`, a vampire contesting
   * its title must yield in its controller's unlock phase (no blood paid to keep contesting); `rivals: n`, the other
   * vampires contesting it pay n more blood each unlock phase to keep contesting.
   */
  /** The vampire cannot receive any title (vtes-es 10, 11): no title card goes on it, by its action or a referendum (core/titles.ts). */
  effect('noTitles', {}),
  /**
   * While this vampire is ready, once each turn, as its Methuselah draws from the library it may put a card just drawn on
   * the bottom of the library and draw a new card (vtes-es 1.6.1.2; core/redraw.ts: Blackhorse Tanner).
   */
  effect('redraw', {}),
  /**
   * While this vampire is ready, the votes its Methuselah's vampires cast in a referendum count twice at the tally (vtes-es
   * 6.3.2; rules/double-votes.ts: Orlando Oriundus).
   */
  effect('doubleVotes', {}),
  effect('titleContest', { rivals: z.union([z.literal('yield'), count.min(1)]) }),
  /**
   * While this vampire is ready, its Methuselah's discard phase may end a second way (vtes-es 8; rules/discard.ts: Rachel
   * Brandywine): the cards discarded by that phase's actions go back from the ash heap into the library, then it is shuffled.
   */
  effect('discardsToLibrary', { when: z.literal('discardPhaseEnd') }),
  /**
   * Requirements met "as if" (vtes-es 1.6.1.3; Karl Schrekt's justicar title, Tatiana Stepanova's two clans; core/plays-as.ts, read by queries.ts `meetsReqs`): a card's clan, sect or
   * title requirement is met by this vampire as if it had it (`any`: whatever is required); `you`: its Methuselah's cards
   * requiring a ready vampire of it (master cards) count it too.
   */
  effect('playsAs', {
    clans: z.union([z.literal('any'), z.array(z.string().min(1)).min(1)]).optional(),
    sects: z.union([z.literal('any'), z.array(SectSchema).min(1)]).optional(),
    titles: z.union([z.literal('any'), z.array(TitleSchema).min(1)]).optional(),
    you: z.literal(true).optional(),
  }),
  /**
   * A block's price in blood (vtes-es 6.2.2.1): `by: 'self'` this vampire must burn `n` blood to attempt to
   * block when the Condition holds (`actor` the acting minion); `by: 'others'` a minion for which it holds
   * (`blocker`) must burn `n` blood to attempt to block this vampire. A minion without that blood cannot
   * attempt it. Read by core/block-rules.ts.
   */
  effect('blockCost', { n: count, by: z.enum(['self', 'others']), if: CondSchema.optional() }),
  /**
   * "If this minion blocks a directed action, the first round of the resulting combat is at close range"
   * (vtes-es 6.4.2): when the minion's block succeeds and the Condition holds (the action under way), range
   * is not determined in the first round of that combat. Read by rules/resolution.ts (core/block-rules.ts).
   */
  effect('blockRange', { range: z.literal('close'), if: CondSchema.optional() }),
  /**
   * A minion's own text (vtes-es 6.4.2, 6.4.3; rules/first-round-bar.ts): in the first round of a combat with it, the
   * opposing minion for which the Condition holds (role `opponent`; the minion itself `self`) cannot strike, and with
   * `maneuvers` cannot maneuver either (Ossian: a vampire that played a card requiring Auspex during this action).
   */
  effect('firstRoundBar', { if: CondSchema.optional(), maneuvers: z.literal(true).optional() }),
  /**
   * A card on a minion, or its own text (vtes-es 6.4.2; rules/first-round-bar.ts `opposingManeuverBarred`): in every
   * round of a combat with it, the opposing minion cannot maneuver to that range when the Condition holds (`minion`
   * the minion it is on or its own, `opponent` the opposing one: "vampires opposing this imbued cannot maneuver to close").
   */
  effect('opposingBar', { maneuverTo: z.enum(['close', 'long']), if: CondSchema.optional() }),
  /**
   * "Cannot use cards requiring Celerity" (issue 30; the True Brujah): the vampire cannot play or use a
   * card's mode that requires the Discipline; a mode of the same card that does not require it stays
   * usable (ruling LSJ 20050322-2). Read by queries.ts `meetsReqs`.
   */
  effect('cannotUse', { disc: DiscSchema }),
  /**
   * "Cannot perform political actions": the vampire cannot play the modes of that kind (issue 30; queries.ts `meetsReqs`);
   * on a card carried, its bearer cannot ("cannot recruit allies or employ retainers": Depravity); "cannot rescue other
   * vampires from torpor" (`rescue`, 6.5.3: the rulebook action is not offered: rules/minion.ts); `any`, an ally's own
   * "cannot take actions" (6.1: it announces none, rules/minion.ts `canAct`; Hellhound, Ponticulus); "cannot play action
   * cards" (`action`: the modes of kind action, Beast).
   */
  effect('cannotAct', { kind: z.enum(['political', 'ally', 'retainer', 'rescue', 'any', 'action']) }),
  /**
   * An ally's own text "may play cards requiring basic <Discipline> as a vampire (with a capacity of N)" (vtes-es 1.6.1.3,
   * 6.1.5; core/ally-as-vampire.ts, read by queries.ts `meetsReqs`): a card's mode requiring one of the Disciplines listed at
   * the basic level is played by the ally as a vampire (that requirement met, its "only a vampire", capacity and sect
   * requirements read against `capacity` and `sect`, independent when none), never a superior mode; `notAlly`: ally
   * cards excepted (High Top, Rock Cat, Nocturn, Infernal Servitor, Vivienne Geroux).
   */
  effect('asVampire', {
    discs: z.array(DiscSchema).min(1),
    capacity: count.min(1).optional(),
    sect: SectSchema.optional(),
    notAlly: z.literal(true).optional(),
  }),
  /**
   * A minion's own text "is immune to non-aggravated damage" (vtes-es 6.4.6; rules/damage-immune.ts, read by rules/strikes.ts
   * as a round's damage is gathered and as damage is resolved): its non-aggravated damage is none, from strikes, the
   * environment or effects outside combat (Ponticulus, Tye Cooper).
   */
  effect('immune', { to: z.literal('nonAgg') }),
  /**
   * An ally's own "cannot gain life (it goes to the blood bank instead)" (vtes-es 1.2; core/no-life-gain.ts, read by the
   * primitives moving counters from the bank onto a minion): Shambling Hordes, Rotting Behemoth.
   */
  effect('noLifeGain', {}),
  /**
   * A card that is out of the game once played, whatever became of its action or referendum (vtes-es 1.1.2): it leaves the
   * game wherever it would go from where it rests while played to its owner's ash heap (core/queries.ts `toAsh`:
   * resolved, failed, blocked or cancelled): Reinforcements.
   */
  effect('removedAfterPlay', {}),
  /**
   * A vampire's own "is burned (without going into torpor) if it takes more than n damage during a single combat"
   * (vtes-es 6.4.6; the damage it takes after prevention, tallied for the combat: rules/over-damage.ts): Franciscus.
   */
  effect('burnOverDamage', { n: count.min(1) }),
  /** A replacement (ops.ts drawUp): when its controller would replace a card played, a counter of this card is burned instead. */
  effect('instead', { of: z.literal('replaceCard'), burn: z.literal('counter') }),
  /**
   * Imbued appendix A.5: while this card is in play (ready or incapacitated), any incapacitated imbued may
   * leave that region with 1 life by burning `n` convictions in any Methuselah's unlock phase, its
   * controller deciding (rules/imbued.ts `riseCost`).
   */
  effect('riseInAnyUnlock', { n: count }),
  /** Imbued appendix A.2: this imbued does not gain the conviction an imbued entering play without any may gain. */
  effect('noEntryConviction', {}),
  /**
   * A card on a minion its controller may burn to cancel a card as it is played (vtes-es 1.6.1.1; imbued appendix A.2:
   * a conviction, React with Conviction): offered in the "as it is played" window (rules/cancel.ts) while the
   * minion is ready and the played card fits `cancel` (core/cancel-window.ts `cancelFits`, `atBearer` read for that
   * minion). Not itself a card played: nothing cancels the burning, and nothing is drawn.
   */
  effect('cancelInPlay', { cancel: CancelCardSchema }),
  /**
   * A vampire's own ability cancelling a card as it is played (vtes-es 1.6.1.1; Watenda, Asguresh, Michaela): offered in
   * the "as it is played" window while the vampire is ready and the played card fits `cancel` (core/cancel-window.ts
   * `cancelFits`; `opposing`: only in its own combat, ANK 20221021); the vampire burns `cancel.blood`, or with `paid:
   * 'played'` as much blood as the played card cost its player in blood or pool (cost modifiers counted, LSJ 20091124;
   * pool paid in blood, LSJ 20071015-2); `once`: once each combat or each action it performs (`acting`); `calling`: during a
   * referendum it calls. Not a card
   * played: nothing cancels it and nothing is drawn (rules/cancel-own.ts).
   */
  effect('cancelOwn', {
    cancel: CancelCardSchema,
    paid: z.literal('played').optional(),
    once: z.enum(['combat', 'action']).optional(),
    acting: flag,
    /** Only during a referendum the vampire calls (Diana Iadanza). */
    calling: flag,
  }),
  /** An activated ability (vocab/abilities.ts). */
  AbilitySchema,
  /** A trigger (vocab/triggers.ts). */
  TriggerSchema,
  /**
   * Primitives as a mode's effects (vocab/primitives.ts `runPrims`), run in order where the card is played;
   * `if`: only when the Condition holds there (an action card's: as it succeeds, or, a Condition naming the
   * block, as it is blocked, in the resulting combat: "+1 strength if this action is blocked").
   */
  /**
   * Primitives (run where `if` holds); `target`: a master card's target is chosen among the cards this Selector takes
   * ("choose a ready unlocked infernal Baali you control", "a ready Ravnos"), and is the use's `target` and `minion`.
   */
  effect('prims', {
    do: z.array(PrimSchema),
    if: CondSchema.optional(),
    target: SelectorSchema.extend({ count: z.literal('one') }).optional(),
  }),
  /** A card whose rules have their own module, `cards/<id>.ts`. */
  CardEffectSchema,
  /** Text the engine does not execute: the players apply it with manual operations. */
  effect('manual', { key: z.string() }),
]);

export const ModeKindSchema = z.enum([
  'action',
  'political',
  'equip',
  'retainer',
  'ally',
  'modifier',
  'reaction',
  'combat',
  'master',
  'event',
  'vampire',
  /** Imbued appendix 3 (vtes-es 1.6.3 item 8): a power, gained by an imbued as an action, like equipment. */
  'power',
  /** Imbued appendix 2: a conviction, played on an imbued in its controller's unlock phase. */
  'conviction',
]);

/**
 * One way to play a card (issue 11 item 5): its kind, the window it is played in, its cost, the
 * conditions on the player and the minion, how often it may be played, what it targets and what it
 * does. The readers take each part through the accessors of modes.ts.
 */
export const ModeSchema = rec({
  kind: ModeKindSchema,
  window: WindowSchema.optional(),
  /** The printed cost, per card: copied from the card's (`CardDef.pool`, `blood`) into each mode. */
  cost: CostSchema.optional(),
  conditions: z.array(ConditionSchema),
  /** "Only usable if ...": a Condition on the moment it is played (vocab/params/cond.ts; e.g. a minion attempts to block). */
  if: CondSchema.optional(),
  limits: z.array(LimitSchema).optional(),
  targets: TargetSchema.optional(),
  effects: z.array(EffectSchema),
});

export const AutomationSchema = z.enum(['full', 'partial', 'manual']);

/** A card as the V:TES rules know it (built-in starters and imported cards alike): catalog facts and behaviour. */
export const CardDefSchema = rec({
  id: z.string().min(1),
  name: z.string(),
  kind: z.enum(['crypt', 'library']),
  types: z.array(z.string()),
  /** Crypt: the vampire's clan. Library: clan requirement (any of). */
  clan: z.array(z.string()),
  capacity: count.optional(),
  group: z.string().optional(),
  disc: z.record(z.string(), z.literal([1, 2])).optional(),
  title: TitleSchema.optional(),
  city: z.string().optional(),
  sect: SectSchema.optional(),
  pool: costValue.optional(),
  blood: costValue.optional(),
  /** Conviction cost (imbued appendix 2): convictions the playing imbued burns. */
  conviction: count.optional(),
  /** Advanced vampire (may merge with its base version, 7). */
  advanced: flag,
  burnOption: flag,
  unique: flag,
  /** Card-wide conditions (title, sect...), checked for every mode. */
  reqs: z.array(ConditionSchema),
  modes: z.array(ModeSchema),
  automation: AutomationSchema,
  /** Discipline requirement as printed, for lookups ([['pot'],['cel']] = pot or cel). */
  libDisc: z.array(z.array(z.string())).optional(),
  /** Imported crypt cards: keywords and traits the card data states (vtes-es:11, vtes-pl:Cechy). */
  traits: z.array(TraitSchema).optional(),
  /** Slave minions (vtes-es:11 Esclavo): the clan they serve. */
  slaveOf: z.string().optional(),
  /** A title card (vtes-es:11 Título). */
  titleCard: flag,
  /** Red List minion (vtes-es:11; vtes-pl:Czerwona Lista). */
  redList: flag,
  /** Trophy master card (vtes-es:1.6.2 item 3; vtes-pl:Karty mistrza). */
  trophy: flag,
  /** A Gehenna event (counted by "N Gehenna" requirements). */
  gehenna: flag,
  /** Keywords read from the data (frenzy, grapple, aim, strike), for cards that cancel them. */
  libKeywords: z.array(CardTraitSchema).optional(),
  /** Card classes the data states (vehicle, animal, mortal, gun...: issue 27 item 5), read by Conditions. */
  classes: z.array(CardClassSchema).optional(),
});

export type Title = z.infer<typeof TitleSchema>;
export type Trait = z.infer<typeof TraitSchema>;
export type Condition = z.infer<typeof ConditionSchema>;
export type OotWhen = z.infer<typeof OotWhenSchema>;
export type OotMoment = z.infer<typeof OotMomentSchema>;
export type CancelKind = z.infer<typeof CancelKindSchema>;
export type CancelWhat = z.infer<typeof CancelWhatSchema>;
export type CardTrait = z.infer<typeof CardTraitSchema>;
export type OutOfTurn = z.infer<typeof OutOfTurnSchema>;
export type CancelCard = z.infer<typeof CancelCardSchema>;
export type Window = z.infer<typeof WindowSchema>;
export type Cost = z.infer<typeof CostSchema>;
export type LimitOnce = z.infer<typeof LimitOnceSchema>;
export type Limit = z.infer<typeof LimitSchema>;
export type TargetCards = z.infer<typeof TargetCardsSchema>;
export type Target = z.infer<typeof TargetSchema>;
export type StrikeKind = z.infer<typeof StrikeKindSchema>;
export type Stat = z.infer<typeof StatSchema>;
export type ModWho = z.infer<typeof ModWhoSchema>;
export type Effect = z.infer<typeof EffectSchema>;
export type ModeKind = z.infer<typeof ModeKindSchema>;
export type Mode = z.infer<typeof ModeSchema>;
export type CardDef = z.infer<typeof CardDefSchema>;
