/** A small hand-made Vendetta seat view for tests and previews (not game data). */
import type { SeatViewDto } from '../../../main/engine/dto';
import type { Decision } from '../../../main/engine/types';
import type { VendettaView } from '../../../main/games/vendetta/view';

export function sampleView(decision: Decision | null = null): SeatViewDto<VendettaView> {
  const view: VendettaView = {
    game: 'vendetta',
    viewer: 0,
    seats: 3,
    round: 2,
    phase: 'planning',
    ambition: 1,
    order: [1, 2, 0],
    config: { threePlayerTables: true, locationCards: false, relics: false, teams: false },
    supply: { blood: 20, influence: 30, diablerie: 7 },
    allyDeckCount: 20,
    victimDeckCount: 30,
    clanOffer: [],
    relicOffer: [],
    planning: { seat: 0, turn: 2, turns: 4 },
    resolving: null,
    players: [
      {
        seat: 0, clan: 'BR', blood: 5, influence: 4, diablerie: 1, diablerieDown: 0, handCount: 2, hand: ['BR01', 'BR03'],
        deckCount: 5, alliance: [{ id: 'VI01', drained: false }, { id: 'AL02', drained: true }], relic: null, relicUsed: false, eliminated: false,
      },
      {
        seat: 1, clan: 'VE', blood: 3, influence: 6, diablerie: 0, diablerieDown: 0, handCount: 3, deckCount: 5,
        alliance: [{ id: 'VI02', drained: false }], relic: null, relicUsed: false, eliminated: false,
      },
      {
        seat: 2, clan: 'TR', blood: 1, influence: 2, diablerie: 0, diablerieDown: 0, handCount: 3, deckCount: 5,
        alliance: [{ id: 'VI03', drained: false }], relic: null, relicUsed: false, eliminated: false,
      },
    ],
    locations: [
      {
        index: 2, id: 'haven', isHaven: true, locationCard: null, ally: 'AL09', resolved: false,
        positions: [
          { seat: 0, blood: 0, cards: [] },
          { seat: 1, blood: 2, cards: [{ key: 's1', id: null, faceUp: false, owner: 1 }] },
          { seat: 2, blood: 0, cards: [] },
        ],
      },
      {
        index: 0, id: 'L1', isHaven: false, locationCard: null, ally: 'AL07', resolved: false,
        positions: [
          { seat: 0, blood: 1, cards: [{ key: 's2', id: 'BR04', faceUp: false, owner: 0 }] },
          { seat: 1, blood: 0, cards: [{ key: 's3', id: 'VE02', faceUp: true, owner: 1 }] },
          { seat: 2, blood: 0, cards: [] },
        ],
      },
      {
        index: 1, id: 'L2', isHaven: false, locationCard: null, ally: 'AL11', resolved: false,
        positions: [
          { seat: 0, blood: 0, cards: [] },
          { seat: 1, blood: 0, cards: [] },
          { seat: 2, blood: 3, cards: [{ key: 's4', id: null, faceUp: false, owner: 2 }] },
        ],
      },
    ],
    result: null,
  };
  return {
    game: 'vendetta',
    seat: 0,
    seats: [
      { name: 'Ana', kind: 'human' },
      { name: 'Bolek', kind: 'human' },
      { name: 'Bot', kind: 'bot' },
    ],
    view,
    decision,
    waitingFor: decision ? [{ seat: 0, status: 'deciding' }] : [{ seat: 1, status: 'deciding' }],
    log: [],
    result: null,
    canUndo: false,
    progress: { key: 'x' },
    step: 12,
  };
}
