/**
 * The small pieces every table of V:TES primitive records is written with (issue 27 item 6): whom and where a
 * primitive acts, and the strict record maker. Split from schema/prim-records.ts, whose tables (its own and
 * schema/prim-records-combat.ts) use them. Pure: zod only.
 */
import { z } from 'zod';

/**
 * Whom a primitive acts on, relative to the use: the card whose ability it is or that is being
 * played (`self`), the minion the use benefits (`minion`: the ability's beneficiary, the minion
 * playing a reaction or a combat card, the acting minion for an action card or a modifier), the
 * acting minion of the action under way (`actor`), the card the action or the master card targets
 * (`target`), the minion opposing `minion` in its combat (`opponent`).
 */
export const PrimWhoSchema = z.enum(['self', 'minion', 'actor', 'target', 'opponent']);
/** Where counters are: the bank, the user's pool, the pool of the Methuselah the action targets, or a card by its role. */
/** `opponentPool`: the pool of the Methuselah controlling the opposing minion of the combat ("the opposing minion's controller burns 2 pool"). */
export const PrimSpotSchema = z.enum(['bank', 'pool', 'targetPool', 'opponentPool', ...PrimWhoSchema.options]);
/** A bonus to the action under way (stealth, intercept, bleed), for a Duration (`bonus.for`). */
export const BonusStatSchema = z.enum(['stealth', 'intercept', 'bleed']);

/** A whole number (the records' counts and amounts). */
export const count = z.number().int();

/** A strict record of primitive kind `p`. */
export const prim = <P extends string, T extends z.core.$ZodLooseShape>(p: P, shape: T) => z.strictObject({ p: z.literal(p), ...shape });
