/**
 * "Secret bid": a tiny 2-4 player game used to test and benchmark the engine. It has what the
 * real games need from the engine: hidden hands, a shuffled deck, simultaneous secret choices
 * revealed together, draws (reveals), automatic single-option answers and an end with a ranking.
 *
 * Rules (toy:1-4): (1) each player gets 3 cards from a shuffled deck; (2) each round a prize is
 * revealed and every player with cards bids one card secretly; the highest bid that nobody else
 * made wins the prize's points; bid cards are discarded; (3) then, from the round's first player,
 * each player passes, draws a card (hand limit 5) or gives one of their points to the next
 * player; (4) after the last round the most points wins.
 */
import { AppError } from '../../common/errors';
import type { GameId } from '../../common/ids';
import { RngCursor, seedRng } from '../rng';
import type { ApplyResult, Decision, GameEvent, GameModule, GameResult, I18nRef, RngState, SeatId } from '../types';

export interface ToyConfig {
  players: number;
  rounds: number;
}

export interface ToyState {
  players: number;
  rounds: number;
  round: number;
  starter: number;
  rng: RngState;
  deckSize: number;
  deck: number[];
  prizes: number[];
  prize: number;
  hands: number[][];
  bidding: boolean[];
  bids: (number | null)[];
  discard: number[];
  points: number[];
  awarded: number;
  phase: 'bid' | 'act' | 'over';
  turn: number;
  acted: number;
}

export interface ToyView {
  round: number;
  rounds: number;
  prize: number;
  points: number[];
  handSizes: number[];
  deckSize: number;
  phase: ToyState['phase'];
  turn: number;
  /** Own hand (absent for 'public'). */
  hand?: number[];
  /** Own bid this round, if made. */
  myBid?: number | null;
  /** Which seats already bid this round (not what). */
  hasBid: boolean[];
}

const HAND_LIMIT = 5;

function bad(detail: string): never {
  throw new AppError('invalid_input', 'game_config_invalid', {}, detail);
}

function parseConfig(raw: unknown): ToyConfig {
  if (!raw || typeof raw !== 'object') bad('config must be an object');
  const r = raw as Record<string, unknown>;
  const players = r.players;
  if (typeof players !== 'number' || !Number.isInteger(players) || players < 2 || players > 4) bad('players must be 2-4');
  const rounds: unknown = r.rounds === undefined ? (r.long === true ? 8 : 4) : r.rounds;
  if (typeof rounds !== 'number' || !Number.isInteger(rounds) || rounds < 1 || rounds > 10) bad('rounds must be 1-10');
  return { players, rounds };
}

function startRound(s: ToyState, events: GameEvent[]): void {
  s.prize = s.prizes[s.round];
  events.push({ type: 'toy.prize', params: { round: s.round + 1, prize: s.prize }, rule: 'toy:2', reveals: true });
  s.bidding = s.hands.map((h) => h.length > 0);
  s.bids = s.hands.map(() => null);
  s.phase = 'bid';
  if (!s.bidding.some(Boolean)) resolveBids(s, events);
}

function resolveBids(s: ToyState, events: GameEvent[]): void {
  const bids = s.bids.slice();
  const counts = new Map<number, number>();
  for (const b of bids) if (b !== null) counts.set(b, (counts.get(b) ?? 0) + 1);
  let winner = -1;
  let best = -1;
  bids.forEach((b, seat) => {
    if (b !== null && counts.get(b) === 1 && b > best) {
      best = b;
      winner = seat;
    }
  });
  events.push({ type: 'toy.reveal', params: { bids }, rule: 'toy:2', reveals: true });
  if (winner >= 0) {
    s.points = s.points.slice();
    s.points[winner] += s.prize;
    s.awarded += s.prize;
    events.push({ type: 'toy.won', params: { seat: winner, points: s.prize }, rule: 'toy:2' });
  } else {
    events.push({ type: 'toy.noWinner', rule: 'toy:2' });
  }
  s.discard = s.discard.concat(bids.filter((b): b is number => b !== null));
  s.bids = s.hands.map(() => null);
  s.phase = 'act';
  s.turn = s.starter;
  s.acted = 0;
}

function endRound(s: ToyState, events: GameEvent[]): void {
  s.round += 1;
  if (s.round >= s.rounds) {
    s.phase = 'over';
    events.push({ type: 'toy.end', params: { points: s.points.slice() }, rule: 'toy:4' });
    return;
  }
  s.starter = (s.starter + 1) % s.players;
  startRound(s, events);
}

function cardOption(v: number) {
  return { id: `c${v}`, label: { key: 'log-toy:card', params: { value: v } } };
}

export const toyModule: GameModule<ToyState, ToyConfig> = {
  id: 'toy' as GameId,
  rulesVersion: 'toy-1',
  parseConfig,
  seatCount: (c) => c.players,
  setupForm: {
    minPlayers: 2,
    maxPlayers: 4,
    options: [{ id: 'long', kind: 'boolean', label: { key: 'log-toy:optionLong' }, default: false }],
  },

  setup(config, seed): ApplyResult<ToyState> {
    const rng = new RngCursor(seedRng(seed));
    const deckSize = 10 + 3 * config.players;
    const deck = rng.shuffle(Array.from({ length: deckSize }, (_, i) => i + 1));
    const prizes = rng.shuffle(Array.from({ length: config.rounds }, (_, i) => i + 1));
    const hands: number[][] = [];
    for (let p = 0; p < config.players; p++) hands.push(deck.splice(0, 3).sort((a, b) => a - b));
    const events: GameEvent[] = [{ type: 'toy.setup', params: { players: config.players, rounds: config.rounds }, rule: 'toy:1' }];
    hands.forEach((h, seat) => events.push({ type: 'toy.hand', params: { seat, cards: h.slice() }, rule: 'toy:1', visibleTo: [seat] }));
    const s: ToyState = {
      players: config.players,
      rounds: config.rounds,
      round: 0,
      starter: 0,
      rng: rng.state,
      deckSize,
      deck,
      prizes,
      prize: 0,
      hands,
      bidding: [],
      bids: [],
      discard: [],
      points: hands.map(() => 0),
      awarded: 0,
      phase: 'bid',
      turn: 0,
      acted: 0,
    };
    startRound(s, events);
    return { state: s, events };
  },

  decisions(s): Decision[] {
    if (s.phase === 'bid') {
      const out: Decision[] = [];
      for (let seat = 0; seat < s.players; seat++) {
        if (!s.bidding[seat] || s.bids[seat] !== null) continue;
        out.push({
          seat,
          kind: 'toy.bid',
          prompt: { key: 'log-toy:promptBid', params: { prize: s.prize } },
          options: [...new Set(s.hands[seat])].map(cardOption),
          secret: true,
          rule: 'toy:2',
        });
      }
      return out;
    }
    if (s.phase === 'act') {
      const seat = s.turn;
      const options = [{ id: 'pass', label: { key: 'log-toy:pass' } }];
      if (s.deck.length > 0 && s.hands[seat].length < HAND_LIMIT) options.push({ id: 'draw', label: { key: 'log-toy:draw' } });
      if (s.points[seat] > 0) options.push({ id: 'give', label: { key: 'log-toy:give' } });
      return [{ seat, kind: 'toy.act', prompt: { key: 'log-toy:promptAct' }, options, rule: 'toy:3' }];
    }
    return [];
  },

  apply(prev, seat, optionId): ApplyResult<ToyState> {
    const events: GameEvent[] = [];
    const s: ToyState = { ...prev };
    const offered = toyModule
      .decisions(prev)
      .find((d) => d.seat === seat)
      ?.options.some((o) => o.id === optionId);
    if (!offered) throw new AppError('illegal_move', 'illegal_option', { option: optionId });
    if (prev.phase === 'bid') {
      const v = Number(optionId.slice(1));
      s.hands = prev.hands.slice();
      const h = prev.hands[seat].slice();
      h.splice(h.indexOf(v), 1);
      s.hands[seat] = h;
      s.bids = prev.bids.slice();
      s.bids[seat] = v;
      if (s.bidding.every((b, i) => !b || s.bids[i] !== null)) resolveBids(s, events);
      return { state: s, events };
    }
    // act phase
    if (optionId === 'draw') {
      s.deck = prev.deck.slice(1);
      const card = prev.deck[0];
      s.hands = prev.hands.slice();
      s.hands[seat] = prev.hands[seat].concat(card).sort((a, b) => a - b);
      events.push({ type: 'toy.drew', params: { seat, card }, rule: 'toy:3', visibleTo: [seat], reveals: true });
      events.push({
        type: 'toy.drewHidden',
        params: { seat },
        rule: 'toy:3',
        visibleTo: Array.from({ length: s.players }, (_, i) => i).filter((i) => i !== seat),
      });
    } else if (optionId === 'give') {
      s.points = prev.points.slice();
      const to = (seat + 1) % s.players;
      s.points[seat] -= 1;
      s.points[to] += 1;
      events.push({ type: 'toy.gave', params: { seat, to }, rule: 'toy:3' });
    }
    s.acted = prev.acted + 1;
    s.turn = (prev.turn + 1) % s.players;
    if (s.acted >= s.players) endRound(s, events);
    return { state: s, events };
  },

  view(s, seat): ToyView {
    const v: ToyView = {
      round: s.round,
      rounds: s.rounds,
      prize: s.prize,
      points: s.points.slice(),
      handSizes: s.hands.map((h) => h.length),
      deckSize: s.deck.length,
      phase: s.phase,
      turn: s.turn,
      hasBid: s.bids.map((b) => b !== null),
    };
    if (seat !== 'public') {
      v.hand = s.hands[seat].slice();
      v.myBid = s.bids[seat] ?? null;
    }
    return v;
  },

  result(s): GameResult | null {
    if (s.phase !== 'over') return null;
    const distinct = [...new Set(s.points)].sort((a, b) => b - a);
    return {
      ranking: distinct.map((p) => s.points.map((q, i) => (q === p ? i : -1)).filter((i) => i >= 0)),
      scores: s.points.slice(),
    };
  },

  progress(s): I18nRef {
    return { key: 'log-toy:progress', params: { round: Math.min(s.round + 1, s.rounds), rounds: s.rounds } };
  },

  invariants(s): string[] {
    const out: string[] = [];
    const all = [...s.deck, ...s.discard, ...s.hands.flat(), ...s.bids.filter((b): b is number => b !== null)];
    if (all.length !== s.deckSize) out.push(`cards: ${all.length} != ${s.deckSize}`);
    if (new Set(all).size !== all.length) out.push('duplicate card');
    const sum = s.points.reduce((a, b) => a + b, 0);
    if (sum !== s.awarded) out.push(`points ${sum} != awarded ${s.awarded}`);
    if (s.points.some((p) => p < 0)) out.push('negative points');
    if (s.hands.some((h) => h.length > HAND_LIMIT)) out.push('hand over limit');
    return out;
  },
};

/** Seat ids of a toy state (test helper). */
export function toySeats(n: number): SeatId[] {
  return Array.from({ length: n }, (_, i) => i);
}
