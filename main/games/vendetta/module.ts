/** The Vendetta GameModule (main/engine/types.ts). */
import type { GameModule, I18nRef, SeatId } from '../../engine/types';
import { apply, decisions, decorate, invariants, parseVendettaConfig, setup } from './rules';
import { seatView } from './seatview';
import { heuristicBot } from './bot';
import { vendettaSearchBots } from './search';
import { vendettaCreateSchema } from './config';
import type { VendettaConfig, VendettaState } from './state';

/**
 * .2: the engine's generator (sfc32, main/engine/rng.ts) replaced Vendetta's own xoshiro128**, so
 * a seed deals differently; games saved under .1 resume through the upgrade path (services/games.ts).
 */
export const VENDETTA_RULES_VERSION = 'vendetta-es-2022.2';

export const vendettaModule: GameModule<VendettaState, VendettaConfig> = {
  id: 'vendetta',
  rulesVersion: VENDETTA_RULES_VERSION,
  parseConfig: parseVendettaConfig,
  seatCount: (c) => c.players,
  setup: (c, seed) => setup(c, seed),
  decisions,
  apply,
  decorate,
  view: (s, seat: SeatId | 'public') => seatView(s, seat),
  result: (s) => s.result,
  progress(s): I18nRef {
    if (s.result) return { key: 'log-vendetta:progress.over' };
    return { key: 'log-vendetta:progress.round', params: { round: s.round, phase: { key: `table-vendetta:phase.${s.phase}` } } };
  },
  invariants,
  bots: [heuristicBot, ...vendettaSearchBots],
  createSchema: vendettaCreateSchema,
  setupForm: {
    minPlayers: 3,
    maxPlayers: 6,
    options: [
      { id: 'locationCards', kind: 'boolean', label: { key: 'log-vendetta:setup.locationCards' }, default: false },
      { id: 'relics', kind: 'boolean', label: { key: 'log-vendetta:setup.relics' }, default: false },
      {
        id: 'teams',
        kind: 'boolean',
        label: { key: 'log-vendetta:setup.teams' },
        help: { key: 'log-vendetta:setup.teamsHelp' },
        default: false,
      },
    ],
    toConfig: (players, o) => ({ players, locationCards: o.locationCards === true, relics: o.relics === true, teams: o.teams === true }),
  },
};
