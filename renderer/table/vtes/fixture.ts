/** A hand-written V:TES seat view for the table tests: Ana (seat 0) sees her own hand and
 * uncontrolled vampires; Bartek's (seat 1) are hidden, as main/games/vtes/view/seatview.ts sends them. */
import type { SeatViewDto } from '../../../main/engine/dto';
import type { Decision } from '../../../main/engine/types';
import type { VtesCardView, VtesSeatView, VtesView } from '../../../main/games/vtes/view/view';

export function card(uid: string, name: string, extra: Partial<VtesCardView> = {}): VtesCardView {
  return {
    uid,
    cid: uid.slice(1),
    name,
    kind: 'library',
    types: ['Action'],
    locked: false,
    blood: 0,
    attached: [],
    automation: 'full',
    ...extra,
  };
}

export function vampire(uid: string, name: string, extra: Partial<VtesCardView> = {}): VtesCardView {
  return card(uid, name, {
    kind: 'crypt',
    types: ['Vampire'],
    blood: 3,
    capacity: 5,
    clan: 'Brujah',
    disciplines: { pot: 2, pre: 1 },
    sect: 'anarch',
    ...extra,
  });
}

function seat(i: number, extra: Partial<VtesSeatView> = {}): VtesSeatView {
  return {
    seat: i,
    pool: 30 - i,
    vp: 0,
    ousted: false,
    withdrawn: false,
    withdrawing: false,
    hasEdge: false,
    prey: (i + 1) % 4,
    predator: (i + 3) % 4,
    handCount: 7,
    libraryCount: 60,
    cryptCount: 8,
    ashCount: 0,
    ash: [],
    ready: [],
    torpor: [],
    play: [],
    uncontrolled: [],
    handSize: 7,
    ...extra,
  };
}

export const blockDecision: Decision = {
  seat: 0,
  kind: 'vtes.block',
  prompt: { key: 'log-vtes:prompt.block', params: { name: 'Oshri' } },
  rule: 'vtes-es:6.2.2.1',
  options: [
    { id: 'block:k10', label: { key: 'log-vtes:opt.block', params: { name: 'Siarhei' } }, params: { uid: 'k10' } },
    { id: 'decline', label: { key: 'log-vtes:opt.noBlock' } },
  ],
};

export function sampleDto(decision: Decision | null = blockDecision): SeatViewDto<VtesView> {
  const view: VtesView = {
    me: 0,
    edition: 'vekn-current',
    turn: 11,
    active: 3,
    phase: 'minion',
    edge: 2,
    transfersLeft: 0,
    masterActionsLeft: 0,
    seats: [
      seat(0, {
        ready: [vampire('k10', 'Siarhei', { attached: [card('k50', 'Blood Doll', { types: ['Master'] })] })],
        uncontrolled: [{ pos: 1, blood: 2, card: vampire('k11', 'Atiena', { blood: 2, capacity: 6 }) }],
      }),
      seat(1, {
        ready: [vampire('k90', 'Meaghan', { locked: true, clan: 'Malkavian' })],
        uncontrolled: [
          { pos: 1, blood: 0 },
          { pos: 2, blood: 4 },
        ],
      }),
      {
        ...seat(2, { hasEdge: true, torpor: [vampire('k120', 'Baixinho', { blood: 0, clan: 'Nosferatu' })] }),
        openHand: [card('k130', 'Open Secret')],
      } as VtesSeatView,
      seat(3, {
        ready: [vampire('k300', 'Oshri', { locked: true, clan: 'Ventrue', title: 'prince' })],
        play: [card('k301', 'Ventrue Headquarters', { types: ['Master'], automation: 'partial' })],
      }),
    ],
    hand: [card('k20', 'Roundhouse', { types: ['Combat'] }), card('k21', 'Unknown Trick', { automation: 'manual' })],
    action: {
      actor: vampire('k300', 'Oshri', { locked: true }),
      seat: 3,
      kind: 'card',
      target: 0,
      stealth: 1,
      intercept: 0,
      bleed: 1,
      step: 'block',
      modifiers: [],
    },
    combat: { a: 'k300', b: 'k10', round: 1, range: 'close', step: 'strikeA' },
    referendum: { caller: 'k300', seat: 3, yes: 3, no: 1, polling: 1, bloodHunt: false },
    result: null,
  };
  return {
    game: 'vtes',
    seat: 0,
    seats: [
      { name: 'Ana', kind: 'human' },
      { name: 'Bartek', kind: 'human' },
      { name: 'Bot C', kind: 'bot' },
      { name: 'Bot D', kind: 'bot' },
    ],
    view,
    decision,
    waitingFor: [{ seat: 0, status: 'deciding' }],
    log: [
      { n: 1, type: 'vtes.bleed', params: { seat: 1, n: 1, name: 'Oshri' }, rule: 'vtes-es:6.1.1' },
      { n: 2, type: 'vtes.firstPlayer', params: { seat: 0 }, rule: 'vtes-pl:Kolejność gry' },
      { n: 3, type: 'vtes.combat', params: { a: 'Oshri', b: 'Siarhei' }, rule: 'vtes-es:6.4' },
      { n: 4, type: 'vtes.strike', params: { name: 'Oshri', kind: 'hand', dmg: 2 }, rule: 'vtes-es:6.4.3' },
    ],
    result: null,
    canUndo: false,
    progress: { key: 'x' },
    step: 42,
  };
}
