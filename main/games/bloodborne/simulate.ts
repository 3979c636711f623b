/**
 * Bot games driven through the module directly (as the bench, the bot test and the balance
 * figures of docs/bloodborne-designed-cards.md use them). `bots[seat]` is 'random' or 'heuristic'.
 */
import { randomBot } from '../../engine/bots';
import { RngCursor, seedRng } from '../../engine/rng';
import type { GameResult } from '../../engine/types';
import { heuristicBot } from './bot';
import { bloodborneModule as m } from './module';
import type { BloodborneConfig } from './config';
import type { BloodborneState } from './state';

export interface Played {
  decisions: number;
  result: GameResult;
  state: BloodborneState;
}

/** Configs already parsed, by the object a caller passes (a bench passes one object for many games). */
const parsed = new WeakMap<object, BloodborneConfig>();

export function playGame(config: object, seed: string, bots: string[]): Played {
  let c = parsed.get(config);
  if (!c) {
    c = m.parseConfig(config);
    parsed.set(config, c);
  }
  let state = m.setup(c, seed).state;
  const rng = new RngCursor(seedRng(`${seed}/bots`));
  let decisions = 0;
  for (;;) {
    const ds = m.decisions(state);
    if (!ds.length) break;
    const d = ds[0];
    const bot = bots[d.seat] === 'heuristic' ? heuristicBot : randomBot;
    // the random bot reads no view (as in the other games' benches): none is built for it
    const option = bot === randomBot ? rng.pick(d.options).id : bot.choose(m.view(state, d.seat), d, rng);
    state = m.apply(state, d.seat, option).state;
    decisions++;
    if (decisions > 20000) throw new Error(`bloodborne bot game ${seed} does not end`);
  }
  return { decisions, result: m.result(state)!, state };
}

/** Win rate of one heuristic bot against random bots (hero seat rotated). */
export function heuristicWinRate(players: number, games: number, prefix: string): number {
  let wins = 0;
  for (let g = 0; g < games; g++) {
    const hero = g % players;
    const bots = Array.from({ length: players }, (_, i) => (i === hero ? 'heuristic' : 'random'));
    const { result } = playGame({ players }, `${prefix}-${players}-${g}`, bots);
    if (result.ranking[0].includes(hero)) wins += 1 / result.ranking[0].length;
  }
  return wins / games;
}

export interface Balance {
  games: number;
  /** Per upgrade: games where some hunter ended owning it, and the owners' win share vs chance. */
  upgrades: { id: string; owned: number; winRate: number; chance: number }[];
  /** Per final boss: games, mean rounds, mean winning score, win share of the first player of round 1. */
  finals: { id: string; games: number; rounds: number; winningScore: number }[];
  /** Share of the winners' score that comes from trophies. */
  trophyShare: number;
}

/** Heuristic bots in every seat, 3-5 hunters, every final boss in turn. */
export function balance(games: number, prefix: string): Balance {
  const up = new Map<string, { owned: number; wins: number; chance: number }>();
  const fin = new Map<string, { games: number; rounds: number; score: number }>();
  let trophyPts = 0;
  let winPts = 0;
  for (let g = 0; g < games; g++) {
    const players = 3 + (g % 3);
    const finalBoss = ['F1', 'F2', 'F3', 'F4', 'F5'][Math.floor(g / 3) % 5];
    const { result, state } = playGame(
      { players, finalBoss },
      `${prefix}-${g}`,
      Array.from({ length: players }, () => 'heuristic'),
    );
    const winners = result.ranking[0];
    state.hunters.forEach((h, seat) => {
      for (const c of [...h.hand, ...h.used]) {
        if (!/^U\d\d$/.test(c)) continue;
        const e = up.get(c) ?? { owned: 0, wins: 0, chance: 0 };
        e.owned++;
        e.chance += 1 / players;
        if (winners.includes(seat)) e.wins += 1 / winners.length;
        up.set(c, e);
      }
    });
    const f = fin.get(finalBoss) ?? { games: 0, rounds: 0, score: 0 };
    f.games++;
    f.rounds += state.round;
    f.score += result.scores[winners[0]];
    fin.set(finalBoss, f);
    const w = state.hunters[winners[0]];
    winPts += result.scores[winners[0]];
    trophyPts += result.scores[winners[0]] - w.deposited;
  }
  return {
    games,
    upgrades: [...up.entries()].sort().map(([id, e]) => ({ id, owned: e.owned, winRate: e.wins / e.owned, chance: e.chance / e.owned })),
    finals: [...fin.entries()]
      .sort()
      .map(([id, f]) => ({ id, games: f.games, rounds: f.rounds / f.games, winningScore: f.score / f.games })),
    trophyShare: trophyPts / winPts,
  };
}
