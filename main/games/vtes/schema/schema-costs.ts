/**
 * Cost modifiers (issue 27 item 5; vtes-es 1.6.1.3 "Coste"; vtes-pl "Koszt"): which cards a `costMod`
 * record (schema.ts) makes cheaper or dearer, and for whom. Read by core/cost-mods.ts. Pure: zod only.
 */
import { z } from 'zod';
import { CardClassSchema } from './schema-params';

const rec = <T extends z.core.$ZodLooseShape>(shape: T) => z.strictObject(shape);

/** A card type as the catalog prints it, by its rulebook name (1.6.1). */
export const CostTypeSchema = z.enum(['action', 'modifier', 'reaction', 'combat', 'political', 'equipment', 'ally', 'retainer', 'master']);

/**
 * The cards it changes: locations (master cards put in play as one), or the cards of a type and/or
 * requiring a Discipline (any of its printed alternatives), of a class if it names one, or changing the target of a bleed.
 */
export const CostOfSchema = z.union([
  z.literal('location'),
  rec({
    type: CostTypeSchema.optional(),
    disc: z.string().min(2).optional(),
    /** Only the cards of this class ("animals (allies and retainers)"): the class an entry states (schema-params.ts). */
    class: CardClassSchema.optional(),
    /** Only the cards that change the target of a bleed (a `redirectBleed` effect or primitive: "minion cards that change the target of a bleed action"). */
    redirects: z.literal(true).optional(),
    /** Any card ("a card you play"). */
    any: z.literal(true).optional(),
    /** Only strike cards ("strike cards that require Celerity": a card marked as a strike, or a combat mode with a strike). */
    strike: z.literal(true).optional(),
    /**
     * Only the cards requiring a vampire of this clan (1.6.1.3: "allies requiring a Gangrel"); with `disc`, the cards
     * requiring either ("requiring a Tzimisce or Vicissitude").
     */
    clan: z.string().min(1).optional(),
    /** Only weapons (6.4.5: equipment of class gun or melee, or with a damage or ranged strike of its own: "weapons cost 1 less"). */
    weapon: z.literal(true).optional(),
  }).refine((x) => x.type || x.disc || x.redirects || x.any || x.clan, 'a type, a Discipline, a clan, redirects or any'),
]);

/**
 * Whose cards: the controller's (a card in play: any card its controller plays), the vampire's own
 * text (`self`: the cards that vampire plays), the minion bearing the card (`bearer`), or the card's own
 * text (`card`: this card, for the minion playing it, under its `if`: "costs Followers of Set 1 fewer blood"), or
 * every minion's, any Methuselah's, for which its `if` holds (`every`: a card in play, its role `minion` the minion
 * playing the card: "cards requiring Chimerstry cost Ravnos 1 fewer blood", the Paths).
 */
/** `opponent`: a combat card played in this combat changing the opposing minion's prices until the combat ends (Terror Frenzy). */
export const CostWhoSchema = z.enum(['controller', 'self', 'bearer', 'card', 'every', 'opponent']);

export type CostType = z.infer<typeof CostTypeSchema>;
export type CostOf = z.infer<typeof CostOfSchema>;
export type CostWho = z.infer<typeof CostWhoSchema>;
