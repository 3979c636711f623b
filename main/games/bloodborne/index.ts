/** Bloodborne game folder entry: the module (its bots declared in it) and the card lookup. */
export { bloodborneModule } from './module';
export { bloodborneCardsForLookup } from './lookup';
export type { BloodborneView } from './view';
