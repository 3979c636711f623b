/** The V:TES GameModule (main/engine/types.ts). */
import type { GameModule, SeatId } from '../../engine/types';
import { vtesHeuristicBot } from './bot/bots';
import { vtesSearchBots } from './bot/search/search-bot';
import { parseVtesConfig } from './setup/config';
import { invariants, progress } from './core/invariants';
import { apply, decisions, VTES_RULES_VERSION } from './rules/kernel';
import { setup } from './setup/start';
import { seatView } from './view/seatview';
import { restoredVtesConfig, storedVtesConfig, upgradedChoice, vtesCardDataOf } from './setup/record-config';
import { resolveVtesSetup, vtesCreateSchema } from './setup/setup';
import type { VtesConfig, VtesState } from './core/state';

export const vtesModule: GameModule<VtesState, VtesConfig> = {
  id: 'vtes',
  rulesVersion: VTES_RULES_VERSION,
  parseConfig: parseVtesConfig,
  seatCount: (c) => c.decks.length,
  setup: (c, seed) => setup(c, seed),
  decisions,
  apply,
  view: (s, seat: SeatId | 'public') => seatView(s, seat),
  result: (s) => s.result,
  progress,
  invariants,
  // the card data is not play: its key changes with the data files, the game does not (issue 27 item 7)
  hashed: ({ cardData: _data, ...play }) => play,
  bots: [vtesHeuristicBot, ...vtesSearchBots],
  createSchema: vtesCreateSchema,
  resolveSetup: resolveVtesSetup,
  storedConfig: storedVtesConfig,
  restoreConfig: restoredVtesConfig,
  archivedData: vtesCardDataOf,
  // saved ids of the card-named option kinds read as the generic ones (issue 27 item 6)
  upgradeChoice: upgradedChoice,
  setupForm: {
    minPlayers: 2,
    maxPlayers: 6,
    options: [
      {
        id: 'edition',
        kind: 'choice',
        label: { key: 'log-vtes:setup.edition' },
        choices: [
          { id: 'es-2018', label: { key: 'log-vtes:setup.edition_es-2018' } },
          { id: 'vekn-current', label: { key: 'log-vtes:setup.edition_vekn-current' } },
        ],
        default: 'vekn-current',
      },
    ],
    toConfig: (players, o) => ({
      players,
      edition: o.edition === 'es-2018' ? 'es-2018' : 'vekn-current',
      deckCheck: o.edition !== 'es-2018',
    }),
  },
};
