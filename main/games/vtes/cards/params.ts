/**
 * The card modules of the V:TES escape hatch (issue 11 item 5; docs/vtes-automation.md "How a card
 * is written"): the ids of the modules in `cards/` and the parameters each one's effect record
 * carries. A card whose rules cannot be composed from the vocabulary's primitives names its module
 * with one effect record `{ e: 'card', id, ...params }`; the module (`cards/<id>.ts`) holds its
 * hooks, registered in `cards/index.ts`. An effect naming a module that is not listed here does not
 * compile, and `cards/index.ts` does not compile while a module listed here has no hooks there.
 * Pure types (no imports): effects.ts and state.ts read them.
 */

/** The parameters of each card module's effect record (none for most). */
export interface CardParams {
  /** Anarch Troublemaker (vtes-es 4). */
  troublemaker: Record<never, never>;
  /** Smiling Jack, The Anarch (vtes-es 4). */
  smilingJack: Record<never, never>;
  /** Wider View (vtes-es 7). */
  widerView: Record<never, never>;
  /** Carver's Meat Packing and Storage (vtes-es 4, 5, 6.5). */
  carver: Record<never, never>;
  /** Warsaw Station: the clan of the minions it serves (vtes-es 6.2, 6.1.3). */
  warsaw: { clan: string };
  /** Spying Mission, superior (vtes-es 6.1.1). */
  spying: Record<never, never>;
}

export type CardId = keyof CardParams;

/** The effect record naming a card module, with that module's parameters. */
export type CardEffect = { [K in CardId]: { e: 'card'; id: K } & CardParams[K] }[CardId];

/** A small JSON value a card module keeps (state.ts: on a card, in the turn records, in an action). */
export type CardScalar = number | string | boolean;
export type CardDatum = CardScalar | readonly CardScalar[] | { readonly [k: string]: CardScalar | readonly CardScalar[] };

/** Per-card-module data: what one module keeps in one place, by module id. */
export type CardData = { readonly [K in CardId]?: CardDatum };
