/** The Nights of Blood GameModule (main/engine/types.ts). */
import type { GameModule, I18nRef, SeatId } from '../../engine/types';
import { heuristicBot } from './bot';
import { nightsSearchBots } from './search';
import { parseNightsConfig, type NightsConfig } from './config';
import { decorate } from './logrefs';
import { apply, decisions, invariants } from './rules';
import { seatView } from './seatview';
import { setup } from './setup';
import type { NightsState } from './state';

export const NIGHTS_RULES_VERSION = 'nights-es-2016.1';

export const nightsModule: GameModule<NightsState, NightsConfig> = {
  id: 'nights',
  rulesVersion: NIGHTS_RULES_VERSION,
  parseConfig: parseNightsConfig,
  seatCount: (c) => c.players,
  setup: (c, seed) => setup(c, seed),
  decisions,
  apply,
  // the log's display refs, added where the log is kept (session, golden games), not per apply
  decorate: (_s, events) => decorate(events),
  view: (s, seat: SeatId | 'public') => seatView(s, seat),
  result: (s) => s.result,
  progress(s): I18nRef {
    if (s.result) return { key: 'log-nights:progress.over' };
    return { key: 'log-nights:progress.night', params: { night: s.night, game: s.game, games: s.config.games } };
  },
  invariants,
  bots: [heuristicBot, ...nightsSearchBots],
  setupForm: {
    minPlayers: 5,
    maxPlayers: 8,
    options: [
      {
        id: 'games',
        kind: 'choice',
        label: { key: 'log-nights:setup.games' },
        help: { key: 'log-nights:setup.gamesHelp' },
        choices: [
          { id: '1', label: { key: 'log-nights:setup.games1' } },
          { id: '3', label: { key: 'log-nights:setup.games3' } },
          { id: '5', label: { key: 'log-nights:setup.games5' } },
        ],
        default: '1',
      },
    ],
    toConfig: (players, o) => ({ players, games: Number(o.games ?? '1') }),
  },
};
