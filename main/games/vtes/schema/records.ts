/**
 * The record types of the composed vocabulary (issue 11 item 5): primitives (run by
 * vocab/primitives.ts), activated abilities (vocab/abilities.ts) and triggers (vocab/triggers.ts),
 * with the two names of the card data they need (a Discipline, a sect). Inferred from the zod schema
 * of schema-prims.ts and the primitives' table prim-records.ts (issue 27 items 1, 6), where each
 * record is described; types only here, so
 * effects.ts and the texts read them without tying themselves to the modules that run them.
 */
export type {
  Ability,
  AbilityCost,
  AbilityLimit,
  AbilityUses,
  AbilityWindow,
  BonusStat,
  CombatPrim,
  Disc,
  Prim,
  PrimSpot,
  PrimWho,
  Sect,
  Trigger,
  TriggerEvent,
  TriggerFilter,
} from './schema-prims';
