/**
 * The zod schema of when a card is played (issue 27 item 1; part of schema.ts, which re-exports it): out-of-turn master
 * cards and their moments (vtes-es 1.6.1.4), the cancel window ("cancel a card as it is played": what a card cancels,
 * its price and who may play it), the keywords a card carries, and a mode's window (the step and moment it is offered in).
 * Pure: zod only.
 */
import { z } from 'zod';
import { DiscSchema } from './schema-prims';
import { CondSchema } from './schema-params';

const rec = <T extends z.core.$ZodLooseShape>(shape: T) => z.strictObject(shape);
const count = z.number().int();
const flag = z.boolean().optional();

/** Where an out-of-turn master card is offered: during another's action, while a minion is bleeding you, a referendum's polling, a combat round; `none`: no window the engine offers. */
export const OotWhenSchema = z.enum(['action', 'bleedingYou', 'referendum', 'combat', 'none']);
/** The moment an out-of-turn card of timing `none` names (issue 19 item 19; moments.ts). */
export const OotMomentSchema = z.enum([
  'diablerie',
  'burnedOrTorpor',
  'youOusted',
  'otherOusted',
  'otherUnlock',
  'yourInfluence',
  'uncontrolledMove',
  'combatDamage',
  'allyBurned',
  'controlChange',
  'hunt',
  'bleedingYou',
]);
/** Which played cards an out-of-turn card cancels "as it is played": master, minion or event cards. */
export const CancelKindSchema = z.enum(['master', 'minion', 'event']);
/** Kinds of played cards a minion card may cancel as they are played ('library' = any library card). */
export const CancelWhatSchema = z.enum([
  'action',
  'modifier',
  'reaction',
  'combat',
  'strike',
  'frenzy',
  'grapple',
  'aim',
  'master',
  'library',
  /** A combat card restricting the opposing minion's choice of strikes this round (Groundfighting: core/cancel-window.ts). */
  'strikeLimit',
  /** A card whose effects take control of their target (a `takeControl` primitive: "an effect that would change control"). */
  'control',
]);
/** Keywords of a card (from the card data's markers: "Frenzy.", "Grapple.", "Aim.", strikes). */
export const CardTraitSchema = z.enum(['frenzy', 'grapple', 'aim', 'strike']);

/** Out-of-turn master card (1.6.2.4): only during another Methuselah's turn, at the given point, charged against the next master phase. */
export const OutOfTurnSchema = rec({
  when: OotWhenSchema,
  cancels: CancelKindSchema.optional(),
  /** With `cancels`: only a card played by the user's predator or prey (1.3; Wash). */
  from: z.literal('predatorOrPrey').optional(),
  noCost: flag,
  moment: OotMomentSchema.optional(),
  ownTurn: flag,
});

/**
 * A minion card that cancels a card as it is played (1.6.1.1, 1.6.3.7): for a played card of one of
 * the kinds (and, when given, requiring one of the disciplines); `reflex`/`opposing`: played by the
 * minion opposing this one in combat; `younger`; `anyTime`: even if there is no action; `noCost`: the
 * cancelled card's cost is not paid; `blood`: the minion burns that much blood; `lockSelf`; `from`: only a card
 * played by the user's predator or prey (1.3); `by`: the minion playing the card (role `actor`) must meet the
 * Condition (imbued appendix A.4: a monster); `noRepeat`: that minion cannot play the same card again this turn
 * (core/same-action.ts: Determine).
 */
export const CancelCardSchema = rec({
  what: z.array(CancelWhatSchema),
  disc: z.array(DiscSchema).optional(),
  reflex: flag,
  opposing: flag,
  younger: flag,
  anyTime: flag,
  noCost: flag,
  blood: count.optional(),
  lockSelf: flag,
  from: z.literal('predatorOrPrey').optional(),
  by: CondSchema.optional(),
  noRepeat: flag,
  /** No more action modifiers can be played on the action under way once it resolves (Approximation of Loyalty [PRE]). */
  noMods: flag,
  /**
   * Only a card aimed at the minion this card is on (`cancelInPlay`; imbued appendix A.2: React with Conviction): an
   * action or a card taking control whose target is that minion, or a card played by the minion opposing it in combat.
   */
  atBearer: flag,
});

/**
 * When a mode may be played, beyond its kind's own window: each field narrows it (all given must
 * hold): a bleed, or any action but a bleed; an action directed at the reacting Methuselah or a minion bleeding them; a minion of
 * the predator acting; the polling; the blocking minion (`blocking`) or the one that blocked
 * (`hasBlocked`); after the action's outcome or a passed referendum; a combat step; an out-of-turn
 * master card; a minion card cancelling a card as it is played.
 */
export const WindowSchema = rec({
  bleed: z.literal(true).optional(),
  /** Any action but a bleed (a modifier "not usable during a bleed action"; vtes-es 6.1.2). */
  notBleed: z.literal(true).optional(),
  /** Only as the action is announced, before blocks (a modifier "only usable as the action is announced"; 6.2.1): rules/action.ts `preBlock`. */
  announce: z.literal(true).optional(),
  against: z.enum(['directedAtYou', 'bleedingYou']).optional(),
  predatorActing: z.literal(true).optional(),
  polling: z.literal(true).optional(),
  /**
   * Only during a referendum before any votes or ballots are cast (vtes-es 6.3.3): offered to the other Methuselahs as the
   * polling opens (rules/politics.ts `preVoteSeats`), and while nothing is cast yet.
   */
  beforeVotes: z.literal(true).optional(),
  blocker: z.enum(['blocking', 'hasBlocked']).optional(),
  after: z.enum(['success', 'blocked', 'refPassed']).optional(),
  /**
   * A combat step; `aboutToEnd`: the end-of-round step of a combat that is about to end, both combatants still ready;
   * `torpor`: as the opposing vampire is going to torpor from damage resolution, by a minion neither burned nor going
   * to torpor (6.4.6, 6.5: Decapitate, Amaranth; rules/torpor-window.ts).
   */
  combat: z.enum(['beforeRange', 'closeBeforeStrikes', 'endOfRound', 'aboutToEnd', 'strike', 'torpor']).optional(),
  outOfTurn: OutOfTurnSchema.optional(),
  cancel: CancelCardSchema.optional(),
});
