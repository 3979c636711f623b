/** Nights of Blood game folder entry: the module (its bots declared in it) and the card lookup. */
export { nightsModule } from './module';
export { nightsCardsForLookup } from './lookup';
export type { NightsView } from './view';
