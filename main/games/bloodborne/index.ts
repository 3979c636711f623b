/** Bloodborne game folder entry: the module (with its bots registered) and the card lookup. */
import { registerBot } from '../../engine/bots';
import { heuristicBot } from './bot';

registerBot('bloodborne', heuristicBot);

export { bloodborneModule } from './module';
export { bloodborneCardsForLookup } from './lookup';
export type { BloodborneView } from './view';
