/**
 * Bots answer decisions exactly like a human would: they receive only their seat's view and
 * the decision, and return one of the offered option ids. Their choices are recorded like any
 * other, so a replay never needs to run a bot again.
 *
 * A game declares its bots in its module (`GameModule.bots`); `registerBot` adds one more for a
 * game at run time (tests).
 */
import type { Bot } from './types';

export type { Bot };

/** Uniformly random legal option. */
export const randomBot: Bot = {
  id: 'random',
  choose(_view, decision, rng) {
    return rng.pick(decision.options).id;
  },
};

/** The game a bot is looked up for: its id and the bots its module declares. */
export interface BotOwner {
  id: string;
  bots?: readonly Bot[];
}

const extra = new Map<string, Map<string, Bot>>();

/** Adds a bot to a game at run time (tests: a broken bot, a liar). */
export function registerBot(game: string, bot: Bot): void {
  let m = extra.get(game);
  if (!m) extra.set(game, (m = new Map()));
  m.set(bot.id, bot);
}

export function getBot(game: BotOwner, id: string | undefined): Bot | undefined {
  const key = id ?? 'random';
  const found = extra.get(game.id)?.get(key) ?? game.bots?.find((b) => b.id === key);
  return found ?? (key === 'random' ? randomBot : undefined);
}

/** Bot ids offered for a game, 'random' first. */
export function botsFor(game: BotOwner): string[] {
  const ids = ['random'];
  for (const b of game.bots ?? []) if (!ids.includes(b.id)) ids.push(b.id);
  for (const id of extra.get(game.id)?.keys() ?? []) if (!ids.includes(id)) ids.push(id);
  return ids;
}
