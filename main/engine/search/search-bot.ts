/**
 * Search bots as engine Bots, and the difficulty levels of the new-game form (issue 33).
 *
 * STABLE API (other bots build on it; add fields, never rename):
 *   BOT_LEVELS                 level → bot id: easy 'heuristic', normal 'search-normal',
 *                              hard 'search-hard' (the ids stored in SeatConfig.bot)
 *   type BotLevel              'easy' | 'normal' | 'hard'
 *   levelOfBot(id)             the level of a bot id (undefined for 'random' and unknown ids)
 *   searchBot(id, game, budget)  a Bot answering by search(); budget per game and level
 *   searchBots(game, budgets)  the two search bots of a game: [search-normal, search-hard]
 *   botPolicy(view, bot)       a rollout policy from a view-reading bot (the heuristic)
 *
 * A search bot is an ordinary Bot: it receives only its seat's view and the decision, and its
 * choice depends only on them and the rng the session derives from the game seed and choice
 * number, so a game with search bots replays from its record like any other.
 */
import type { Bot } from '../types';
import { search, type SearchBudget, type SearchGame } from './ismcts';

export const BOT_LEVELS = { easy: 'heuristic', normal: 'search-normal', hard: 'search-hard' } as const;
export type BotLevel = keyof typeof BOT_LEVELS;

export function levelOfBot(id: string | undefined): BotLevel | undefined {
  for (const [level, bot] of Object.entries(BOT_LEVELS)) if (bot === id) return level as BotLevel;
  return undefined;
}

/** A search bot: a Bot that also shows its game and budget (benches, tests). */
export interface SearchBot<S> extends Bot {
  budget: SearchBudget;
  game: SearchGame<S>;
}

/** A bot that answers every decision with more than one option by search(). */
export function searchBot<S>(id: string, game: SearchGame<S>, budget: SearchBudget): SearchBot<S> {
  return {
    id,
    budget,
    game,
    thinks: true,
    choose(view, decision, rng) {
      return decision.options.length === 1 ? decision.options[0].id : search(game, view, decision, rng, budget).choice;
    },
  };
}

/** The normal and hard search bots of a game. */
export function searchBots<S>(game: SearchGame<S>, budgets: { normal: SearchBudget; hard: SearchBudget }): Bot[] {
  return [searchBot(BOT_LEVELS.normal, game, budgets.normal), searchBot(BOT_LEVELS.hard, game, budgets.hard)];
}

/** A rollout policy from a bot that reads views: the bot answers from `view(state, seat)`. */
export function botPolicy<S>(view: (state: S, seat: number) => unknown, bot: Bot): SearchGame<S>['policy'] {
  return (state, decision, rng) => bot.choose(view(state, decision.seat), decision, rng);
}
