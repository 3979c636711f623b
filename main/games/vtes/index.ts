/**
 * V:TES entry points for the rest of the app (services, card lookup, default decks, tests).
 * The renderer imports only types: `import type { VtesView } from 'main/games/vtes/view'`.
 */
export { vtesModule } from './module';
export { VTES_RULES_VERSION } from './kernel';
export { vtesHeuristicBot } from './bots';
export { cardDefFromDetail } from './catalog-def';
export { STARTER_DECKS, STARTER_IDS, STARTER_DEFS, type CardDef, type DeckList, type StarterId } from './starters';
export { vtesStarterCardsForLookup } from './starter-lookup';
export type { VtesConfig, VtesDeckInput, Edition } from './state';
export type * from './view';
