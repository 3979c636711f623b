/**
 * V:TES entry points for the rest of the app (services, card lookup, default decks, tests).
 * The renderer imports only types: `import type { VtesView } from 'main/games/vtes/view/view'`.
 */
export { vtesModule } from './module';
export { VTES_RULES_VERSION } from './rules/kernel';
export { vtesHeuristicBot } from './bot/bots';
export { cardDefFromDetail } from './data/catalog-def';
export { STARTER_DECKS, STARTER_IDS, STARTER_DEFS, type CardDef, type DeckList, type StarterId } from './data/starters';
export { vtesStarterCardsForLookup } from './view/starter-lookup';
export type { VtesConfig, VtesDeckInput, Edition } from './core/state';
export type * from './view/view';
