/**
 * One-click games from the home screen (issue 32 item 5): the `games.create` input of a game
 * against bots (the player in seat 1, the game's own bot in the others) or of a hotseat game (every
 * seat a person at this computer), with the game's default options and, for V:TES, the four
 * Fifth Edition starter decks.
 */
import type { GameModuleInfo } from '../../../main/engine/dto';
import type { OpInput } from '../../../main/api/contract';
import { buildVtesConfig, STARTERS } from '../play/vtes/setup-model';

export type QuickMode = 'bots' | 'hotseat';

/** The four games of the home screen, in menu order. */
export const HOME_GAMES = ['vtes', 'vendetta', 'bloodborne', 'nights'] as const;

const clamp = (mod: GameModuleInfo, n: number) => Math.min(mod.maxPlayers, Math.max(mod.minPlayers, n));

/** Seats of a quick game: V:TES plays its four starters; against bots three players, hotseat two. */
export function quickSeatCount(mod: GameModuleInfo, mode: QuickMode): number {
  if (mod.game === 'vtes') return clamp(mod, mode === 'bots' ? STARTERS.length : 2);
  return clamp(mod, mode === 'bots' ? 3 : 2);
}

/** The game's own bot when it has one, else the first it offers. */
export function quickBot(mod: GameModuleInfo): string {
  return mod.bots.find((b) => b !== 'random') ?? mod.bots[0] ?? 'random';
}

export function quickStartInput(mod: GameModuleInfo, mode: QuickMode, seatName: (n: number) => string): OpInput<'games.create'> {
  const n = quickSeatCount(mod, mode);
  const bot = quickBot(mod);
  const seats = Array.from({ length: n }, (_, i) =>
    mode === 'bots' && i > 0 ? { name: seatName(i + 1), kind: 'bot' as const, bot } : { name: seatName(i + 1), kind: 'human' as const },
  );
  const options = Object.fromEntries(mod.options.map((o) => [o.id, o.default]));
  if (mod.game === 'vtes') {
    const drafts = seats.map((s, i) => ({
      key: i,
      name: s.name,
      who: s.kind === 'bot' ? bot : 'human',
      deck: `starter:${STARTERS[i % STARTERS.length]}`,
    }));
    return { game: 'vtes', seats, options, config: buildVtesConfig(drafts, 'vekn-current') };
  }
  return { game: mod.game, seats, options };
}
