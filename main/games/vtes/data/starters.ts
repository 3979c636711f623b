/**
 * Built-in V:TES cards: the four Fifth Edition starter decks (Brujah from V5A, Malkavian,
 * Nosferatu and Ventrue from V5). Their behaviour is in the card data files (`data/<type>.json`,
 * keyed by official card id, issue 27 item 2) and their facts (names, types, costs, disciplines,
 * capacities, titles) in the built-in catalog rows of `data/starter-catalog.json`, the catalog the
 * app has before an official list is imported; the printed texts are not stored. Texts are rendered
 * from the data in Spanish and Polish.
 */
import type { CardDef } from '../schema/effects';
import { starterDefinitions } from './load';
import { displayNameOf } from '../../../common/card-names';

export type { CardDef } from '../schema/effects';
export { STARTER_DECKS, STARTER_IDS, type DeckList, type StarterId } from './starter-decks';

const STARTERS = starterDefinitions();

/** The crypt cards of the four decks (vampires), named as the list prints them. */
export const STARTER_CRYPT: CardDef[] = STARTERS.filter((c) => c.kind === 'crypt');

/** The library cards: master cards, then the minion cards deck by deck and by name within a deck. */
export const STARTER_LIBRARY: CardDef[] = STARTERS.filter((c) => c.kind === 'library');

/**
 * The starter cards as the game holds them: named as players read them ("The Barrens", not the
 * list's "Barrens, The"), like the imported cards (imported.ts); the lookup keeps the list's name.
 */
export const STARTER_DEFS: ReadonlyMap<string, CardDef> = new Map(
  [...STARTER_CRYPT, ...STARTER_LIBRARY].map((c) => [c.id, { ...c, name: displayNameOf(c.name) }]),
);
