/** The Bloodborne GameModule (main/engine/types.ts). */
import type { GameModule, I18nRef, SeatId } from '../../engine/types';
import { heuristicBot } from './bot';
import { FINAL_BOSSES } from './cards';
import { parseBloodborneConfig, type BloodborneConfig } from './config';
import { apply, decisions, decorate, invariants, setup } from './flow';
import type { BloodborneState } from './state';
import { bloodborneSearchBots } from './search';
import { seatView } from './view';

export const BLOODBORNE_RULES_VERSION = 'bloodborne-es-2016.1';

export const bloodborneModule: GameModule<BloodborneState, BloodborneConfig> = {
  id: 'bloodborne',
  rulesVersion: BLOODBORNE_RULES_VERSION,
  parseConfig: parseBloodborneConfig,
  seatCount: (c) => c.players,
  setup: (c, seed) => setup(c, seed),
  decisions,
  apply,
  decorate: (_s, events) => decorate(events),
  view: (s, seat: SeatId | 'public') => seatView(s, seat),
  result: (s) => s.result,
  progress(s): I18nRef {
    if (s.result) return { key: 'log-bloodborne:progress.over' };
    return { key: 'log-bloodborne:progress.round', params: { round: s.round, step: { key: `log-bloodborne:stage.${s.stage}` } } };
  },
  invariants,
  bots: [heuristicBot, ...bloodborneSearchBots],
  setupForm: {
    minPlayers: 3,
    maxPlayers: 5,
    options: [
      {
        id: 'finalBoss',
        kind: 'choice',
        label: { key: 'log-bloodborne:setup.finalBoss' },
        help: { key: 'log-bloodborne:setup.finalBossHelp' },
        choices: [
          { id: 'random', label: { key: 'log-bloodborne:setup.random' } },
          ...FINAL_BOSSES.map((f) => ({ id: f.id, label: { key: `cards-bloodborne:${f.id}.name` } })),
        ],
        default: 'random',
      },
      {
        id: 'firstPlayer',
        kind: 'choice',
        label: { key: 'log-bloodborne:setup.firstPlayer' },
        choices: [
          { id: 'random', label: { key: 'log-bloodborne:setup.random' } },
          { id: 'seat1', label: { key: 'log-bloodborne:setup.seat1' } },
        ],
        default: 'random',
      },
    ],
    toConfig: (players, o) => ({ players, finalBoss: String(o.finalBoss ?? 'random'), firstPlayer: String(o.firstPlayer ?? 'random') }),
  },
};
