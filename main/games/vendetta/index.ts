/** Vendetta game folder entry: the module (with its bots) and the card lookup. */
export { vendettaModule } from './module';
export { vendettaCardsForLookup } from './lookup';
export type { VendettaView } from './view';
