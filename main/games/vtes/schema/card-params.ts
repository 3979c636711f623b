/**
 * The card modules of the V:TES escape hatch (issue 11 item 5; docs/vtes-automation.md "How a card
 * is written"): the ids of the modules in `cards/` and the parameters each one's effect record
 * carries. A card whose rules cannot be composed from the vocabulary's primitives names its module
 * with one effect record `{ e: 'card', id, ...params }`; the module (`cards/<id>.ts`) holds its
 * hooks, registered in `cards/index.ts`. An effect naming a module that is not listed here does not
 * compile, and `cards/index.ts` does not compile while a module listed here has no hooks there.
 * The records are a zod schema (issue 27 item 1), their types inferred from it; zod only.
 */
import { z } from 'zod';

const cardModule = <K extends string, T extends z.core.$ZodLooseShape>(id: K, shape: T) =>
  z.strictObject({ e: z.literal('card'), id: z.literal(id), ...shape });

/** The effect record naming each card module, with that module's parameters (none for most). */
export const CardEffectSchema = z.discriminatedUnion('id', [
  /** Anarch Troublemaker (vtes-es 4). */
  cardModule('troublemaker', {}),
  /** Smiling Jack, The Anarch (vtes-es 4). */
  cardModule('smilingJack', {}),
  /** Wider View (vtes-es 7). */
  cardModule('widerView', {}),
  /** Carver's Meat Packing and Storage (vtes-es 4, 5, 6.5). */
  cardModule('carver', {}),
  /** Warsaw Station: the clan of the minions it serves (vtes-es 6.2, 6.1.3). */
  cardModule('warsaw', { clan: z.string() }),
  /** Spying Mission, superior (vtes-es 6.1.1). */
  cardModule('spying', {}),
  /** Haven Uncovered (vtes-es 6.1, 6.4). */
  cardModule('havenUncovered', {}),
  /** Frontal Assault (vtes-es 6.1, 7). */
  cardModule('frontalAssault', {}),
  /** Creeping Sabotage (vtes-es 6.1, 4). */
  cardModule('sabotage', {}),
  /** Organized Resistance (vtes-es 6.2.2, 1.6.3.6). */
  cardModule('organizedResistance', {}),
  /** Anarch Convert (vtes-es 7, 10.5). */
  cardModule('anarchConvert', {}),
]);

/** The effect record naming a card module, with that module's parameters. */
export type CardEffect = z.infer<typeof CardEffectSchema>;
export type CardId = CardEffect['id'];
/** The parameters of each card module's effect record. */
export type CardParams = { [K in CardId]: Omit<Extract<CardEffect, { id: K }>, 'e' | 'id'> };

/** A small JSON value a card module keeps (state.ts: on a card, in the turn records, in an action). */
export type CardScalar = number | string | boolean;
export type CardDatum = CardScalar | readonly CardScalar[] | { readonly [k: string]: CardScalar | readonly CardScalar[] };

/** Per-card-module data: what one module keeps in one place, by module id. */
export type CardData = { readonly [K in CardId]?: CardDatum };
