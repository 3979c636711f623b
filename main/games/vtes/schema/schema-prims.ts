/**
 * The zod schema of the composed vocabulary (issue 27 item 1; issue 11 item 5): activated abilities
 * (vocab/abilities.ts) and triggers (vocab/triggers.ts), and the primitives they run (their records
 * are the table of prim-records.ts, re-exported here). The TypeScript types of these records are
 * inferred from the schema (records.ts and records-politics.ts re-export them), so the data files,
 * the saved records and the rules read one definition. Objects are strict: a field the vocabulary
 * does not know is an error in a data file (vocab/schema.ts says how saved records treat it).
 * Pure: zod only.
 */
import { z } from 'zod';
import { CostTypeSchema } from './schema-costs';
import { PrimSchema } from './prim-records';
import { AmountSchema, CondSchema, type SectSchema, SelectorSchema, type VampireFilterSchema } from './schema-params';
import { OfferedActionSchema, OfferedStrikeSchema } from './schema-offers';

export { SectSchema, VampireFilterSchema } from './schema-params';
export {
  BonusStatSchema,
  CombatPrimSchema,
  PolPrimSchema,
  PrimSchema,
  PrimSpotSchema,
  PrimWhoSchema,
  type BonusStat,
  type CombatPrim,
  type PolPrim,
  type Prim,
  type PrimSpot,
  type PrimWho,
} from './prim-records';

/** Lower-case VEKN Discipline code: 'pot', 'cel', 'dom' ... */
export const DiscSchema = z.string().min(2);

const count = z.number().int();

const rec = <T extends z.core.$ZodLooseShape>(shape: T) => z.strictObject(shape);

// ---- activated abilities (vocab/abilities.ts) ----

/**
 * The step offering the ability: the action's stealth, intercept and after-block steps, the polling,
 * the minion phase, the master and unlock phases of the card's controller, after an action resolved
 * (6.2.3), the presses of a combat round (6.4.4), the prevention step of a combat (6.4.6) for a card
 * of the minion taking the damage, during an action directed at the user (6.2.2.1, 6.2) by a card
 * that is not blocking, or whenever the engine asks the user (`any`); the influence and discard phases
 * of the card's controller (vtes-es 7, 8: "during your influence phase", "during your discard phase");
 * an action its minion may take in the minion phase (`action`, 6.1) or a strike it may choose in its
 * combat (`strike`, 6.4.3): schema-offers.ts; as the action of the minion it is for is announced, before
 * blocks (`announce`, 6.2.1: Second Sight's "when this imbued declares an action"); during another
 * Methuselah's action, when reactions may be played, without being one (`reaction`, 1.6.3.6: a power's
 * [REACTION], Vigilance: LSJ 20070403); in a combat of the minion it is for, before range is determined, each round
 * (`beforeRange`, 6.4.2: "once each combat, before range is determined, it may burn 2 blood for +2 strength");
 * during any Methuselah's minion phase (`minionAny`, 6: offered with the `minion` uses in its controller's minion
 * phase, and to the other Methuselahs before each choice of the acting one there: rules/minion.ts).
 */
export const AbilityWindowSchema = z.enum([
  'stealth',
  'intercept',
  'afterBlock',
  'polling',
  'minion',
  'master',
  'unlock',
  'after',
  'press',
  'prevent',
  'directed',
  'any',
  'influence',
  'discard',
  'action',
  'strike',
  'announce',
  'reaction',
  'beforeRange',
  'minionAny',
  // blocked, before block resolution: the acting minion's cards (Ghoul Escort: its employer leaves with no combat)
  'preCombat',
]);

/** What the user pays to use the ability, in this order: lock the card, burn blood of the card, pool, life of the card, the card itself, a discarded card (of the Discipline), the Edge it controls (burned: back to the centre, vtes-es 1.2, 2.2), `n` convictions of the imbued whose ability it is or who bears the card (imbued appendix A.2: burned to pay a conviction cost). */
export const AbilityCostSchema = z.discriminatedUnion('c', [
  rec({ c: z.literal('lock') }),
  rec({ c: z.literal('blood'), n: count }),
  rec({ c: z.literal('pool'), n: count }),
  rec({ c: z.literal('life'), n: count }),
  rec({ c: z.literal('burnSelf') }),
  /**
   * A card of the hand discarded (and replaced): any, one requiring a Discipline, or one of a card type (schema-costs.ts);
   * with `n` (2 or more) that many, chosen together as the use is chosen (vocab/discard-sets.ts: "discard two master
   * cards", Tension in the Ranks), with `same` copies of one card ("two copies of the same card": Specialization).
   */
  rec({
    c: z.literal('discard'),
    disc: DiscSchema.optional(),
    type: CostTypeSchema.optional(),
    n: z.number().int().min(2).optional(),
    same: z.literal(true).optional(),
    /**
     * "Discard X cards": any number of them from one, chosen together as the use is chosen (the set named in the use's
     * option, one use each action, LSJ 19981005: no more once they are replaced); X, their count, is the use's Amount
     * `x` (Angelica, The Canonicus: X master cards for +X intercept). Not with `n`.
     */
    x: z.literal(true).optional(),
    /** Burned from the hand rather than discarded: to the ash heap, not replaced ("burn a card that requires X from your hand": Edward Vignes). */
    burn: z.literal(true).optional(),
  }),
  rec({ c: z.literal('edge') }),
  rec({ c: z.literal('conviction'), n: count }),
  /** The top card of the user's crypt removed from the game (vtes-es 1.1.2; Paul Cordwood). */
  rec({ c: z.literal('cryptTop') }),
  /**
   * Another unlocked card the user controls in play locked, picked when several (vtes-es 1.1.2): with `uniqueLocation`
   * only a unique location (Powerbase: Savannah).
   */
  rec({ c: z.literal('lockOther'), uniqueLocation: z.literal(true).optional() }),
  /** One of the user's master phase actions spent, in its own master phase (vtes-es 5: Failsafe, Slave Auction). */
  rec({ c: z.literal('masterAction') }),
  /**
   * The minion the use names (its `who` Selector: "a non-Camarilla vampire you control") burned (vtes-es 1.1.2:
   * Judgment: Camarilla Segregation, burned by any Methuselah burning such a vampire in their master phase).
   */
  rec({ c: z.literal('burnMinion') }),
  /** Transfers of the user's influence phase spent (vtes-es 7: Antonio d'Erlette's 4 transfers). */
  rec({ c: z.literal('transfers'), n: count }),
  /** One of the user's discard phase actions spent, in its own discard phase (vtes-es 8: The Uncoiling). */
  rec({ c: z.literal('discardAction') }),
  /** Pool burned by an Amount read as the ability is offered and used ("burn X pool, where X is ...": The Uncoiling). */
  rec({ c: z.literal('poolBy'), n: AmountSchema }),
  /**
   * n blood burned from another card the Selector takes, chosen as the use is chosen (one use per card that has the
   * blood; vtes-es 1.1.2: "burn 1 blood from a ready Tremere you control", Chantry).
   */
  rec({ c: z.literal('bloodFrom'), n: count, sel: SelectorSchema }),
]);

/**
 * How often each card may be used (all its abilities together): once per action, per referendum, per turn, per
 * combat; `nameAction`: one card of this name for each minion bearing it per action, whichever copy (Second Sight);
 * `nameAnyAction`: one card of this name per action at all, whoever controls it (Neighborhood Watch Commander).
 */
/** `round`: once each combat round for this card (a weapon "only usable once each round"). */
export const AbilityLimitSchema = z.enum(['action', 'referendum', 'turn', 'combat', 'round', 'nameAction', 'nameAnyAction']);

/** More uses under the per-turn limit while a Condition holds (Carfax Abbey: two while the user controls a ready baron). */
export const AbilityUsesSchema = rec({ n: count, if: CondSchema });

export const AbilitySchema = rec({
  e: z.literal('ability'),
  window: AbilityWindowSchema,
  cost: z.array(AbilityCostSchema),
  limit: AbilityLimitSchema.optional(),
  /** With limit 'turn': the uses allowed each turn when the condition holds (else one). */
  uses: AbilityUsesSchema.optional(),
  /**
   * Which minion may benefit, a Selector (vocab/params/selector.ts): by its `role` the card itself, the
   * minion it is on, the acting minion, the blocking one; else one the user chooses among those it takes
   * (a ready vampire of the user's), with its filter (clan, sect); `state: 'readyOrTorpor'` with the role
   * `self`: usable from torpor too. None: the minion the window asks about, if any.
   */
  who: SelectorSchema.optional(),
  /** One card of this mark per turn for the minion it benefits, whichever card (`hunted`: the hunting grounds). */
  once: z.literal('hunted').optional(),
  /**
   * A Condition that must hold to use it (vocab/params/cond.ts; the minion it benefits is `minion`): during
   * a bleed, with the Edge, after a successful hunt or action, a passed referendum, by the acting minion...
   */
  if: CondSchema.optional(),
  /** Window `action`: the action it is (its stealth, its target). */
  action: OfferedActionSchema.optional(),
  /** Window `strike`: the strike it is. */
  strike: OfferedStrikeSchema.optional(),
  /**
   * A card in play whose ability any Methuselah may use, not only its controller (vtes-es 1.1.1): each in their own
   * window (a master phase action, an action of one of their minions the `who` Selector takes: "Anarchs can enter
   * combat with a minion as a (D) action", "Methuselahs can use a master phase action to ...": Open War).
   */
  anyMethuselah: z.literal(true).optional(),
  /**
   * Window `unlock`: usable in every Methuselah's unlock phase, not only its controller's (vtes-es 4; rules/unlock.ts
   * asks the other Methuselahs after the active one: "during any Methuselah's unlock phase": Homunculus).
   */
  everyUnlock: z.literal(true).optional(),
  /**
   * Window `beforeRange`: usable in a combat its card is not in, any Methuselah's (vtes-es 6.4.2: "before range is chosen
   * in a combat that does not involve her": Mariel, Lady Thunder); its Methuselah is asked once each round before range,
   * after the out-of-turn master cards (rules/bystander.ts). Not offered in its own card's combat.
   */
  bystander: z.literal(true).optional(),
  effects: z.array(PrimSchema),
});

// ---- triggers (vocab/triggers.ts) ----

/**
 * The engine events a trigger may name: a card burned (1.1.2), a vampire sent to torpor (6.5.1), a
 * successful block (6.2.2.2), the unlock phase (4), a successful action (6.2.3: which one, a bleed or a
 * hunt, is the trigger's Condition `action`); the card itself entering play (`vtes.enters`: a master card
 * put in play 1.6.2, an ally recruited 6.1.5, a retainer employed 6.1.4), the end of a combat
 * (`vtes.combatEnd`, 6.4: each combatant still there is the event's minion), the start of the active
 * Methuselah's discard phase (`discardPhase`, 8), the end of the turn (`endOfTurn`, 3: after the discard phase),
 * the end of the acting Methuselah's minion phase (`minionPhaseEnd`, 6: its vampires' own text, ready or in
 * torpor), the start of a master phase (`masterPhase`, 5). The phase moments run the cards on every Methuselah's minions and the cards in play (a Condition
 * `yourTurn` says "during your ... phase").
 */
export const TriggerEventSchema = z.enum([
  'vtes.burn',
  'vtes.torpor',
  'vtes.blocked',
  'unlockPhase',
  'discardPhase',
  'vtes.success',
  'vtes.enters',
  'vtes.combatEnd',
  'endOfTurn',
  'minionPhaseEnd',
  /** The start of each Methuselah's master phase (5): "during your master phase" is the Condition `yourTurn`. */
  'masterPhase',
  /** A referendum of a political action passed (6.3.2): a ready minion's own text (`own`). */
  'vtes.refPassed',
  /** A minion plays a library card (1.6.1.1): its own text (`own`), the card played its filter's `playedDisc`. */
  'vtes.play',
  /**
   * The end of each combat round (vtes-pl "Koniec rundy", after the press step; also when the round ends early): a
   * combatant's own text (`own`), the other combatant its opponent (Ossian).
   */
  'vtes.roundEnd',
  /**
   * A vampire's blood is reduced to 0 in combat (damage resolution, vtes-es 6.4.6): the cards on it (`bearer`) only,
   * the other combatant its opponent (Anathema; rules/strikes.ts `applyDamage` runs them).
   */
  'vtes.bloodZero',
  /**
   * Another minion is put in play (a vampire moved to the ready region, an ally recruited or put in play: vtes-es 6.1.5,
   * 7): the cards in play and the cards on every minion watching it, the minion entering play the event's `minion`
   * (rules/minion-enters.ts; Gran Madre di Dio: a minion of the predator or prey locked).
   */
  'vtes.minionEnters',
]);
/**
 * What the event must be about (issue 27 item 4): a Condition (vocab/params/cond.ts) read as the event
 * happens, its minion `minion`, the card `self`: the minion was ready (`wasReady`), is in torpor, is
 * controlled by the prey; a blocked action taken by a titled vampire (`titled` of `actor`) or political.
 */
export const TriggerFilterSchema = CondSchema;

export const TriggerSchema = rec({
  e: z.literal('on'),
  /** The event (any of the list). */
  event: z.union([TriggerEventSchema, z.array(TriggerEventSchema)]),
  /** The card watches the minion it is on (the event's minion is its bearer, whose controller uses it), not the cards in play. */
  bearer: z.literal(true).optional(),
  /**
   * With `bearer` on `vtes.blocked`: the card watches the minion it is on as the acting minion, its action blocked, before
   * block resolution (vtes-es 6.2.2.2), the blocking minion its `opponent` (Aching Beauty); without it the bearer is the
   * blocking minion.
   */
  acting: z.literal(true).optional(),
  /**
   * The card watches itself: a minion's own text (the event's minion is that minion; at the end of its combat the other
   * combatant is its opponent; `vtes.blocked`: its own action is blocked, before block resolution, 6.2.2.2).
   */
  own: z.literal(true).optional(),
  filter: TriggerFilterSchema.optional(),
  /**
   * Whose pool, library and hand the primitives use: the card's controller (default), the Methuselah whose turn it is,
   * the controller's prey (1.3), or the Methuselah the action under way is directed at (6.2: "burn the top card of the
   * target Methuselah's library after it bleeds successfully"); `minionCtl`: the Methuselah who controlled the event's
   * ready minion as it was burned or sent to torpor ("their controller burns 1 pool": Tension in the Ranks; nothing for a
   * minion that was not ready); `cardCtl`: the card's own controller, for a card on another Methuselah's minion
   * ("you can burn this card to gain 3 pool": Priority Contract).
   */
  seat: z.enum(['active', 'prey', 'target', 'minionCtl', 'cardCtl']).optional(),
  /**
   * At most once each turn for this card (`turn`), or for every card of this name its controller controls
   * (`nameTurn`: a prey loses 1 pool a turn however many Army of Rats its predator has in play), or once each action for
   * this card (`action`: Phased Motion Detector's intercept, ANK 20230116).
   */
  limit: z.enum(['turn', 'nameTurn', 'action']).optional(),
  /** A Condition that must hold for it to act (vocab/params/cond.ts). */
  if: CondSchema.optional(),
  effects: z.array(PrimSchema),
});

export type Disc = z.infer<typeof DiscSchema>;
export type Sect = z.infer<typeof SectSchema>;
export type VampireFilter = z.infer<typeof VampireFilterSchema>;
export type AbilityWindow = z.infer<typeof AbilityWindowSchema>;
export type AbilityCost = z.infer<typeof AbilityCostSchema>;
export type AbilityLimit = z.infer<typeof AbilityLimitSchema>;
export type AbilityUses = z.infer<typeof AbilityUsesSchema>;
export type Ability = z.infer<typeof AbilitySchema>;
export type TriggerEvent = z.infer<typeof TriggerEventSchema>;
export type TriggerFilter = z.infer<typeof TriggerFilterSchema>;
export type Trigger = z.infer<typeof TriggerSchema>;
