/**
 * Set-up (rulebook "Preparación" 1-7 and "Cartas de Secta"): main deck, bloodlines, blood powers,
 * the sect deal from the designed sect tables, the Regent revealed, starting values, the event
 * deck; then the Regent chooses the direction of play. The chained-games variant starts the next
 * game with the previous winner as Regent ("Final de la Partida").
 */
import { beginDraft, endDraft } from '../../engine/draft';
import type { SeatId } from '../../engine/types';
import { BLOODLINES, EVENTS, POWERS, REGENT_START, SECT_TABLES, SECTS, START, mainInstances, type SectId } from './cards';
import type { NightsConfig } from './config';
import { draw, hasPassive, R, withRng, type Ev } from './helpers';
import type { NightsState, Player } from './state';
import { seedRng } from '../../engine/rng';

function blankPlayer(sect: SectId, line: string): Player {
  return {
    sect,
    regent: false,
    revealed: false,
    line,
    powers: [],
    hand: [],
    resources: [],
    weapon: null,
    contacts: [],
    blood: 0,
    maxBlood: 0,
    health: 0,
    light: 0,
    agg: 0,
    dead: false,
    lost: false,
    spentNight: 0,
    frenziedNight: false,
    healedAggNight: false,
    healedLightTurn: false,
    healedAggTurn: false,
    attacksUsed: 0,
    powersUsed: [],
    freeHealsUsed: 0,
    damageBonus: 0,
    attackBonus: 0,
    reachBonus: 0,
    aggNext: false,
    noDodge: false,
    shelterBonus: 0,
    known: {},
    wins: 0,
  };
}

/** The sect cards of one game: the ruling sect's Regent first, then the followers (designed table). */
export function sectCards(s: NightsState, ruling: SectId): SectId[] {
  const table = SECT_TABLES[s.n];
  const others = SECTS.filter((x) => x !== ruling);
  const [major, minor] = withRng(s, (c) => (c.int(2) === 0 ? others : [others[1], others[0]]));
  const prepared = [
    ...Array<SectId>(table.allies).fill(ruling),
    ...Array<SectId>(table.major).fill(major),
    ...Array<SectId>(table.minor).fill(minor),
  ];
  // one card more than followers: shuffle and set one aside unseen
  return withRng(s, (c) => c.shuffle(prepared)).slice(0, s.n - 1);
}

export function setup(config: NightsConfig, seed: string): { state: NightsState; events: Ev } {
  const n = config.players;
  const s: NightsState = {
    v: 1,
    config,
    n,
    rng: seedRng(seed),
    game: 0,
    night: 0,
    regent: 0,
    rulingSect: 'logia',
    direction: 1,
    order: [],
    turnIndex: 0,
    turnSeat: null,
    event: null,
    eventDeck: [],
    eventUsed: [],
    deck: [],
    discard: [],
    powerDeck: [],
    powerDiscard: [],
    lineDeck: [],
    players: [],
    stack: [],
    acts: { hostile: [], friendly: [], spared: [] },
    shownHand: null,
    result: null,
    series: [],
  };
  const ev: Ev = [];
  // written as a draft (engine/draft.ts): its players are copied once, then written in place
  beginDraft(s);
  startGame(s, null, ev);
  endDraft(s);
  return { state: s, events: ev };
}

/**
 * Deals one game. `chain` (chained variant): the previous winner becomes the Regent and the
 * survivors keep their bloodline and blood powers (without wounds).
 */
export function startGame(s: NightsState, chain: { regent: SeatId; survivors: SeatId[] } | null, ev: Ev): void {
  const n = s.n;
  const prev = s.players;
  s.game++;
  s.night = 0;
  s.event = null;
  s.turnSeat = null;
  s.order = [];
  s.turnIndex = 0;
  s.shownHand = null;
  s.stack = [];
  const grid = () => Array.from({ length: n }, () => Array<number>(n).fill(0));
  s.acts = { hostile: grid(), friendly: grid(), spared: grid() };
  // 1. main deck shuffled, discard pile empty
  s.deck = withRng(s, (c) => c.shuffle(mainInstances()));
  s.discard = [];
  // 5. sects: one Regent card drawn at random fixes the ruling sect
  const ruling = withRng(s, (c) => c.pick(SECTS));
  s.rulingSect = ruling;
  const followers = sectCards(s, ruling);
  // the Regent card goes to a random seat (chained: to the previous winner), followers to the rest
  const regent: SeatId = chain ? chain.regent : withRng(s, (c) => c.int(n));
  const dealt = withRng(s, (c) => c.shuffle(followers));
  const sects: SectId[] = Array.from({ length: n }, (_, i) => (i === regent ? ruling : dealt.pop()!));
  s.regent = regent;
  // 3-4. bloodlines and blood powers (chained: survivors keep theirs)
  const keep = new Set(chain?.survivors ?? []);
  const keptLines = new Set<string>();
  const keptPowers = new Set<string>();
  for (const seat of keep) {
    keptLines.add(prev[seat].line);
    for (const pw of prev[seat].powers) keptPowers.add(pw);
  }
  const lines = withRng(s, (c) => c.shuffle(BLOODLINES.map((b) => b.id).filter((id) => !keptLines.has(id))));
  const powers = withRng(s, (c) => c.shuffle(POWERS.map((p) => p.id).filter((id) => !keptPowers.has(id))));
  // new records, written below before anybody shares them
  const players = Array.from({ length: n }, (_, seat) => {
    const p = blankPlayer(sects[seat], keep.has(seat) ? prev[seat].line : lines.pop()!);
    p.powers = keep.has(seat) ? prev[seat].powers.slice() : [powers.pop()!];
    p.wins = prev[seat]?.wins ?? 0;
    return p;
  });
  s.players = players;
  s.lineDeck = lines;
  s.powerDeck = powers;
  s.powerDiscard = [];
  // 6. the Regent reveals; starting values
  for (let seat = 0; seat < n; seat++) {
    const p = players[seat];
    const base = seat === regent ? REGENT_START : START;
    p.regent = seat === regent;
    p.revealed = seat === regent;
    const bb = hasPassive(p, 'bloodBonus');
    const hb = hasPassive(p, 'healthBonus');
    p.maxBlood = base.blood + (bb ? bb.n : 0);
    p.blood = p.maxBlood;
    p.health = base.health + (hb ? hb.n : 0);
    ev.push({ type: 'sectOwn', params: { seat, sect: p.sect, regent: p.regent }, rule: R('setup.5'), visibleTo: [seat] });
  }
  ev.push({
    type: 'gameStart',
    params: { game: s.game, players: n, regentSeat: regent, sect: ruling },
    rule: R('setup.6'),
    reveals: true,
  });
  for (let seat = 0; seat < n; seat++) {
    const p = s.players[seat];
    ev.push({
      type: 'character',
      params: { seat, line: p.line, power: p.powers[0], blood: p.blood, health: p.health },
      rule: R('setup.3'),
    });
    draw(s, seat, seat === regent ? REGENT_START.hand : START.hand, ev, 'setup.6');
  }
  // 7. the event deck
  s.eventDeck = withRng(s, (c) => c.shuffle(EVENTS.map((e) => e.id)));
  s.eventUsed = [];
  s.stack = [{ t: 'direction' }];
}
