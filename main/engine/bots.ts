/**
 * Bots answer decisions exactly like a human would: they receive only their seat's view and
 * the decision, and return one of the offered option ids. Their choices are recorded like any
 * other, so a replay never needs to run a bot again.
 */
import type { RngCursor } from './rng';
import type { Decision } from './types';

export interface Bot {
  /** 'random', 'heuristic', ... (stored in SeatConfig.bot) */
  id: string;
  /**
   * Picks an option id of `decision.options`. `view` is `module.view(state, seat)` only;
   * `rng` is a seeded cursor derived from the game seed and the choice number (deterministic).
   */
  choose(view: unknown, decision: Decision, rng: RngCursor): string;
}

/** Uniformly random legal option. */
export const randomBot: Bot = {
  id: 'random',
  choose(_view, decision, rng) {
    return rng.pick(decision.options).id;
  },
};

const byGame = new Map<string, Map<string, Bot>>();

/** A game adds its own bots (e.g. 'heuristic'); 'random' is always available. */
export function registerBot(game: string, bot: Bot): void {
  let m = byGame.get(game);
  if (!m) byGame.set(game, (m = new Map()));
  m.set(bot.id, bot);
}

export function getBot(game: string, id: string | undefined): Bot | undefined {
  const key = id ?? 'random';
  if (key === 'random') return byGame.get(game)?.get('random') ?? randomBot;
  return byGame.get(game)?.get(key);
}

/** Bot ids offered for a game, 'random' first. */
export function botsFor(game: string): string[] {
  const ids = ['random'];
  for (const id of byGame.get(game)?.keys() ?? []) if (!ids.includes(id)) ids.push(id);
  return ids;
}
