/**
 * The schema of the card data files (issue 27 item 2): `data/<type>.json`, one file per card type,
 * each an object keyed by the official card id whose values hold the card's behaviour only: its modes
 * (without their cost: the printed cost is the catalog's), the card-wide conditions, the facts the
 * catalog has no column for (a city title's city, the unique keyword, a vampire's keywords), the fingerprint of the
 * official text the entry was written from (`fp`) and its review status (`full`: reviewed, played by
 * the rules; `draft`: proposed, played with the manual operations until reviewed). The name, types,
 * clan, sect, capacity, title, cost and disciplines are joined from the catalog (data/join.ts).
 * Pure: zod and the vocabulary's schema.
 */
import { z } from 'zod';
import { CardTraitSchema, ConditionSchema, ModeSchema, TraitSchema } from '../schema/schema';
import { CardClassSchema } from '../schema/schema-params';

export const EntryStatusSchema = z.enum(['full', 'draft']);

export const EntrySchema = z.strictObject({
  /** fingerprint (data/fingerprint.ts) of the official text the entry was written from */
  fp: z.string().regex(/^[0-9a-f]{16}$/),
  status: EntryStatusSchema,
  /** the city of a city title (prince, baron...), printed in the card's first words */
  city: z.string().optional(),
  /** the card is unique (1.5.2: the keyword in its first line) */
  unique: z.literal(true).optional(),
  /** a crypt card's keywords (vtes-es:11, vtes-pl:Cechy: black hand, seraph, infernal...) */
  traits: z.array(TraitSchema).optional(),
  /** a slave minion's master clan (vtes-es:11 Esclavo) */
  slaveOf: z.string().optional(),
  /** a Red List minion (vtes-es:11; vtes-pl:Czerwona Lista) */
  redList: z.literal(true).optional(),
  /** a title card (vtes-es:11 Título) */
  titleCard: z.literal(true).optional(),
  /** a trophy master card (vtes-es:1.6.2 item 3) */
  trophy: z.literal(true).optional(),
  /** a Gehenna event (counted by "N Gehenna" requirements) */
  gehenna: z.literal(true).optional(),
  /** a library card's keywords (frenzy, grapple, aim, strike), for cards that cancel them */
  libKeywords: z.array(CardTraitSchema).optional(),
  /** the card's classes (vehicle, animal, mortal, gun...), for the cards that name them */
  classes: z.array(CardClassSchema).optional(),
  /**
   * "More than one Discipline can be used to play this card": a mode may need several of the printed
   * alternatives together (one mode per combination played, its effects those of each Discipline used)
   */
  multiDisc: z.literal(true).optional(),
  /** card-wide conditions (title, sect...), checked for every mode */
  reqs: z.array(ConditionSchema).optional(),
  modes: z.array(ModeSchema.omit({ cost: true })),
});

/** One data file: entries by official card id. */
export const DataFileSchema = z.record(z.string().regex(/^\d+$/), EntrySchema);

export type EntryStatus = z.infer<typeof EntryStatusSchema>;
export type DataEntry = z.infer<typeof EntrySchema>;
