/** Vendetta game folder entry: the module (with its bots registered) and the card lookup. */
import { registerBot } from '../../engine/bots';
import { heuristicBot } from './bot';

registerBot('vendetta', heuristicBot);

export { vendettaModule } from './module';
export { vendettaCardsForLookup } from './lookup';
export type { VendettaView } from './view';
