/**
 * The zod schema of the composed vocabulary (issue 27 item 1; issue 11 item 5): primitives (run by
 * vocab/primitives.ts, vocab/prims-combat.ts, vocab/prims-politics.ts), activated abilities
 * (vocab/abilities.ts) and triggers (vocab/triggers.ts). The TypeScript types of these records are
 * inferred from the schema (records.ts and records-politics.ts re-export them), so the data files,
 * the saved records and the rules read one definition. Objects are strict: a field the vocabulary
 * does not know is an error in a data file (vocab/schema.ts says how saved records treat it).
 * Pure: zod only.
 */
import { z } from 'zod';
import { AmountSchema, CondSchema, DurationSchema, SectSchema, SelectorSchema, VampireFilterSchema } from './schema-params';

export { SectSchema, VampireFilterSchema } from './schema-params';

/** Lower-case VEKN Discipline code: 'pot', 'cel', 'dom' ... */
export const DiscSchema = z.string().min(2);

/**
 * Whom a primitive acts on, relative to the use: the card whose ability it is or that is being
 * played (`self`), the minion the use benefits (`minion`: the ability's beneficiary, the minion
 * playing a reaction or a combat card, the acting minion for an action card or a modifier), the
 * acting minion of the action under way (`actor`), the card the action or the master card targets
 * (`target`), the minion opposing `minion` in its combat (`opponent`).
 */
export const PrimWhoSchema = z.enum(['self', 'minion', 'actor', 'target', 'opponent']);
/** Where counters are: the bank, the user's pool, the pool of the Methuselah the action targets, or a card by its role. */
export const PrimSpotSchema = z.enum(['bank', 'pool', 'targetPool', ...PrimWhoSchema.options]);
/** A bonus that lasts until the end of the action (stealth, intercept, bleed). */
export const BonusStatSchema = z.enum(['stealth', 'intercept', 'bleed']);

const count = z.number().int();

const rec = <T extends z.core.$ZodLooseShape>(shape: T) => z.strictObject(shape);
const prim = <P extends string, T extends z.core.$ZodLooseShape>(p: P, shape: T) => rec({ p: z.literal(p), ...shape });

// ---- political primitives (records-politics.ts; vtes-es 6.3.2 "Términos", vtes-pl "Referendum") ----

/**
 * What a passed referendum does to pools (6.3.2): `n` pool burned by every Methuselah (`per:
 * 'minion'`: n for each minion it controls), by the chosen one, or by each point's Methuselah once
 * per point; or `n` pool moved from the chosen Methuselah to each point's Methuselah in turn.
 */
const SeatPoolSchema = z.discriminatedUnion('to', [
  z.discriminatedUnion('from', [
    prim('seatPool', { n: count, from: z.literal('each'), to: z.literal('bank'), per: z.literal('minion').optional() }),
    prim('seatPool', { n: count, from: z.enum(['chosen', 'points']), to: z.literal('bank') }),
  ]),
  prim('seatPool', { n: count, from: z.literal('chosen'), to: z.literal('points') }),
]);

export const POL_PRIM_SCHEMAS = [
  /** Terms: the calling Methuselah chooses one Methuselah with more pool than theirs, before the polling. */
  prim('chooseSeat', { among: z.literal('richer') }),
  /** Terms: `n` points allotted one at a time among the Methuselahs (`any`) or all but the chosen one; `spread`: among at least that many. */
  prim('allot', { n: count, among: z.enum(['any', 'notChosen']), spread: count.optional() }),
  SeatPoolSchema,
  /** The referendum under way is cancelled (6.3.2): nothing passes or fails. */
  prim('cancel', { what: z.literal('referendum') }),
] as const;
export const PolPrimSchema = z.discriminatedUnion('p', [...POL_PRIM_SCHEMAS]);

// ---- combat primitives (vocab/prims-combat.ts; vtes-es 6.4, vtes-pl "Walka") ----

export const COMBAT_PRIM_SCHEMAS = [
  /** A maneuver (6.4.2); `toClose`: only to close range. */
  prim('maneuver', { toClose: z.literal(true).optional() }),
  /** Prevent n damage (+X, the blood paid for the card: `plusX`) of the damage the minion is taking (6.4.6). */
  prim('prevent', { n: count, plusX: z.literal(true).optional() }),
  /**
   * The minion's strength is n (`set`) for the rest of the combat, or +n for a Duration: this round
   * or (none) the rest of the combat (6.4.3).
   */
  prim('strength', { n: count, set: z.literal(true).optional(), for: DurationSchema.extract(['round', 'combat']).optional() }),
  /** n environmental damage to the opposing minion with each round's strikes, for the rest of the combat (6.4.5). */
  prim('damage', { n: count, to: z.literal('opponent'), each: z.literal('round') }),
  /** Only hand strikes may be used this round, by both combatants (6.4.3: a grapple). */
  prim('strikeOnly', { kind: z.literal('hand') }),
  /** If the combat goes on, the next round is at close range without determining range (6.4.2). */
  prim('nextRoundClose', {}),
  /** An additional strike this round (6.4.3), or `n` of them; `limited`: one source of limited additional strikes per round. */
  prim('additionalStrike', { limited: z.boolean(), n: count.min(2).optional() }),
  /** The minion gains as much blood as the opposing vampire lost this round (6.4.6). */
  prim('gainBlood', { n: z.literal('opponentLost') }),
] as const;
export const CombatPrimSchema = z.discriminatedUnion('p', [...COMBAT_PRIM_SCHEMAS]);

// ---- every primitive ----

export const PrimSchema = z.discriminatedUnion('p', [
  ...POL_PRIM_SCHEMAS,
  /** Lock / unlock / burn the card itself or the minion. */
  prim('lock', { who: PrimWhoSchema }),
  prim('unlock', { who: PrimWhoSchema }),
  prim('burn', { who: PrimWhoSchema }),
  /** `n` counters (blood, pool, counters on the card) from one place to another (pool gain: bank → pool). */
  prim('move', { n: count, from: PrimSpotSchema, to: PrimSpotSchema }),
  /** +n to a stat of the action under way until it ends (vtes-es 6.2.2.2); `n` an Amount (negative: intercept lost by the blocker). */
  prim('bonus', { stat: BonusStatSchema, n: AmountSchema }),
  /** The block attempt under way fails and that minion cannot attempt to block this action again (vtes-es 6.2.2.1, 6.2.2.2). */
  prim('blockFails', {}),
  /** n votes in the referendum, the way the user votes (vtes-es 6.3.3). */
  prim('votes', { n: count }),
  /** The user discards a card of their choice (asked next), then draws up (vtes-es 1.6.1.2). */
  prim('discardChosen', {}),
  /** The user sees the target Methuselah's hand and picks a card of it: discarded, that Methuselah draws up (6.2.3). */
  prim('discardFromTarget', {}),
  /** The card itself goes to the user's play area and stays there (vtes-es 1.1.1). */
  prim('putIntoPlay', {}),
  /** The user draws n cards from the top of the library (vtes-es 1.6.1.2), beyond the hand size. */
  prim('draw', { n: count }),
  /** The card itself is put on the minion (vtes-es 1.1.1). */
  prim('attach', { to: PrimWhoSchema.exclude(['self']) }),
  /**
   * The locked minion wakes (6.2, glossary "Despertarse"); `burnUnlessBlocks`: if it does not block the
   * action, it burns that much blood as the action begins to resolve (LSJ 19990421: Forced Awakening).
   */
  prim('wake', { who: PrimWhoSchema, burnUnlessBlocks: count.min(1).optional() }),
  /** The minion does not unlock as normal in its next unlock phase (vtes-es 4); `allyOnly`: only if it is an ally. */
  prim('noUnlock', { who: PrimWhoSchema, allyOnly: z.boolean().optional() }),
  /** Vampires cannot block the action under way (6.2.2.1): only allies may. */
  prim('noVampireBlock', {}),
  /** The minions the Selector takes (one chosen next, or each) cannot block the action under way (6.2.2.1). */
  prim('noBlock', { sel: SelectorSchema }),
  /** The action under way cannot be blocked by the minions the Selector takes whenever a block is offered (6.2.2.1); its count is `each`. */
  prim('notBlockedBy', { by: SelectorSchema.extend({ count: z.literal('each') }) }),
  /** The acting minion takes n aggravated damage that cannot be prevented once the action resolves, if still ready (6.4.6). */
  prim('aggAfterAction', { n: count }),
  /** A minion that attempts to block the action under way and fails is locked (vtes-es 6.2.2.2). */
  prim('lockFailedBlockers', {}),
  /** The minion gets an optional press in the current round of its combat (vtes-es 6.4.4). */
  prim('press', { who: PrimWhoSchema }),
  /** A counter on the card itself; with `burnAt` counters it burns (vtes-es 1.1.2). */
  prim('counter', { burnAt: count }),
  /** The user's hand size is n larger until the end of the turn; the user draws up (vtes-es 1.6.1.2). */
  prim('handSize', { n: count }),
  /** The top n cards of the user's crypt go to the user's uncontrolled region (vtes-es 7: drawing from the crypt). */
  prim('drawCrypt', { n: count }),
  /** n blood from the bank on a vampire of the user's uncontrolled region, picked next (vtes-es 1.2, 4); `younger`: of lower capacity than the minion; `of`: only a vampire the filter selects. */
  prim('bloodToUncontrolled', { n: count, younger: z.boolean().optional(), of: VampireFilterSchema.optional() }),
  ...COMBAT_PRIM_SCHEMAS,
]);

// ---- activated abilities (vocab/abilities.ts) ----

/**
 * The step offering the ability: the action's stealth, intercept and after-block steps, the polling,
 * the minion phase, the master and unlock phases of the card's controller, after an action resolved
 * (6.2.3), the presses of a combat round (6.4.4), the prevention step of a combat (6.4.6) for a card
 * of the minion taking the damage, during an action directed at the user (6.2.2.1, 6.2) by a card
 * that is not blocking, or whenever the engine asks the user (`any`); the influence and discard phases
 * of the card's controller (vtes-es 7, 8: "during your influence phase", "during your discard phase").
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
]);

/** What the user pays to use the ability, in this order: lock the card, burn blood of the card, pool, life of the card, the card itself, a discarded card (of the Discipline), the Edge it controls (burned: back to the centre, vtes-es 1.2, 2.2). */
export const AbilityCostSchema = z.discriminatedUnion('c', [
  rec({ c: z.literal('lock') }),
  rec({ c: z.literal('blood'), n: count }),
  rec({ c: z.literal('pool'), n: count }),
  rec({ c: z.literal('life'), n: count }),
  rec({ c: z.literal('burnSelf') }),
  rec({ c: z.literal('discard'), disc: DiscSchema.optional() }),
  rec({ c: z.literal('edge') }),
]);

/** How often each card may be used (all its abilities together): once per action, per referendum, per turn, per combat. */
export const AbilityLimitSchema = z.enum(['action', 'referendum', 'turn', 'combat']);

/**
 * Which minion may benefit: the acting or blocking minion (of the clan or sect), the vampire itself,
 * the minion the card is on (`bearer`), or a ready vampire of the user's chosen as it is used
 * (`vampire`); `during: 'bleed'`; `after` a successful hunt, a passed referendum, a success; `actor`:
 * the vampire whose ability it is is (`is`) or is not (`other`) the acting minion; `actorSect`;
 * `torpor`: usable from torpor too; `edge`: only with the Edge; `once: 'hunted'`: one card of this
 * mark per turn for the minion, whichever card.
 */
export const AbilityWhoSchema = rec({
  role: z.enum(['acting', 'blocking', 'self', 'bearer', 'vampire']).optional(),
  clan: z.string().optional(),
  sect: SectSchema.optional(),
  during: z.literal('bleed').optional(),
  after: z.enum(['hunt', 'refPassed', 'success']).optional(),
  actor: z.enum(['is', 'other']).optional(),
  actorSect: SectSchema.optional(),
  torpor: z.boolean().optional(),
  edge: z.boolean().optional(),
  once: z.literal('hunted').optional(),
});

/** More uses under the per-turn limit while a condition holds (Carfax Abbey: two while the user controls a ready baron). */
export const AbilityUsesSchema = rec({ n: count, while: z.literal('readyBaron') });

export const AbilitySchema = rec({
  e: z.literal('ability'),
  window: AbilityWindowSchema,
  cost: z.array(AbilityCostSchema),
  limit: AbilityLimitSchema.optional(),
  /** With limit 'turn': the uses allowed each turn when the condition holds (else one). */
  uses: AbilityUsesSchema.optional(),
  who: AbilityWhoSchema.optional(),
  /** A Condition that must hold to use it (vocab/params/cond.ts). */
  if: CondSchema.optional(),
  effects: z.array(PrimSchema),
});

// ---- triggers (vocab/triggers.ts) ----

/**
 * The engine events a trigger may name: a card burned (1.1.2), a vampire sent to torpor (6.5.1), a
 * successful block (6.2.2.2), the unlock phase (4), a successful action (6.2.3: which one, a bleed or a
 * hunt, is the trigger's Condition `action`); the card itself entering play (`vtes.enters`: a master card
 * put in play 1.6.2, an ally recruited 6.1.5, a retainer employed 6.1.4), the end of a combat
 * (`vtes.combatEnd`, 6.4: each combatant still there is the event's minion), the end of the turn
 * (`endOfTurn`, 3: after the discard phase).
 */
export const TriggerEventSchema = z.enum([
  'vtes.burn',
  'vtes.torpor',
  'vtes.blocked',
  'unlockPhase',
  'vtes.success',
  'vtes.enters',
  'vtes.combatEnd',
  'endOfTurn',
]);
/** What a blocked action may be: taken by a titled vampire (1.5.3), a political action (6.3). */
export const BlockedActionSchema = z.enum(['titled', 'political']);

/** What the event must be about: a ready minion, the bearer or a minion of the prey, still in torpor, the blocked action's kind. */
export const TriggerFilterSchema = rec({
  ready: z.boolean().optional(),
  minion: z.enum(['bearer', 'preyMinion']).optional(),
  zone: z.literal('torpor').optional(),
  blockOf: z.array(BlockedActionSchema).optional(),
});

export const TriggerSchema = rec({
  e: z.literal('on'),
  /** The event (any of the list). */
  event: z.union([TriggerEventSchema, z.array(TriggerEventSchema)]),
  filter: TriggerFilterSchema.optional(),
  /** Whose pool the primitives use: the card's controller (default), or the Methuselah whose turn it is. */
  seat: z.literal('active').optional(),
  /** At most once each turn for this card. */
  limit: z.literal('turn').optional(),
  /** A Condition that must hold for it to act (vocab/params/cond.ts). */
  if: CondSchema.optional(),
  effects: z.array(PrimSchema),
});

export type Disc = z.infer<typeof DiscSchema>;
export type Sect = z.infer<typeof SectSchema>;
export type PrimWho = z.infer<typeof PrimWhoSchema>;
export type VampireFilter = z.infer<typeof VampireFilterSchema>;
export type PrimSpot = z.infer<typeof PrimSpotSchema>;
export type BonusStat = z.infer<typeof BonusStatSchema>;
export type PolPrim = z.infer<typeof PolPrimSchema>;
export type CombatPrim = z.infer<typeof CombatPrimSchema>;
export type Prim = z.infer<typeof PrimSchema>;
export type AbilityWindow = z.infer<typeof AbilityWindowSchema>;
export type AbilityCost = z.infer<typeof AbilityCostSchema>;
export type AbilityLimit = z.infer<typeof AbilityLimitSchema>;
export type AbilityWho = z.infer<typeof AbilityWhoSchema>;
export type AbilityUses = z.infer<typeof AbilityUsesSchema>;
export type Ability = z.infer<typeof AbilitySchema>;
export type TriggerEvent = z.infer<typeof TriggerEventSchema>;
export type BlockedAction = z.infer<typeof BlockedActionSchema>;
export type TriggerFilter = z.infer<typeof TriggerFilterSchema>;
export type Trigger = z.infer<typeof TriggerSchema>;
